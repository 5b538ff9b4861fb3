// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  LAYOUT_STEPS,
  layOutInSteps,
  layOutNow,
  layoutStep,
  layoutStepAfterHydration,
} from "./layout-steps.ts";

const { laidOut, layingOut, hydrated } = LAYOUT_STEPS;
const root = document.documentElement;

/** The page's frames, run one at a time, as the browser would between pieces of work. */
let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

/** A section of the page, whose box the test says where it is (jsdom lays nothing out). */
function part(name: string, top: number, height: number, grownBy = 0) {
  const element = document.createElement("section");
  element.id = name;
  for (const [attribute, value] of Object.entries(layoutStep))
    element.setAttribute(attribute, value);
  element.getBoundingClientRect = () => {
    const above = [...document.querySelectorAll("section")]
      .slice(0, [...document.querySelectorAll("section")].indexOf(element))
      .filter((before) => before.hasAttribute(laidOut));
    const moved = above.reduce((sum, before) => sum + Number(before.dataset.grownBy ?? 0), 0);
    const own = element.hasAttribute(laidOut) ? grownBy : 0;
    return DOMRect.fromRect({ x: 0, y: top + moved, width: 390, height: height + own });
  };
  element.dataset.grownBy = String(grownBy);
  document.body.append(element);
  return element;
}

const laidOutParts = () =>
  [...document.querySelectorAll("section")].filter((section) => section.hasAttribute(laidOut));

/** The callbacks of the page's resize observers, which the browser calls between layout and paint. */
let resized: (() => void)[] = [];
const afterLayout = () => {
  for (const callback of resized) callback();
};

beforeEach(() => {
  frames = [];
  resized = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {
        resized = [];
      }
    },
  );
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal("scrollBy", vi.fn());
  anchorsScrolling(true);
  webFont("loaded");
});

/** Where the web font is (jsdom has no FontFaceSet). */
const webFont = (status: FontFaceSetLoadStatus) =>
  Object.defineProperty(document, "fonts", { value: { status }, configurable: true });

/** Whether the browser keeps what is shown in place itself (Chromium, Firefox; not WebKit). */
const anchorsScrolling = (anchors: boolean) =>
  vi.stubGlobal("CSS", {
    supports: (property: string) => anchors && property === "overflow-anchor",
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
  document.body.replaceChildren();
  root.removeAttribute(layingOut);
  root.removeAttribute(hydrated);
  vi.useRealTimers();
});

