/**
 * Puts a build live on this nginx server as a new release, keeping the hashed code files of
 * earlier releases answered for GRACE_PERIOD_DAYS (deploy/lib/release.ts), so that tabs opened
 * before the release keep working. Run from the checkout after `npm run build`:
 *
 *   sudo "$(command -v node)" deploy/release.ts [--site /var/www/k-youth] [--build build]
 *   sudo "$(command -v node)" deploy/release.ts --roll-back [--site /var/www/k-youth]
 *
 * then `sudo nginx -t && sudo systemctl reload nginx`, which reads the release's nginx-site.conf.
 * --roll-back puts the release before the current one back.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { GRACE_PERIOD_DAYS, release, rollBack } from "./lib/release.ts";

const { values } = parseArgs({
  options: {
    site: { type: "string", default: "/var/www/k-youth" },
    build: { type: "string", default: join(import.meta.dirname, "../build") },
    "roll-back": { type: "boolean", default: false },
  },
});

try {
  if (values["roll-back"]) {
    const folder = await rollBack(values.site);
    console.log(`Rolled back: ${join(values.site, "current")} points at ${folder}.`);
    console.log("Now reload nginx: sudo nginx -t && sudo systemctl reload nginx");
    process.exit(0);
  }
  const { folder, kept, dropped } = await release({ site: values.site, build: values.build });
  console.log(`Released ${folder}; ${join(values.site, "current")} points at it.`);
  console.log(
    `Kept ${kept.length} files of earlier releases (each for ${GRACE_PERIOD_DAYS} days after it left the build), dropped ${dropped.length}.`,
  );
  console.log("Now reload nginx: sudo nginx -t && sudo systemctl reload nginx");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
