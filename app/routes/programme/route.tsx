import { PROGRAMME_SECTION_IDS } from "#app/config/programme-anchors.ts";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { HydrationUnit } from "#app/ui/hydration-unit.tsx";
import { loadContent, loadIntakes } from "#app/content/content.server.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { usePagePath, useSiteContent } from "#app/lib/site-content.tsx";
import { contentIsFixed, metaOfPage } from "#app/lib/page-route.ts";
import {
  breadcrumbList,
  faqPage,
  type StructuredDataHandle,
  workBasedProgram,
} from "#app/lib/structured-data.ts";
import { About } from "#app/routes/programme/about.tsx";
import { Courses } from "#app/routes/programme/courses.tsx";
import { FrameworkGraphic } from "#app/routes/programme/framework-graphic.tsx";
import { GraphicSection } from "#app/routes/programme/graphic-section.tsx";
import { HighlightsGraphic } from "#app/routes/programme/highlights-graphic.tsx";
import { HostCompanies } from "#app/routes/programme/host-companies.tsx";
import { ProcessGraphic } from "#app/routes/programme/process-graphic.tsx";
import { Programme2025 } from "#app/routes/programme/programme-2025.tsx";
import { StrategicPartners } from "#app/routes/programme/strategic-partners.tsx";
import { Testimonials } from "#app/routes/programme/testimonials.tsx";
import { WhatWeOffer } from "#app/routes/programme/what-we-offer.tsx";
import { FaqSection } from "#app/features/faq/faq-section.tsx";
import { IntakeCallToAction } from "#app/features/intake/intake-call-to-action.tsx";
import { IntakeProvider, momentValues } from "#app/features/intake/intake-context.tsx";
import { StateText } from "#app/features/intake/state-variants.tsx";
import { formatMessage } from "#app/lib/format-message.ts";
import { describedIntake, intakeState } from "#app/content/intake-state.ts";
import { intakeSchedule, pageTexts } from "#app/features/intake/schedule.ts";
import { PrintNote } from "#app/features/print/print-note.tsx";
import { ShareMenu } from "#app/features/share/share-menu.tsx";
import { FaqItemShare } from "./faq-item-share.tsx";
import { languageOfPath, localizedPage } from "#app/site-manifest.ts";
import { pack, type Unpacked, unpack } from "#app/lib/packed-data.ts";
import type { Route } from "./+types/route";
import styles from "./programme.module.css";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const [page, faq, intakes] = await Promise.all([
    loadContent(language, "programme"),
    loadContent(language, "faq"),
    loadIntakes(),
  ]);
  return pack({
    language,
    page: { ...page, applications: pageTexts(page.applications) },
    faq,
    schedule: intakeSchedule(intakes, language, buildDate()),
  });
}

export const shouldRevalidate = contentIsFixed;

export const meta: Route.MetaFunction = metaOfPage("programme");

export const handle: StructuredDataHandle<Unpacked<Route.ComponentProps["loaderData"]>> = {
  structuredData: (data, { site, ui }) => {
    if (!data) return [];
    const { language, page, faq, schedule } = data;
    const { path } = localizedPage("programme", language);
    // The intake the page describes on the day it was built, as its headings do.
    const intake = describedIntake(intakeState(schedule.intakes, Date.parse(schedule.builtAt)));
    return [
      breadcrumbList(site, [{ name: ui.home, path }]),
      workBasedProgram(site, page, path, language, intake),
      faqPage(site, faq, path, language),
    ];
  },
};

/**
 * The programme page. The order tells the story; why is in
 * docs/decisions/017-programme-page-story-and-infographics.md.
 */
export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const { page, faq, schedule } = unpack(loaderData);
  const { site } = useSiteContent();
  const eligibilityPath = usePagePath("eligibility");
  const address = `${site.origin}${usePagePath("programme")}`;
  const share = (tone: "light" | "dark", align: "start" | "center") => (
    <ShareMenu
      target={{ url: address, title: page.meta.title, message: page.share.message }}
      label={page.share.label}
      accessibleName={page.share.pageLabel}
      labels={page.share}
      tone={tone}
      align={align}
    />
  );
  // Every call to action follows the state of applications; the others are further down.
  const applications = <IntakeCallToAction />;
  // Under an answer: the state of applications, or its words about dates for each phase.
  const underAnswer = (id: string) => {
    if (id === faq.applicationStatusUnder) return applications;
    const words = faq.underAnswers.find((under) => under.id === id);
    return (
      words && (
        <StateText
          html
          className="prose"
          of={(moment) => formatMessage(words[moment.phase], momentValues(moment, { html: true }))}
        />
      )
    );
  };
  return (
    <IntakeProvider schedule={schedule} texts={page.applications}>
      <HydrationUnit>
        <PageBanner title={page.breadcrumbTitle}>
          <p className={styles.lead}>{page.banner.lead}</p>
          {/* A row of its own: its main action's words change with the state, and nothing beside it
            may move when they do. */}
          <IntakeCallToAction tone="dark" mainOnly className={styles.applications} />
          <div className={styles.actions}>
            <ButtonLink href={eligibilityPath} variant="inverse">
              {page.banner.checkEligibility}
            </ButtonLink>
            <ButtonLink href={`#${PROGRAMME_SECTION_IDS.whatWeOffer}`} variant="inverse">
              {page.banner.learnMore}
            </ButtonLink>
          </div>
          {share("dark", "start")}
        </PageBanner>
      </HydrationUnit>
      <HydrationUnit>
        <WhatWeOffer content={page.whatWeOffer} />
      </HydrationUnit>
      <HydrationUnit>
        <About content={page.about} applications={applications} />
      </HydrationUnit>
      <HydrationUnit>
        <GraphicSection
          id={PROGRAMME_SECTION_IDS.framework}
          content={page.framework}
          graphic={
            <FrameworkGraphic
              phases={page.framework.phases}
              totalLabel={page.framework.totalLabel}
            />
          }
        />
      </HydrationUnit>
      <HydrationUnit>
        <GraphicSection
          id={PROGRAMME_SECTION_IDS.highlights2024}
          content={page.highlights2024}
          graphic={<HighlightsGraphic moments={page.highlights2024.moments} />}
        />
      </HydrationUnit>
      <HydrationUnit>
        <Programme2025
          content={page.programme2025}
          applications={<IntakeCallToAction align="center" />}
          share={share("light", "center")}
        />
      </HydrationUnit>
      <HydrationUnit>
        <GraphicSection
          id={PROGRAMME_SECTION_IDS.applicationProcess}
          content={{
            ...page.applicationProcess,
            intro: (
              <StateText
                of={(moment) =>
                  formatMessage(page.applicationProcess.intro[moment.phase], momentValues(moment))
                }
              />
            ),
          }}
          graphic={<ProcessGraphic steps={page.applicationProcess.steps} />}
        />
      </HydrationUnit>
      <HydrationUnit>
        <HostCompanies content={page.hostCompanies} />
      </HydrationUnit>
      <HydrationUnit>
        <StrategicPartners content={page.partners} />
      </HydrationUnit>
      <HydrationUnit>
        <Courses content={page.courses} />
      </HydrationUnit>
      <HydrationUnit>
        <Testimonials content={page.testimonials} />
      </HydrationUnit>
      <HydrationUnit>
        <FaqSection
          content={faq}
          shareItem={(item) => <FaqItemShare item={item} faq={faq} labels={page.share} />}
          underAnswer={underAnswer}
        />
      </HydrationUnit>
      <PrintNote address={address} content={page.print} />
    </IntakeProvider>
  );
}
