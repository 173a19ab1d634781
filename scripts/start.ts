import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm start`: builds the pages when the build is missing or older than its sources, then serves the
 * production build. One command on a fresh clone gives a running, seeded marketplace.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtEntry = path.resolve(root, process.env.BUILD_DIR || "build", "server/index.js");
const sources = ["app", "i18n", "public", "core", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const buildTime = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
if (buildTime === 0 || sources.some((source) => newestMtime(source) > buildTime)) {
  console.log("Building the pages (react-router build)…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
