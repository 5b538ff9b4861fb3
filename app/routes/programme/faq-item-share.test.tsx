import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FaqSection } from "#app/features/faq/faq-section.tsx";
import { testContent } from "#app/test/content.ts";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { FaqItemShare } from "./faq-item-share.tsx";

const faq = testContent("faq");
const { share } = testContent("programme");

describe("a FAQ question's Share", () => {
  it("sits beside its Copy link and shares the question's own address", () => {
    renderWithSite(
      <FaqSection
        content={faq}
        shareItem={(item) => <FaqItemShare item={item} faq={faq} labels={share} />}
      />,
    );
    const item = faq.tabs.flatMap((tab) => tab.items).find((entry) => entry.id === "cost");
    if (!item) throw new Error("faq.yaml needs the question cost");
    const cost = screen.getByText(item.title, { selector: "summary *" }).closest("details");
    if (!cost) throw new Error("no question cost");
    const shareButton = within(cost).getByRole("button", {
      name: `Share the question: ${item.title}`,
    });
    expect(shareButton).toHaveTextContent(faq.shareItem);
    // The browser opens the list from the button (a popover, which jsdom does not open).
    const telegram = within(cost).getByRole("link", { name: /^Telegram/, hidden: true });
    expect(new URL(telegram.getAttribute("href") ?? "").searchParams.get("url")).toBe(
      "https://k-youth.example/k-youth?utm_source=telegram#faq-cost",
    );
  });
});
