import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabList } from "./tab-list.tsx";

const TABS = ["one", "two", "three"].map((id) => ({
  id,
  label: `Tab ${id}`,
  tabId: `${id}-tab`,
  panelId: `${id}-panel`,
}));

function Harness() {
  const [selected, setSelected] = useState("one");
  return <TabList label="Topics" tabs={TABS} selected={selected} onSelect={setSelected} />;
}

function expectSelected(name: string) {
  const tab = screen.getByRole("tab", { name });
  expect(tab).toHaveAttribute("aria-selected", "true");
  expect(tab).toHaveAttribute("tabindex", "0");
  expect(tab).toHaveFocus();
  for (const other of screen.getAllByRole("tab")) {
    if (other === tab) continue;
    expect(other).toHaveAttribute("aria-selected", "false");
    expect(other).toHaveAttribute("tabindex", "-1");
  }
}

describe("TabList", () => {
  it("is a named tablist whose tabs control their panels, one of them in the Tab order", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Topics" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-controls"))).toEqual([
      "one-panel",
      "two-panel",
      "three-panel",
    ]);
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it("moves and selects with the arrow keys, wrapping at both ends", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expectSelected("Tab one");
    await user.keyboard("{ArrowRight}");
    expectSelected("Tab two");
    await user.keyboard("{ArrowDown}");
    expectSelected("Tab three");
    await user.keyboard("{ArrowRight}");
    expectSelected("Tab one");
    await user.keyboard("{ArrowLeft}");
    expectSelected("Tab three");
    await user.keyboard("{ArrowUp}");
    expectSelected("Tab two");
  });

  it("jumps to the first and last tab with Home and End", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard("{End}");
    expectSelected("Tab three");
    await user.keyboard("{Home}");
    expectSelected("Tab one");
  });

  it("selects on click and leaves other keys alone", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("tab", { name: "Tab three" }));
    expectSelected("Tab three");
    await user.keyboard("a");
    expectSelected("Tab three");
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
