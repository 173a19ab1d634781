import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const project = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

// Real files of each layer: the type-aware rules need a file that TypeScript's project holds, and lint the
// text given here in its place.
const FILES = { core: "core/shared/settle.ts", server: "server/api-links.ts", db: "db/prepared.ts" };

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await project.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("type-aware lint of core/, server/ and db/", () => {
  // The first type-aware lint loads the whole TypeScript project; every later one reuses it.
  beforeAll(() => messagesFor(FILES.core, ""), 60_000);

  it.each(Object.entries(FILES))(
    "fails a promise that %s code neither awaits nor hands on (%s)",
    async (_layer, file) => {
      const code = "async function save(): Promise<void> {}\nexport function handle(): void {\n  save();\n}\n";
      expect(await messagesFor(file, code)).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-floating-promises: /),
      ]);
    },
  );

  it.each(Object.entries(FILES))(
    "fails an async callback where %s code's caller expects nothing back (%s)",
    async (_layer, file) => {
      const code =
        'import type { EventEmitter } from "node:events";\nexport function listen(events: EventEmitter): void {\n  events.on("order", async () => {});\n}\n';
      expect(await messagesFor(file, code)).toEqual([
        expect.stringMatching(/^@typescript-eslint\/no-misused-promises: /),
      ]);
    },
  );

  it.each(Object.entries(FILES))(
    "lets %s code awaited, returned or voided promises stand (%s)",
    async (_layer, file) => {
      const code = [
        "async function save(): Promise<void> {}",
        "export async function awaited(): Promise<void> {\n  await save();\n}",
        "export function returned(): Promise<void> {\n  return save();\n}",
        "export function detached(): void {\n  void save();\n}",
        "",
      ].join("\n");
      expect(await messagesFor(file, code)).toEqual([]);
    },
  );

  it("lints server/ and db/ by the same rules as the rest of the tree", async () => {
    const shared = [
      "@typescript-eslint/no-unused-vars",
      "@typescript-eslint/consistent-type-imports",
      "@typescript-eslint/no-explicit-any",
      "no-undef",
    ];
    for (const file of [...Object.values(FILES), "server/app.ts", "db/client.ts", "app/root.tsx"]) {
      expect(await project.isPathIgnored(path.join(root, file)), file).toBe(false);
      const rules = Object.keys(
        ((await project.calculateConfigForFile(path.join(root, file))) as { rules: object }).rules,
      );
      expect(rules, file).toEqual(expect.arrayContaining(shared));
    }
  });
});
