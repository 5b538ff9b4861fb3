import { loadContent } from "#app/content/content.server.ts";
import { EligibilityCheck } from "#app/features/eligibility/eligibility-check.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useSiteContent } from "#app/lib/site-content.tsx";
import { breadcrumbList, type StructuredDataHandle } from "#app/lib/structured-data.ts";
import { homePath, LANGUAGES, languageOfPath, localizedPage } from "#app/site-manifest.ts";
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

/** Content is fixed when the site is built: the check's `?step=` never refetches it. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(loaderData.page.meta, {
        site: matches[0].loaderData.site,
        page: localizedPage("eligibility", loaderData.language),
      })
    : [];

export const handle: StructuredDataHandle<Route.ComponentProps["loaderData"]> = {
  structuredData: (data, { site, ui }) =>
    data
      ? [
          breadcrumbList(site, [
            { name: ui.home, path: homePath(data.language) },
            {
              name: data.page.breadcrumbTitle,
              path: localizedPage("eligibility", data.language).path,
            },
          ]),
        ]
      : [],
};

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
