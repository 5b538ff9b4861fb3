import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Highlight } from "./highlight.tsx";

describe("Highlight", () => {
  it("wraps matches in <mark> and renders everything else as text", () => {
    const { container } = render(
      <p>
        <Highlight
          segments={[
            { text: "Will I be paid an ", match: false },
            { text: "allowance", match: true },
            { text: "?", match: false },
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe("Will I be paid an allowance?");
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "allowance",
    ]);
  });

  it("never turns text into markup", () => {
    const { container } = render(
      <p>
        <Highlight
          segments={[
            { text: '<img src=x onerror="alert(1)">', match: true },
            { text: "<script>alert(1)</script>", match: false },
          ]}
        />
      </p>,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toContain("<script>");
  });
});
