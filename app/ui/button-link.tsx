import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "./external-link.tsx";
import styles from "./button-link.module.css";

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** `accent` for the main call to action, `quiet` for a secondary one. */
  variant?: "accent" | "quiet" | "inverse";
  /** The id of the text that says more about where the link leads (a deadline, a date). */
  describedBy?: string;
  /** A file to save rather than a page to open, such as a calendar entry. */
  download?: boolean;
}

/**
 * A call-to-action link styled as a button. Full URLs open in a new tab and say so; site paths
 * navigate in place; a bare `#anchor` is an ordinary in-page link; a download is a plain link the
 * router leaves to the browser.
 */
export function ButtonLink({
  href,
  children,
  variant = "accent",
  describedBy,
  download = false,
}: ButtonLinkProps) {
  const props = {
    className: `${styles.button} ${styles[variant]}`,
    "aria-describedby": describedBy,
  };
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  }
  if (download) {
    return (
      <a href={href} download {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith("#")) {
    // A jump within the page means nothing on paper.
    return (
      <a href={href} {...props} data-print-hidden="">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
