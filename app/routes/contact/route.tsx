import { CONTACT_FORM_HEADING_ID } from "#app/config/contact-anchors.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { HydrationUnit } from "#app/ui/hydration-unit.tsx";
import { buildEmailJsSettings } from "#app/features/contact-form/emailjs-settings.ts";
import { loadContent } from "#app/content/content.server.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { contentIsFixed, metaOfPage, subPageHandle } from "#app/lib/page-route.ts";
import { ContactCards } from "#app/routes/contact/contact-cards.tsx";
import { ContactForm } from "#app/features/contact-form/contact-form.tsx";
import { MapFacade } from "#app/routes/contact/map-facade.tsx";
import { PrivacyNotice } from "#app/routes/contact/privacy-notice.tsx";
import { maxLengthTexts } from "#app/features/contact-form/validation.ts";
import { homePath, LANGUAGES, languageOfPath } from "#app/site-manifest.ts";
import { pack, type Unpacked, unpack } from "#app/lib/packed-data.ts";
import type { Route } from "./+types/route";
import styles from "./contact.module.css";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const page = await loadContent(language, "contact");
  // Written out when the site is built, so the browser formats no number (see maxLengthTexts).
  return pack({ language, page, limits: maxLengthTexts(LANGUAGES[language].tag) });
}

export const shouldRevalidate = contentIsFixed;

export const meta: Route.MetaFunction = metaOfPage("contact");

export const handle = subPageHandle<Unpacked<Route.ComponentProps["loaderData"]>>("contact");

const emailJs = buildEmailJsSettings();

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page, limits } = unpack(loaderData);
  const { language, ui } = useSiteContent();
  return (
    <>
      <HydrationUnit>
        <PageBanner
          title={page.breadcrumbTitle}
          trail={[{ label: ui.home, to: homePath(language) }]}
        />
      </HydrationUnit>
      <div className={styles.page}>
        <HydrationUnit>
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
        </HydrationUnit>

        <HydrationUnit>
          <div className={styles.formArea}>
            <section className={styles.formCard} aria-labelledby={CONTACT_FORM_HEADING_ID}>
              <h2 id={CONTACT_FORM_HEADING_ID} className={styles.subheading}>
                {page.form.heading}
              </h2>
              <ContactForm texts={page.form} limits={limits} emailJs={emailJs} />
            </section>
            <PrivacyNotice texts={page.privacy} />
          </div>
        </HydrationUnit>

        <HydrationUnit>
          <MapFacade texts={page.map} />
        </HydrationUnit>
      </div>
    </>
  );
}
