import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithSite } from "#app/test/render-with-site.tsx";
import { SiteErrorPage } from "./site-error-page.tsx";

const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");

describe("SiteErrorPage", () => {
  const reload = vi.fn();

  beforeEach(() => {
    window.sessionStorage.clear();
    vi.spyOn(console, "error").mockImplementation(() => {});
    Object.defineProperty(window, "location", {
      configurable: true,
      value: { ...window.location, reload },
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it("reloads once by itself when a code part failed to load", () => {
    renderWithSite(<SiteErrorPage error={chunkError} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the latest version");
  });

  it("shows a message and a reload button when the reload did not help", () => {
    renderWithSite(<SiteErrorPage error={chunkError} />);
    reload.mockClear();
    renderWithSite(<SiteErrorPage error={chunkError} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText(/could not be loaded/)).toBeVisible();
    screen.getByRole("button", { name: "Reload page" }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never leaves a blank page for other errors", () => {
    renderWithSite(<SiteErrorPage error={new Error("boom")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/k-youth");
    expect(reload).not.toHaveBeenCalled();
  });
});