describe("a long page laid out in steps after its first paint", () => {
  it("lets the browser skip the parts from the start, and lays out none in the first paint's frame", () => {
    part("first", 900, 600);
    layOutInSteps(LAYOUT_STEPS);
    expect(root).toHaveAttribute(layingOut);
    nextFrame();
    expect(laidOutParts()).toEqual([]);
  });

  it("lays out one part per frame, from the top, then skips nothing any more", () => {
    const parts = [part("first", 900, 600), part("second", 1500, 600), part("third", 2100, 600)];
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    for (const [index] of parts.entries()) {
      nextFrame();
      expect(laidOutParts()).toEqual(parts.slice(0, index + 1));
    }
    nextFrame();
    expect(root).not.toHaveAttribute(layingOut);
    expect(laidOutParts()).toEqual([]);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("takes no frame for a part inside a hidden element, such as a tab panel not shown", () => {
    const [first, hidden, last] = [
      part("first", 900, 600),
      part("hidden", 1500, 0),
      part("last", 1500, 600),
    ];
    const panel = document.createElement("div");
    panel.hidden = true;
    hidden.replaceWith(panel);
    panel.append(hidden);
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    nextFrame();
    expect(laidOutParts()).toEqual([first]);
    nextFrame();
    expect(laidOutParts()).toEqual([first, hidden, last]);
  });

  it("lays out no part in the frames that answer a tap", () => {
    const parts = [part("first", 900, 600), part("second", 1500, 600)];
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    dispatchEvent(new PointerEvent("pointerdown"));
    nextFrame();
    expect(laidOutParts()).toEqual([]);
    vi.spyOn(performance, "now").mockReturnValue(performance.now() + 1000);
    nextFrame();
    expect(laidOutParts()).toEqual(parts.slice(0, 1));
  });

  it("lays out no part in a frame that lays out more of the page read since the last, while it is read", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const parts = [part("first", 900, 600), part("second", 1500, 600)];
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    for (let frame = 0; frame < 3; frame += 1) {
      parts[1]?.append(document.createElement("p"));
      nextFrame();
      expect(laidOutParts()).toEqual([]);
    }
    nextFrame();
    expect(laidOutParts()).toEqual(parts.slice(0, 1));
    parts[1]?.append(document.createElement("p"));
    nextFrame();
    expect(laidOutParts()).toEqual(parts.slice(0, 1));
    readyState.mockReturnValue("complete");
    parts[1]?.append(document.createElement("p"));
    nextFrame();
    expect(laidOutParts()).toEqual(parts);
  });

  describe("a part whose step waits for the page to hydrate", () => {
    const parts = () => {
      const [first, last] = [part("first", 900, 600), part("last", 1500, 600)];
      for (const [attribute, value] of Object.entries(layoutStepAfterHydration))
        last.setAttribute(attribute, value);
      return [first, last] as const;
    };

    it("is laid out once the page has hydrated, in the frame after the one that shows it hydrated, the others before", async () => {
      const [first, last] = parts();
      layOutInSteps(LAYOUT_STEPS);
      for (let frame = 0; frame < 4; frame += 1) nextFrame();
      expect(laidOutParts()).toEqual([first]);
      expect(root).toHaveAttribute(layingOut);
      root.setAttribute(hydrated, "");
      await Promise.resolve();
      nextFrame();
      expect(laidOutParts()).toEqual([first]);
      nextFrame();
      expect(laidOutParts()).toEqual([first, last]);
      nextFrame();
      expect(root).not.toHaveAttribute(layingOut);
    });

    /** The page hydrated after its first steps, and the frame that shows it so gone by. */
    const hydratedAfterFirstSteps = async () => {
      const created = parts();
      layOutInSteps(LAYOUT_STEPS);
      for (let frame = 0; frame < 4; frame += 1) nextFrame();
      root.setAttribute(hydrated, "");
      await Promise.resolve();
      nextFrame();
      return created;
    };

    /** A change the page makes to itself, as a widget enhancing itself does, once observed. */
    const pageChanges = async (element: Element) => {
      element.append(document.createElement("p"));
      await Promise.resolve();
    };

    it("waits for a frame in which the hydrated page changed nothing else, such as a widget enhancing itself", async () => {
      const [first, last] = await hydratedAfterFirstSteps();
      for (let frame = 0; frame < 3; frame += 1) {
        await pageChanges(first);
        nextFrame();
        expect(laidOutParts()).toEqual([first]);
      }
      nextFrame();
      expect(laidOutParts()).toEqual([first, last]);
    });

    it("waits for such a frame only so long, on a page that changes itself in every frame", async () => {
      const [first, last] = await hydratedAfterFirstSteps();
      await pageChanges(first);
      vi.spyOn(performance, "now").mockReturnValue(performance.now() + 2000);
      nextFrame();
      expect(laidOutParts()).toEqual([first, last]);
    });

    it("is laid out anyway when the page has not hydrated in a long while", () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const [first, last] = parts();
      layOutInSteps(LAYOUT_STEPS);
      for (let frame = 0; frame < 4; frame += 1) nextFrame();
      expect(laidOutParts()).toEqual([first]);
      vi.spyOn(performance, "now").mockReturnValue(performance.now() + 10_000);
      vi.runAllTimers();
      nextFrame();
      expect(laidOutParts()).toEqual([first, last]);
    });
  });

  it("lays out a region's parts at once when the app is about to move the page into it, and the others in their steps", () => {
    const [first, region] = [part("first", 900, 600), part("region", 1500, 600)];
    const inner = part("inner", 1600, 300);
    region.append(inner);
    layOutInSteps(LAYOUT_STEPS);
    layOutNow(region);
    expect(laidOutParts()).toEqual([region, inner]);
    nextFrame();
    nextFrame();
    expect(laidOutParts()).toEqual([first, region, inner]);
  });

  it("waits for the web font while it is coming, so no part is laid out twice", () => {
    webFont("loading");
    const parts = [part("first", 900, 600), part("second", 1500, 600)];
    layOutInSteps(LAYOUT_STEPS);
    for (let frame = 0; frame < 4; frame += 1) nextFrame();
    expect(laidOutParts()).toEqual([]);
    webFont("loaded");
    nextFrame();
    expect(laidOutParts()).toEqual(parts.slice(0, 1));
  });

  it("stops waiting for a web font that is long in coming", () => {
    webFont("loading");
    const parts = [part("first", 900, 600)];
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    nextFrame();
    expect(laidOutParts()).toEqual([]);
    vi.spyOn(performance, "now").mockReturnValue(performance.now() + 2500);
    nextFrame();
    expect(laidOutParts()).toEqual(parts);
  });

  /** A part above the screen that changes height by `grownBy` as its step lays it out. */
  const layOutPartAboveScreen = (grownBy: number) => {
    part("above", -700, 600, grownBy);
    part("seen", -100, 600);
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    nextFrame();
  };

  it("keeps what the visitor sees in place when a part above the screen changes height, where the browser does not", () => {
    anchorsScrolling(false);
    layOutPartAboveScreen(250);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 250, behavior: "instant" });
  });

  it("leaves the window where the browser's scroll anchoring kept what is shown, to within a pixel or so", () => {
    // Anchored, what is below a part moves at most the pixel or so anchoring leaves.
    layOutPartAboveScreen(1);
    expect(laidOutParts()).toHaveLength(1);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("puts what is shown back in place when the browser's scroll anchoring missed a part", () => {
    layOutPartAboveScreen(250);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 250, behavior: "instant" });
  });

  it("waits for the parts the browser has not read yet", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    layOutInSteps(LAYOUT_STEPS);
    nextFrame();
    nextFrame();
    expect(root).toHaveAttribute(layingOut);
    const late = part("late", 900, 600);
    // The frame after it was read lays out what was read; the next, the part.
    nextFrame();
    expect(late).not.toHaveAttribute(laidOut);
    nextFrame();
    expect(late).toHaveAttribute(laidOut);
  });

  it("steps also for a page opened at a place in it, where the browser keeps what is shown in place", () => {
    history.replaceState(null, "", "/k-youth#host-companies");
    layOutInSteps(LAYOUT_STEPS);
    expect(root).toHaveAttribute(layingOut);
  });

  describe("a page opened at a place in it", () => {
    /** The place, `top` px from the top of the window once every part is laid out. */
    const openedAt = (top: number) => {
      history.replaceState(null, "", "/k-youth#second");
      part("first", 900, 600);
      const second = part("second", 1500, 600);
      second.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 0, y: top, width: 390, height: 600 });
      const returned = vi.fn();
      second.scrollIntoView = returned;
      layOutInSteps(LAYOUT_STEPS);
      root.setAttribute(hydrated, "");
      for (let frame = 0; frame < 4; frame++) nextFrame();
      expect(root).not.toHaveAttribute(layingOut);
      return returned;
    };

    it("lays out the parts just above the place from its first frame on, the nearest first, one per frame", async () => {
      history.replaceState(null, "", "/k-youth#place");
      // Within one and a half windows (768 px high, jsdom's) of the place: the two nearest.
      part("far", -3000, 600);
      const [middle, near] = [part("middle", -1200, 700), part("near", -500, 500)];
      part("place", 0, 600);
      layOutInSteps(LAYOUT_STEPS);
      nextFrame();
      nextFrame();
      expect(laidOutParts()).toEqual([near]);
      nextFrame();
      expect(laidOutParts()).toEqual([middle, near]);
      for (let frame = 0; frame < 4; frame++) nextFrame();
      expect(laidOutParts()).toEqual([middle, near]);
      root.setAttribute(hydrated, "");
      await Promise.resolve();
      for (let frame = 0; frame < 4; frame++) nextFrame();
      expect(laidOutParts()).toEqual([]);
      expect(root).not.toHaveAttribute(layingOut);
    });

    it("lays out the part just above the place at once, then no other until the page has hydrated, then one per frame from the frame after", async () => {
      history.replaceState(null, "", "/k-youth#place");
      // The window is 768 px high here (jsdom's): the browser lays out by itself what is within
      // one and a half windows of it, which the part just above the place reaches past.
      const [far, near, place, below] = [
        part("far", -3000, 600),
        part("near", -1200, 1200),
        part("place", 0, 600),
        part("below", 600, 600),
      ];
      layOutInSteps(LAYOUT_STEPS);
      for (let frame = 0; frame < 4; frame++) nextFrame();
      expect(laidOutParts()).toEqual([near]);
      expect(root).toHaveAttribute(layingOut);
      root.setAttribute(hydrated, "");
      await Promise.resolve();
      nextFrame();
      expect(laidOutParts()).toEqual([near]);
      nextFrame();
      expect(laidOutParts()).toEqual([far, near]);
      nextFrame();
      expect(laidOutParts()).toEqual([far, near, place]);
      nextFrame();
      expect(laidOutParts()).toEqual([far, near, place, below]);
    });

    it("waits for the place to be read before laying out what is above it", () => {
      history.replaceState(null, "", "/k-youth#place");
      vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
      const near = part("near", -600, 600);
      layOutInSteps(LAYOUT_STEPS);
      nextFrame();
      nextFrame();
      expect(laidOutParts()).toEqual([]);
      part("place", 0, 600);
      nextFrame();
      expect(laidOutParts()).toEqual([near]);
    });

    it("lays out its parts before hydration, as from the top, when the place is hidden (a tab not shown)", () => {
      history.replaceState(null, "", "/k-youth#hidden-heading");
      const parts = [part("first", 900, 600), part("second", 1500, 600)];
      const heading = document.createElement("h3");
      heading.id = "hidden-heading";
      heading.hidden = true;
      parts[1]?.append(heading);
      layOutInSteps(LAYOUT_STEPS);
      nextFrame();
      nextFrame();
      expect(laidOutParts()).toEqual(parts.slice(0, 1));
    });

    describe("while its parts are laid out", () => {
      /** The place at the top of the window, and a part above it; the test moves either. */
      const holding = () => {
        history.replaceState(null, "", "/k-youth#place");
        part("above", -900, 900);
        const place = part("place", 0, 600);
        const at = { top: 0 };
        place.getBoundingClientRect = () =>
          DOMRect.fromRect({ x: 0, y: at.top, width: 390, height: 600 });
        layOutInSteps(LAYOUT_STEPS);
        nextFrame();
        nextFrame();
        return at;
      };

      it("puts the place back before the frame is painted when a part above it moved it and the window did not follow", () => {
        const place = holding();
        place.top = 195.2;
        afterLayout();
        expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 195.2, behavior: "instant" });
      });

      it("puts it back in the next frame when the page's height did not change", () => {
        const place = holding();
        place.top = -120;
        nextFrame();
        expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: -120, behavior: "instant" });
      });

      it("leaves it where the browser's scroll anchoring kept it", () => {
        const place = holding();
        place.top = 1.1;
        afterLayout();
        nextFrame();
        expect(scrollBy).not.toHaveBeenCalled();
      });

      it("lets it go once the visitor has scrolled, and never moves the window after", () => {
        const place = holding();
        vi.stubGlobal("scrollY", 300);
        place.top = -300;
        nextFrame();
        place.top = 200;
        afterLayout();
        nextFrame();
        expect(scrollBy).not.toHaveBeenCalled();
      });
    });

    it("returns there exactly from where scroll anchoring left it, a pixel or so away", () => {
      expect(openedAt(1.1)).toHaveBeenCalledExactlyOnceWith({ behavior: "instant" });
    });

    it("stays where the visitor or the page has moved it since", () => {
      expect(openedAt(-300)).not.toHaveBeenCalled();
    });

    it("stays where it is when it is in its place", () => {
      expect(openedAt(0)).not.toHaveBeenCalled();
    });
  });

  describe("where the browser does not keep what is shown in place", () => {
    beforeEach(() => anchorsScrolling(false));

    it("lays out a page opened at a place in it whole, at once", () => {
      history.replaceState(null, "", "/k-youth#host-companies");
      part("first", 900, 600);
      layOutInSteps(LAYOUT_STEPS);
      expect(root).not.toHaveAttribute(layingOut);
    });

    it("lays out the rest before following a link to a place in the page", () => {
      history.replaceState(null, "", "/k-youth");
      const parts = [part("first", 900, 600), part("second", 1500, 600)];
      const link = document.createElement("a");
      link.href = "/k-youth#second";
      link.addEventListener("click", (event) => event.preventDefault());
      document.body.append(link);
      layOutInSteps(LAYOUT_STEPS);
      const elsewhere = document.createElement("a");
      elsewhere.href = "/contact-us#form";
      elsewhere.addEventListener("click", (event) => event.preventDefault());
      document.body.append(elsewhere);
      elsewhere.click();
      expect(laidOutParts()).toEqual([]);
      link.click();
      expect(laidOutParts()).toEqual(parts);
    });
  });
});
