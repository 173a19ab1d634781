/**
 * `npm run merchant -- approve <slug>`: opens a store waiting for review ('pending_review' → 'active'), until
 * the operator console has an approval screen. `npm run merchant -- review on|off`: whether new stores wait
 * for review (default off: they open as soon as their location and bank account are given). Uses
 * DATABASE_URL when set, else the PGlite data directory of the configuration.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { REVIEW_NEW_STORES_SETTING } from "../core/merchant/index.ts";
import { createServices } from "../core/services.ts";
import { createSettingsRepository } from "../core/settings/index.ts";
import { systemClock } from "../core/shared/clock.ts";
import { loadConfig } from "../core/shared/config.ts";
import { apiLinks } from "../server/api-links.ts";
import { resolveJwtSecret } from "../server/runtime.ts";

const USAGE = `Usage: npm run merchant -- <command>

  approve <slug>   open a store waiting for review
  review on|off    whether new stores wait for review before they open (default off)`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!((command === "approve" && argument) || (command === "review" && (argument === "on" || argument === "off")))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.PGLITE_DATA_DIR },
  );
  try {
    await handle.migrate();
    if (command === "review") {
      await createSettingsRepository(handle.db).set(REVIEW_NEW_STORES_SETTING, argument === "on");
      console.log(argument === "on" ? "new stores now wait for review" : "new stores now open at once");
      return 0;
    }
    const { sellers } = createServices({
      db: handle.db,
      clock: systemClock,
      jwtSecret: await resolveJwtSecret(handle.db, config.JWT_SECRET),
      config,
      links: apiLinks,
    });
    const result = await sellers.approve(argument!);
    if (result.approved) {
      console.log(`store ${argument} approved: it is open`);
      return 0;
    }
    console.error(
      result.found ? `store ${argument} is ${result.status}, not waiting for review` : `no store ${argument}`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
