import { PageBanner } from "~/components/page-banner.tsx";
import page from "~/content/en/contact.yaml";
import site from "~/content/en/site.yaml";
import ui from "~/content/en/ui.yaml";
import { pageMeta } from "~/lib/page-meta.ts";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = () =>
  pageMeta(page.meta, { origin: site.origin, canonicalPath: "/contact-us" });

export default function ContactUsPage() {
  return (
    <>
      <PageBanner title={page.breadcrumbTitle} trail={[{ label: ui.home, to: "/k-youth" }]} />
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">{page.heading}</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.intro }} />
      </section>
    </>
  );
}
