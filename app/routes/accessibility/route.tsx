import { Mail, MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { loadContent } from "#app/content/content.server.ts";
import { contentIsFixed, metaOfPage, subPageHandle } from "#app/lib/page-route.ts";
import { formatMessage } from "#app/lib/format-message.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import { homePath, LANGUAGES, languageOfPath } from "#app/site-manifest.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { HydrationUnit } from "#app/ui/hydration-unit.tsx";
import { SampleNote } from "#app/ui/sample-note.tsx";
import { pack, type Unpacked, unpack } from "#app/lib/packed-data.ts";
import type { Route } from "./+types/route";
import styles from "./accessibility.module.css";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const page = await loadContent(language, "accessibility");
  // Written out when the site is built, so the page and its hydration show the same words.
  const reviewed = new Intl.DateTimeFormat(LANGUAGES[language].tag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(page.lastReviewed));
  return pack({ language, page, reviewed });
}

export const shouldRevalidate = contentIsFixed;

export const meta: Route.MetaFunction = metaOfPage("accessibility");

export const handle = subPageHandle<Unpacked<Route.ComponentProps["loaderData"]>>("accessibility");

/** The accessibility statement: the standard, the evidence, the known gaps, how to report. */
export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { language, page, reviewed } = unpack(loaderData);
  const { site, ui } = useSiteContent();
  const contactPath = usePagePath("contact");
  const { email, phone } = site.contact;
  return (
    <>
      <HydrationUnit>
        <PageBanner
          title={page.breadcrumbTitle}
          trail={[{ label: ui.home, to: homePath(language) }]}
        >
          <p className={styles.reviewed}>{formatMessage(page.reviewedLabel, { date: reviewed })}</p>
        </PageBanner>
      </HydrationUnit>
      <HydrationUnit>
        <div className={styles.statement}>
          <div
            className={`prose ${styles.intro}`}
            dangerouslySetInnerHTML={{ __html: page.intro }}
          />
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className={styles.heading}>
                {section.heading}
              </h2>
              <div className="prose" dangerouslySetInnerHTML={{ __html: section.body }} />
            </section>
          ))}
          <section id="report" aria-labelledby="report-heading" className={styles.report}>
            <h2 id="report-heading" className={styles.heading}>
              {page.report.heading}
            </h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: page.report.body }} />
            <ul className={styles.ways}>
              <li>
                <Mail aria-hidden="true" size={20} />
                <span>
                  {page.report.email}: <a href={`mailto:${email.address}`}>{email.address}</a>
                  <SampleNote sample={email.sample} />
                </span>
              </li>
              <li>
                <Phone aria-hidden="true" size={20} />
                <span>
                  {page.report.phone}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                  <SampleNote sample={phone.sample} />
                </span>
              </li>
              <li>
                <MessageSquare aria-hidden="true" size={20} />
                <Link to={contactPath}>{page.report.form}</Link>
              </li>
            </ul>
          </section>
        </div>
      </HydrationUnit>
    </>
  );
}
