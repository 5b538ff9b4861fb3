import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSiteContent } from "#app/lib/site-content.tsx";
import styles from "./page-banner.module.css";
import contentWidth from "./content-width.module.css";

interface Crumb {
  label: string;
  to: string;
}

interface PageBannerProps {
  title: string;
  /** Pages above this one; the current page ends the trail. Omit on the home page. */
  trail?: Crumb[];
  children?: ReactNode;
}

/** The band under the header that names the page (its one h1) and shows where it sits. */
export function PageBanner({ title, trail, children }: PageBannerProps) {
  const { ui } = useSiteContent();
  return (
    <div className={styles.banner}>
      <div className={`${contentWidth.contentWidth} ${styles.inner}`}>
        {trail && (
          <nav aria-label={ui.breadcrumbLabel}>
            <ol className={styles.trail}>
              {trail.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
