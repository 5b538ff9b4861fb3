import type { ComponentProps } from "react";
import { useSiteContent } from "#app/lib/site-content.tsx";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string };

/** A link that opens another site in a new tab, and says so to assistive technology. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { ui } = useSiteContent();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {ui.newTab}</span>
    </a>
  );
}
