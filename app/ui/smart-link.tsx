import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link.tsx";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/** Site paths navigate in place; full URLs open in a new tab. Content decides which by its href. */
export function SmartLink({ href, ...props }: SmartLinkProps) {
  if (/^https?:\/\//.test(href)) return <ExternalLink href={href} {...props} />;
  return <Link to={href} {...props} />;
}
