import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Issue 22 item 3: one composition root, and no HTTP address written in core/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const isTest = (file: string) => /\.(test|integration-test|e2e)\.tsx?$|\.testing\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter(
      (file) => /\.tsx?$/.test(file) && !isTest(file) && !file.includes("node_modules") && !file.includes("+types"),
    )
    .map((file) => path.join(dir, file));
}

describe("core/ knows no HTTP address", () => {
  it("writes no /api/ path in any service: the edge passes its links in", () => {
    // A provider speaks an outside service's HTTP API (Iris's /api/v1/payouts): those paths are theirs, not ours.
    const found = sourceFiles("core")
      .filter((file) => !file.startsWith(path.join("core", "providers") + path.sep))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (/["'`]\/api\//.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

describe("the composition root", () => {
  it("is the only place outside tests that builds a domain service", () => {
    const calls = ["core", "server", "app", "db", "bench", "scripts"].flatMap(sourceFiles).flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /\bcreate[A-Z]\w*Service\(/.test(line) && !/\bfunction create[A-Z]\w*Service\(/.test(line)
            ? [`${file}:${index + 1}`]
            : [],
        ),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !call.startsWith(path.join("core", "services.ts") + ":"))).toEqual([]);
  });

  it("builds each service once", () => {
    const source = readFileSync(path.join(ROOT, "core", "services.ts"), "utf8");
    const built = [...source.matchAll(/\b(create[A-Z]\w*Service)\(/g)].map((match) => match[1]!);
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((name, index) => built.indexOf(name) !== index)).toEqual([]);
  });
});
