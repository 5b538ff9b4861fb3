import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "#app/content/markdown.ts";
import type { FaqContent } from "#app/content/schema.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { faqPage, structuredDataGraph } from "#app/lib/structured-data.ts";
import { localizedPage } from "#app/site-manifest.ts";
import { testContent } from "#app/test/content.ts";
import { JsonLd } from "./json-ld.tsx";

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

/** Content an editor could write that breaks naive JSON or HTML output. */
const HOSTILE_TITLE = `Fees </title></script><script>alert(1)</script> & "quotes" 'single' 🎓`;
const HOSTILE_ANSWER = `Nothing </script><script>alert(1)</script> & "quotes" <b>raw</b> 🎓 \u2028 --> <!--`;

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

const text = (element: Element) =>
  element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** The head as React Router's <Meta /> renders descriptors: title, link/meta elements. */
function metaElements(descriptors: MetaDescriptor[]) {
  return descriptors.map((descriptor, index) => {
    if ("title" in descriptor)
      return createElement("title", { key: index }, String(descriptor.title));
    const { tagName = "meta", ...rest } = descriptor as Record<string, string>;
    return createElement(tagName, { key: index, ...rest });
  });
}

function hostileFaq(): FaqContent {
  const markdown = createMarkdownRenderer({ newTabLabel: "(opens in a new tab)" });
  return {
    heading: HOSTILE_TITLE,
    tabs: [
      {
        slug: "about-k-youth",
        label: "About",
        items: [{ id: "cost", title: HOSTILE_TITLE, body: markdown(HOSTILE_ANSWER) }],
      },
    ],
  } as unknown as FaqContent;
}

describe("JSON-LD and meta tags with hostile content", () => {
  const meta = {
    title: HOSTILE_TITLE,
    description: `${HOSTILE_ANSWER} and enough words to be a description of some length.`,
    shareHeading: HOSTILE_TITLE,
  };
  const site = testContent("site");
  const graph = structuredDataGraph([faqPage(site, hostileFaq(), "/k-youth", "en")]);
  const html = `<!DOCTYPE html><html lang="en"><head>${renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      ...metaElements(pageMeta(meta, { site, page: localizedPage("programme", "en") })),
      createElement(JsonLd, { data: graph }),
    ),
  )}</head><body><p id="after">after</p></body></html>`;
  const document = parse(html);
  const all = [...elements(document)];

  it("the document keeps its shape: one script, nothing injected, body intact", () => {
    expect(all.filter((element) => element.tagName === "script")).toHaveLength(1);
    expect(all.filter((element) => element.tagName === "title")).toHaveLength(1);
    expect(all.some((element) => element.tagName === "b")).toBe(false);
    expect(all.find((element) => attribute(element, "id") === "after")).toBeDefined();
  });

  it("the JSON-LD parses back to the same data, the answer's words included", () => {
    const script = all.find((element) => element.tagName === "script");
    expect(script && attribute(script, "type")).toBe("application/ld+json");
    const parsed = JSON.parse(script ? text(script) : "") as typeof graph;
    expect(parsed).toEqual(JSON.parse(JSON.stringify(graph)));
    const question = JSON.stringify(parsed);
    expect(question).toContain("</script><script>alert(1)</script>");
    expect(question).toContain("<b>raw</b>");
    expect(question).toContain("🎓");
  });

  it("title and meta attributes hold the exact text", () => {
    const title = all.find((element) => element.tagName === "title");
    expect(title && text(title)).toBe(HOSTILE_TITLE);
    const byKey = (key: string) =>
      all.find(
        (element) =>
          element.tagName === "meta" &&
          (attribute(element, "property") ?? attribute(element, "name")) === key,
      );
    for (const key of ["og:title", "twitter:title"]) {
      const element = byKey(key);
      expect(element && attribute(element, "content")).toBe(HOSTILE_TITLE);
    }
    const description = byKey("description");
    expect(description && attribute(description, "content")).toBe(meta.description);
    const alt = byKey("og:image:alt");
    expect(alt && attribute(alt, "content")).toContain(HOSTILE_TITLE);
  });
});
