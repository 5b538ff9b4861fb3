import { Link } from "react-router";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { unpack } from "#app/lib/packed-data.ts";
import { breadcrumbList, type StructuredDataHandle } from "#app/lib/structured-data.ts";
import { homePath, LANGUAGES, localizedPage } from "#app/site-manifest.ts";
import type { Route } from "./+types/route";
import styles from "./not-found.module.css";

// The host answers unknown paths with this page and a 404 status (prerendered as 404.html).
export const meta: Route.MetaFunction = ({ matches }) => {
  const { language, site, ui } = unpack(matches[0].loaderData);
  return pageMeta(ui.notFound.meta, { site, page: localizedPage("notFound", language) });
};

/** The not-found page has no loader of its own: everything it says is the root's. */
export const handle: StructuredDataHandle<unknown> = {
  structuredData: (_data, { language, site, ui }) => [
    breadcrumbList(site, [
      { name: ui.home, path: homePath(language) },
      { name: ui.notFound.title },
    ]),
  ],
};

export default function NotFoundPage() {
  const { language, ui } = useSiteContent();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{ui.notFound.title}</h1>
      <p className={styles.text}>{ui.notFound.text}</p>
      <Link to={LANGUAGES[language].prefix || "/"} reloadDocument className={styles.home}>
        {ui.notFound.backHome}
      </Link>
    </div>
  );
}
