import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("formatting (Prettier)", () => {
  it("wraps at 120 columns in the code's own style, with one pinned Prettier", () => {
    expect(JSON.parse(read(".prettierrc.json"))).toMatchObject({
      printWidth: 120,
      singleQuote: false,
      semi: true,
      trailingComma: "all",
    });
    const manifest = JSON.parse(read("package.json")) as {
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(manifest.devDependencies.prettier).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.scripts).toMatchObject({ format: "prettier --write .", "format:check": "prettier --check ." });
  });

  it("is checked by npm run validate, right after lint", () => {
    const steps = [...read("scripts/validate.ts").matchAll(/^run\("([^"]+)", bin\("([^"]+)"\)/gm)].map(
      (match) => `${match[1]}:${match[2]}`,
    );
    expect(steps.slice(0, 2)).toEqual(["lint:eslint", "format:prettier"]);
  });

  it("leaves generated files and hand-wrapped markdown alone", () => {
    const ignored = read(".prettierignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["db/migrations/", "package-lock.json", "*.md"]));
  });
});
