import { PageBanner } from "#app/ui/page-banner.tsx";
import { buildEmailJsSettings } from "#app/features/contact-form/emailjs-settings.ts";
import { loadContent } from "#app/content/content.server.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { breadcrumbList, type StructuredDataHandle } from "#app/lib/structured-data.ts";
import { ContactCards } from "#app/sections/contact/contact-cards.tsx";
import { ContactForm } from "#app/features/contact-form/contact-form.tsx";
import { MapFacade } from "#app/sections/contact/map-facade.tsx";
import { PrivacyNotice } from "#app/sections/contact/privacy-notice.tsx";
import { homePath, languageOfPath, localizedPage } from "#app/site-manifest.ts";
import type { Route } from "./+types/contact-us";
import styles from "./contact-us.module.css";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, page: await loadContent(language, "contact") };
}

/** Content is fixed when the site is built: changing the query or hash never refetches it. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(loaderData.page.meta, {
        site: matches[0].loaderData.site,
        page: localizedPage("contact", loaderData.language),
      })
    : [];

export const handle: StructuredDataHandle<Route.ComponentProps["loaderData"]> = {
  structuredData: (data, { site, ui }) =>
    data
      ? [
          breadcrumbList(site, [
            { name: ui.home, path: homePath(data.language) },
            { name: data.page.breadcrumbTitle, path: localizedPage("contact", data.language).path },
          ]),
        ]
      : [],
};

const emailJs = buildEmailJsSettings();

export default function ContactUsPage({ loaderData: { page } }: Route.ComponentProps) {
  const { language, ui } = useSiteContent();
  return (
    <>
      <PageBanner
        title={page.breadcrumbTitle}
        trail={[{ label: ui.home, to: homePath(language) }]}
      />
      <div className={styles.page}>
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className={styles.heading}>
            {page.heading}
          </h2>
          <div
            className={`prose ${styles.lead}`}
            dangerouslySetInnerHTML={{ __html: page.intro }}
          />
          <ContactCards texts={page.cards} />
        </section>

        <div className={styles.formArea}>
          <section className={styles.formCard} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className={styles.subheading}>
              {page.form.heading}
            </h2>
            <ContactForm texts={page.form} emailJs={emailJs} />
          </section>
          <PrivacyNotice texts={page.privacy} />
        </div>

        <MapFacade texts={page.map} />
      </div>
    </>
  );
}
