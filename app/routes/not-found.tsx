import { Link } from "react-router";
import site from "#app/content/en/site.yaml";
import ui from "#app/content/en/ui.yaml";
import { pageMeta } from "#app/lib/page-meta.ts";
import { breadcrumbList, type StructuredDataHandle } from "#app/lib/structured-data.ts";
import { HOME_PATH, PAGES } from "#app/site-manifest.ts";
import type { Route } from "./+types/not-found";
import styles from "./not-found.module.css";

// The host answers unknown paths with this page and a 404 status (prerendered as 404.html).
export const meta: Route.MetaFunction = () =>
  pageMeta(ui.notFound.meta, { site, cardId: PAGES.notFound.shareCard });

export const handle: StructuredDataHandle = {
  structuredData: [
    breadcrumbList(site, [{ name: ui.home, path: HOME_PATH }, { name: ui.notFound.title }]),
  ],
};

export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{ui.notFound.title}</h1>
      <p className={styles.text}>{ui.notFound.text}</p>
      <Link to="/" reloadDocument className={styles.home}>
        {ui.notFound.backHome}
      </Link>
    </div>
  );
}
