import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Issue 22 item 8: names that say what is there. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(dir, file));
}

/** Packages used only from the command line or by the toolchain, never imported. */
const TOOL_ONLY = new Set(["node", "patch-package", "typescript", "eslint"]);

describe("the repository", () => {
  it("declares no dependency that nothing uses", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as Record<
      string,
      Record<string, string>
    >;
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      (name) => !TOOL_ONLY.has(name) && !name.startsWith("@types/"),
    );
    const sources = ["app", "bench", "core", "db", "i18n", "scripts", "server", "tests", "."]
      .flatMap((dir) =>
        dir === "."
          ? readdirSync(ROOT).filter((file) => /\.(ts|js)$/.test(file))
          : filesUnder(dir, /\.(ts|tsx|js|css)$/),
      )
      .map((file) => readFileSync(path.join(ROOT, file), "utf8"))
      .join("\n");
    const unused = names.filter((name) => !sources.includes(`"${name}"`) && !sources.includes(`"${name}/`));
    expect(unused).toEqual([]);
  });

  it("keeps the demo pictures' drawing with the seed: in core/ only the upload domain touches pictures", () => {
    const drawing = filesUnder("core", /\.ts$/).filter(
      (file) => !file.startsWith("core/media/") && /from "sharp"/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(drawing).toEqual([]);
    expect(filesUnder("db/seed/pictures", /\.ts$/).some((file) => file.endsWith("demo-image.ts"))).toBe(true);
  });

  it("has a README that points only inside the repository, at files that exist", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme).not.toMatch(/\.\.\/shared|ARCHITECTURE\.md/);
    const targets = [...readme.matchAll(/\]\(([^)#]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^https?:/.test(target));
    expect(targets).toContain("docs/architecture.md");
    expect(targets.filter((target) => target.startsWith("..") || !existsSync(path.join(ROOT, target)))).toEqual([]);
  });

  it("describes in docs/architecture.md only folders that exist", () => {
    const page = readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8");
    const block = /## Folders\n+```\n([\s\S]*?)```/.exec(page)![1]!;
    let parent = "";
    const named: string[] = [];
    const missing: string[] = [];
    for (const line of block.split("\n")) {
      const name = /^( *)([a-z][\w.-]*(?:\/[\w.-]+)*\/)(?=\s|$)/.exec(line);
      if (!name) continue;
      const folder = name[1]!.length === 0 ? name[2]! : parent + name[2]!;
      if (name[1]!.length === 0) parent = name[2]!;
      named.push(folder);
      if (!existsSync(path.join(ROOT, folder))) missing.push(folder);
    }
    expect(named).toContain("db/seed/pictures/");
    expect(missing).toEqual([]);
  });
});
