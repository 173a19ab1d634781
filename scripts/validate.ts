import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run validate`, the README's test command: lint, the formatting check, typecheck, unit and integration
 * tests on PGlite, the database suites again on PostgreSQL (when one answers at PASAR_TEST_POSTGRES_URL, or
 * always with PASAR_REQUIRE_POSTGRES=1 as CI sets it), then the browser journeys.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const reportDir = mkdtempSync(path.join(os.tmpdir(), "pasar-validate-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Vitest runs also write a JSON report, so that the closing line can count every test of every run. */
function vitest(title: string, args: string[], env: Record<string, string> = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, "-")}.json`);
  run(
    title,
    bin("vitest"),
    [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
    () => {
      if (!existsSync(report)) return;
      const result = JSON.parse(readFileSync(report, "utf8")) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      totals.skipped += result.numPendingTests + result.numTodoTests;
    },
  );
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}, after?: () => void) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, TZ: "UTC", ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  after?.();
  if (result.status !== 0) {
    printTotals();
    process.exit(result.status ?? 1);
  }
}

function printTotals() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

async function postgresAnswers(): Promise<boolean> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(process.env.PASAR_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test", {
    max: 1,
    connect_timeout: 3,
    onnotice: () => {},
  });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

run("lint", bin("eslint"), ["."]);
run("format", bin("prettier"), ["--check", "."]);
run("route types", bin("react-router"), ["typegen"]);
run("typecheck", bin("tsc"), ["--noEmit"]);
vitest("tests on PGlite", ["run"]);
if (await postgresAnswers()) {
  vitest("database suites on PostgreSQL", ["run", "--project", "integration"], { PASAR_TEST_DB: "postgres" });
} else if (process.env.PASAR_REQUIRE_POSTGRES === "1") {
  console.error("PostgreSQL does not answer, and PASAR_REQUIRE_POSTGRES=1 requires it.");
  process.exit(1);
} else {
  console.log("\nPostgreSQL does not answer: skipping the PostgreSQL run (CI requires it).");
}
run("build", bin("react-router"), ["build"]);
vitest("browser journeys", ["run", "--config", "vitest.e2e.config.ts"]);
printTotals();
