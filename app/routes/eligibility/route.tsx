import { loadContent, loadIntakes } from "#app/content/content.server.ts";
import type { RichText } from "#app/content/rich-text.ts";
import type { EligibilityContent } from "#app/content/schema.ts";
import { EligibilityCheck } from "#app/features/eligibility/eligibility-check.tsx";
import { IntakeCallToAction } from "#app/features/intake/intake-call-to-action.tsx";
import {
  IntakeProvider,
  momentValues,
  type ScheduledMoment,
  useIntake,
} from "#app/features/intake/intake-context.tsx";
import { StateText } from "#app/features/intake/state-variants.tsx";
import { formatMessage } from "#app/lib/format-message.ts";
import { applicationsOpen } from "#app/content/intake-state.ts";
import { checkedIntake, intakeSchedule, pageTexts } from "#app/features/intake/schedule.ts";
import { buildDate } from "#app/content/build-date.server.ts";
import { contentIsFixed, metaOfPage, subPageHandle } from "#app/lib/page-route.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { homePath, LANGUAGES, languageOfPath } from "#app/site-manifest.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import { HydrationUnit } from "#app/ui/hydration-unit.tsx";
import { pack, type Unpacked, unpack } from "#app/lib/packed-data.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const [page, programme, intakes] = await Promise.all([
    loadContent(language, "eligibility"),
    loadContent(language, "programme"),
    loadIntakes(),
  ]);
  // Only the requirements and the words about applications reach this page's data: the
  // programme page's, written once.
  return pack({
    language,
    page,
    requirements: programme.programme2025.requirements.items,
    applications: pageTexts(programme.applications),
    schedule: intakeSchedule(intakes, language, buildDate()),
  });
}

export const shouldRevalidate = contentIsFixed;

export const meta: Route.MetaFunction = metaOfPage("eligibility");

export const handle = subPageHandle<Unpacked<Route.ComponentProps["loaderData"]>>("eligibility");

export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const { language, page, requirements, applications, schedule } = unpack(loaderData);
  const { ui } = useSiteContent();
  return (
    <IntakeProvider schedule={schedule} texts={applications}>
      <HydrationUnit>
        <PageBanner
          title={page.breadcrumbTitle}
          trail={[{ label: ui.home, to: homePath(language) }]}
        />
      </HydrationUnit>
      <HydrationUnit>
        <CheckForTheIntake texts={page} requirements={requirements} />
      </HydrationUnit>
    </IntakeProvider>
  );
}

/** The check, told where applications stand: the result stays honest about when to apply. */
function CheckForTheIntake({
  texts,
  requirements,
}: {
  texts: EligibilityContent;
  requirements: readonly RichText[];
}) {
  const { language } = useSiteContent();
  const { pastIntakes } = useIntake();
  const { eligible, notEligible } = texts.result;
  // The check is for the intake open or announced next, never for one whose applications closed.
  const checkedValues = (moment: ScheduledMoment) => ({
    ...momentValues(moment),
    name: checkedIntake(moment.state)?.name ?? texts.result.nextIntake,
  });
  const applications = {
    eligibleHeading: (
      <StateText
        of={(moment) =>
          formatMessage(
            applicationsOpen(moment.state) ? eligible.heading : eligible.meetsRequirements,
            checkedValues(moment),
          )
        }
      />
    ),
    notEligibleHeading: (
      <StateText of={(moment) => formatMessage(notEligible.heading, checkedValues(moment))} />
    ),
    nextSteps: (
      <StateText
        html
        className="prose"
        of={(moment) =>
          formatMessage(eligible.next[moment.phase], momentValues(moment, { html: true }))
        }
      />
    ),
  };
  return (
    <EligibilityCheck
      texts={texts}
      requirements={requirements}
      applications={applications}
      applicationStatus={<IntakeCallToAction />}
      pastIntakes={pastIntakes}
      locale={LANGUAGES[language].tag}
    />
  );
}
