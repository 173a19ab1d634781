import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Builds the pages (react-router build), with `env` added to this process's environment. */
export function buildPages(env: Record<string, string> = {}) {
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

/** Builds the pages into `buildDir` (relative to the repository) unless a build is already there. */
export function ensureBuild(buildDir: string) {
  if (existsSync(path.join(root, buildDir, "server/index.js"))) return;
  process.stderr.write(`building pages into ${buildDir}…\n`);
  buildPages({ BUILD_DIR: buildDir });
}

/** The environment of the production server the benches start: `buildDir`'s pages, a free local port, warnings only. */
export function productionServerEnv(buildDir: string) {
  return { NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", BUILD_DIR: buildDir };
}
