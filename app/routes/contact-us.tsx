import { PageBanner } from "#app/ui/page-banner.tsx";
import { buildEmailJsSettings } from "#app/features/contact-form/emailjs-settings.ts";
import page from "#app/content/en/contact.yaml";
import site from "#app/content/en/site.yaml";
import ui from "#app/content/en/ui.yaml";
import { pageMeta } from "#app/lib/page-meta.ts";
import { breadcrumbList, type StructuredDataHandle } from "#app/lib/structured-data.ts";
import { ContactCards } from "#app/sections/contact/contact-cards.tsx";
import { ContactForm } from "#app/features/contact-form/contact-form.tsx";
import { MapFacade } from "#app/sections/contact/map-facade.tsx";
import { PrivacyNotice } from "#app/sections/contact/privacy-notice.tsx";
import { HOME_PATH, PAGES } from "#app/site-manifest.ts";
import type { Route } from "./+types/contact-us";
import styles from "./contact-us.module.css";

const { path: PATH, shareCard } = PAGES.contact;

export const meta: Route.MetaFunction = () =>
  pageMeta(page.meta, { site, cardId: shareCard, canonicalPath: PATH });

export const handle: StructuredDataHandle = {
  structuredData: [
    breadcrumbList(site, [
      { name: ui.home, path: HOME_PATH },
      { name: page.breadcrumbTitle, path: PATH },
    ]),
  ],
};

const emailJs = buildEmailJsSettings();

export default function ContactUsPage() {
  return (
    <>
      <PageBanner title={page.breadcrumbTitle} trail={[{ label: ui.home, to: HOME_PATH }]} />
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
