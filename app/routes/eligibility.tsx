import { loadContent } from "#app/content/content.server.ts";
import { EligibilityCheck } from "#app/features/eligibility/eligibility-check.tsx";
import { contentIsFixed, metaOfPage, subPageHandle } from "#app/lib/page-route.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { homePath, LANGUAGES, languageOfPath } from "#app/site-manifest.ts";
import { PageBanner } from "#app/ui/page-banner.tsx";
import type { Route } from "./+types/eligibility";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const [page, programme] = await Promise.all([
    loadContent(language, "eligibility"),
    loadContent(language, "k-youth"),
  ]);
  // Only the requirements reach this page's data: the programme page's list, written once.
  return { language, page, requirements: programme.programme2025.requirements.items };
}

export const shouldRevalidate = contentIsFixed;

export const meta: Route.MetaFunction = metaOfPage("eligibility");

export const handle = subPageHandle<Route.ComponentProps["loaderData"]>("eligibility");

export default function EligibilityPage({
  loaderData: { language, page, requirements },
}: Route.ComponentProps) {
  const { site, ui } = useSiteContent();
  return (
    <>
      <PageBanner
        title={page.breadcrumbTitle}
        trail={[{ label: ui.home, to: homePath(language) }]}
      />
      <EligibilityCheck
        texts={page}
        requirements={requirements}
        applyUrl={site.links.applicationForm.url}
        locale={LANGUAGES[language].tag}
      />
    </>
  );
}
