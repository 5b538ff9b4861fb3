import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link.tsx";
import styles from "./button-link.module.css";

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** `accent` for the main call to action, `quiet` for a secondary one. */
  variant?: "accent" | "quiet" | "inverse";
}

/**
 * A call-to-action link styled as a button. Full URLs open in a new tab and say so; site paths
 * navigate in place; a bare `#anchor` is an ordinary in-page link.
 */
export function ButtonLink({ href, children, variant = "accent" }: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  if (href.startsWith("#")) {
    // A jump within the page means nothing on paper.
    return (
      <a href={href} className={className} data-print-hidden="">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
