import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { nginxPath, type RunningNginx, startNginx } from "#deploy/lib/nginx.ts";
import { release } from "#deploy/lib/release.ts";
import { expect, test } from "./fixtures.ts";
import { testContent } from "#app/test/content.ts";
import { expectPortFree } from "./support/port.ts";
import { DESKTOP_ONLY } from "./support/widths.ts";
import { navigationLabel } from "./support/content.ts";

const searchTexts = testContent("search");

/**
 * The deploy step of the README (deploy/release.ts) on nginx with the production serving rules:
 * two releases of two different builds into a throwaway site folder, served from its `current`
 * link as deploy/nginx/k-youth.conf serves /var/www/k-youth/current. The earlier build is
 * build/no-provider/ (its contact page's code differs from build/'s), with its search panel
 * renamed, as when the panel changed between releases.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const origin = `http://127.0.0.1:${port}`;
const CONTACT_ROUTE = "en/contact";

const SEARCH_PANEL = /^search-panel-[\w-]+\.js$/;

const contactCode = (page: Page) =>
  page.evaluate((id) => window.__reactRouterManifest?.routes[id]?.module, CONTACT_ROUTE);

/** Copies build/no-provider/ to `folder`, its search panel under a name build/ does not have. */
async function earlierBuild(folder: string) {
  await cp("build/no-provider", folder, { recursive: true });
  const assets = join(folder, "client/assets");
  const files = await readdir(assets);
  const panel = files.find((file) => SEARCH_PANEL.test(file));
  if (!panel) throw new Error("No search panel chunk in build/no-provider");
  const renamed = panel.replace("search-panel-", "search-panel-earlier-");
  for (const file of files.filter((name) => name.endsWith(".js"))) {
    const code = await readFile(join(assets, file), "utf8");
    if (!code.includes(panel)) continue;
    await writeFile(join(assets, file), code.replaceAll(panel, renamed));
    // nginx would serve the stale compressed copy first.
    await rm(join(assets, `${file}.gz`), { force: true });
  }
  await rename(join(assets, panel), join(assets, renamed));
  await rm(join(assets, `${panel}.gz`), { force: true });
  return folder;
}

// One server per run; the release is the same at every size.
test.describe("deploy: a new release", DESKTOP_ONLY, () => {
  test.skip(!nginxPath, "needs nginx: sudo apt-get install -y nginx");
  // One nginx on one port: these tests take turns.
  test.describe.configure({ mode: "default" });

  let work = "";
  let site = "";
  let nginx: RunningNginx | undefined;
  /** Serves the current release with its own rules; started again after a release (a reload). */
  const serveCurrent = async () => {
    await nginx?.stop();
    await expectPortFree(port);
    nginx = await startNginx(port, {
      root: join(site, "current/client"),
      rules: join(site, "current/nginx-site.conf"),
    });
  };

  test.beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), "k-youth-deploy-"));
    site = join(work, "site");
    const earlier = await earlierBuild(join(work, "earlier-build"));
    await release({ site, build: earlier, now: new Date("2026-11-23T09:00:00Z") });
    await serveCurrent();
  });

  test.afterEach(async ({ page }) => {
    // The visitor leaves before the server goes: a request the page makes after the test's last
    // step (its favicon, a chunk on idle) would otherwise meet a closed port and log an error.
    await page.close();
    await nginx?.stop();
    nginx = undefined;
    // Hooks run for tests skipped on mobile too, where there is nothing to remove.
    if (work) await rm(work, { recursive: true, force: true });
    work = "";
  });

  test("keeps the previous release's code answered, so an open tab goes on working", async ({
    page,
    browser,
    request,
  }) => {
    await page.goto(`${origin}/k-youth`);
    const oldContactCode = await contactCode(page);
    await page.evaluate(() => Object.assign(window, { openedBeforeRelease: true }));

    await release({ site, build: "build", now: new Date("2026-11-23T10:00:00Z") });
    await serveCurrent();

    const oldChunk = await request.get(`${origin}${oldContactCode}`);
    expect(oldChunk.status()).toBe(200);
    expect(oldChunk.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // A new visitor gets the new release.
    const newcomer = await browser.newPage();
    await newcomer.goto(`${origin}/contact-us`);
    await newcomer.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await contactCode(newcomer)).not.toBe(oldContactCode);
    await newcomer.close();

    // The tab opened before the release navigates within itself, with the code it knows.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: navigationLabel("contact") })
      .click();
    await expect(page).toHaveURL(`${origin}/contact-us`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      testContent("contact").breadcrumbTitle,
    );
    expect(await page.evaluate(() => "openedBeforeRelease" in window)).toBe(true);
  });

  test.describe("when a lazily loaded part of an open tab failed to download", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

    test("Try again after the release gets the file that tab needs", async ({ page }) => {
      await page.goto(`${origin}/k-youth`);
      await release({ site, build: "build", now: new Date("2026-11-23T10:00:00Z") });
      await serveCurrent();

      let offline = true;
      const panelRequests: string[] = [];
      await page.route(/\/search-panel-earlier-[\w-]+\.js/, (route) => {
        panelRequests.push(new URL(route.request().url()).pathname);
        return offline ? route.abort("internetdisconnected") : route.continue();
      });
      await page
        .getByRole("banner")
        .getByRole("button", { name: searchTexts.button, exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name: searchTexts.title });
      await expect(dialog.getByRole("alert")).toContainText(searchTexts.loadFailed);

      offline = false;
      await dialog.getByRole("button", { name: searchTexts.retry }).click();
      await expect(dialog.getByRole("combobox")).toBeFocused();
      await dialog.getByRole("combobox").fill("allowance");
      await expect(dialog.getByRole("option").first()).toContainText("allowance");
      // Every attempt asked for the file of the tab's own release, which the new one kept.
      expect(new Set(panelRequests).size).toBe(1);
    });
  });
});
