import type { MetaDescriptor } from "react-router";
import type { PageMeta, SiteContent } from "#app/content/schema.ts";
import { homePath, type Language, localizedPage, type PageKey } from "#app/site-manifest.ts";
import { type Packed, unpack } from "./packed-data.ts";
import { pageMeta } from "./page-meta.ts";
import { breadcrumbList, type StructuredDataHandle } from "./structured-data.ts";

/** What every page's loader returns: its language and its content with meta and breadcrumb title. */
interface PageLoaderData {
  language: Language;
  page: { meta: PageMeta; breadcrumbTitle: string };
}

interface PageMetaArgs<Data> {
  loaderData: Packed<Data> | undefined;
  matches: readonly [{ loaderData: Packed<{ site: SiteContent }> }, ...unknown[]];
}

/** Content is fixed when the site is built: changing the query or hash never refetches it. */
export const contentIsFixed = () => false;

/** A route module's `meta`: the page's title, description, canonical and share tags, in its language. */
export function metaOfPage(key: PageKey) {
  return ({
    loaderData,
    matches,
  }: PageMetaArgs<{ language: Language; page: { meta: PageMeta } }>): MetaDescriptor[] =>
    loaderData
      ? pageMeta(unpack(loaderData).page.meta, {
          site: unpack(matches[0].loaderData).site,
          page: localizedPage(key, unpack(loaderData).language),
        })
      : [];
}

/** A page one step below the programme page: its breadcrumb trail as structured data. */
export function subPageHandle<Data extends PageLoaderData>(
  key: PageKey,
): StructuredDataHandle<Data> {
  return {
    structuredData: (data, { site, ui }) =>
      data
        ? [
            breadcrumbList(site, [
              { name: ui.home, path: homePath(data.language) },
              { name: data.page.breadcrumbTitle, path: localizedPage(key, data.language).path },
            ]),
          ]
        : [],
  };
}
