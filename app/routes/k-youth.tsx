import { PageBanner } from "~/components/page-banner.tsx";
import faq from "~/content/en/faq.yaml";
import page from "~/content/en/k-youth.yaml";
import site from "~/content/en/site.yaml";
import { pageMeta } from "~/lib/page-meta.ts";
import { FaqSection } from "~/sections/faq/faq-section.tsx";
import type { Route } from "./+types/k-youth";

export const meta: Route.MetaFunction = () =>
  pageMeta(page.meta, { origin: site.origin, canonicalPath: "/k-youth" });

export default function KYouthPage() {
  return (
    <>
      <PageBanner title={page.breadcrumbTitle} />
      <section id="what-we-offer" />
      <section id="about" />
      <section id="program-framework" />
      <section id="2024-highlights" />
      <section id="k-youth-programme-2025" />
      <FaqSection content={faq} />
    </>
  );
}
