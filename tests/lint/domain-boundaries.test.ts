import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import domainBoundaries from "../../eslint/rules/domain-boundaries.js";

const root = path.resolve(import.meta.dirname, "../..");
// The project's own configuration, on text that is linted as if it stood at `filePath` in core/. Such a file
// is not on disk, so TypeScript's project cannot type it: the type-aware rules are left out here
// (tests/lint/type-aware.test.ts covers them on real files).
const project = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, "eslint.config.js"),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await project.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** The messages for a module at `filePath` holding `importLine` (`import [type] { name } from "…"`) and a use. */
function lintImport(filePath: string, importLine: string): Promise<string[]> {
  const [, typeOnly, name] = /^import (type )?\{ (\w+) \}/.exec(importLine)!;
  return ruleIdsFor(
    filePath,
    `${importLine};\n${typeOnly ? `export type Used = ${name}` : `export const used = ${name}`};\n`,
  );
}

describe("domains/no-foreign-tables (decision 0003)", () => {
  it("fails a workflow that writes another domain's table directly", async () => {
    expect(
      await lintImport("core/workflows/ship-order.ts", 'import { shop_order } from "../order/order.tables.ts"'),
    ).toEqual([expect.stringMatching(/^domains\/no-foreign-tables: core\/workflows imports core\/order's tables/)]);
  });

  it("fails a repository that adds a table outside the allow-list, even in a file that lists others", async () => {
    const importLine = 'import { wallet_ledger_entry } from "../wallet/wallet.tables.ts"';
    expect(await lintImport("core/invoice/invoice.repository.ts", importLine)).toEqual([
      expect.stringMatching(/^domains\/no-foreign-tables: core\/invoice imports core\/wallet's tables/),
    ]);
  });

  it.each([
    [
      "a table referencing another domain's table",
      "core/wallet/payout.tables.ts",
      'import { user } from "../account/account.tables.ts"',
    ],
    [
      "a type from another domain's tables",
      "core/checkout/draft.ts",
      'import type { OrderAddress } from "../order/order.tables.ts"',
    ],
    [
      "a read the allow-list names",
      "core/order/order.repository.ts",
      'import { invoice } from "../invoice/invoice.tables.ts"',
    ],
    ["the domain's own tables", "core/order/order.repository.ts", 'import { shop_order } from "./order.tables.ts"'],
  ])("lets stand %s", async (_case, filePath, importLine) => {
    expect(await lintImport(filePath, importLine)).toEqual([]);
  });
});

describe("domains/no-domain-cycles", () => {
  it("fails an import that closes a cycle between domains of the real tree, naming it", async () => {
    // core/address already imports core/region.
    expect(
      await lintImport("core/region/region-book.ts", 'import { createAddressService } from "../address/index.ts"'),
    ).toEqual([
      expect.stringContaining(
        "domains/no-domain-cycles: core/region imports core/address, which already depends on core/region (region → address → region)",
      ),
    ]);
  });

  it.each([
    // core/order depends on core/invoice.
    [
      "the invoice on its orders' domain",
      "core/invoice/invoice-orders.ts",
      'import { createOrderRepository } from "../order/index.ts"',
      "core/invoice imports core/order",
    ],
    // catalog and promo depend on core/merchant.
    [
      "the store page on products",
      "core/merchant/store-page.ts",
      'import { selectProductCards } from "../catalog/index.ts"',
      "core/merchant imports core/catalog",
    ],
    [
      "the store page on vouchers",
      "core/merchant/store-page.ts",
      'import { storeVoucherDto } from "../promo/index.ts"',
      "core/merchant imports core/promo",
    ],
    // core/merchant depends on core/account.
    [
      "the session query on the user's store",
      "core/account/account.repository.ts",
      'import { storeOfUser } from "../merchant/index.ts"',
      "core/account imports core/merchant",
    ],
  ])("keeps %s from closing a cycle", async (_case, filePath, importLine, cycle) => {
    expect(await lintImport(filePath, importLine)).toEqual([
      expect.stringContaining(`domains/no-domain-cycles: ${cycle}`),
    ]);
  });

  it("names both rules for another domain's table that closes a cycle", async () => {
    expect(
      await lintImport(
        "core/account/account.repository.ts",
        'import { merchant } from "../merchant/merchant.tables.ts"',
      ),
    ).toEqual([
      expect.stringContaining("domains/no-domain-cycles: core/account imports core/merchant"),
      expect.stringContaining("domains/no-foreign-tables: core/account imports core/merchant's tables"),
    ]);
  });

  it.each([
    [
      "along the direction of the graph",
      "core/address/book.ts",
      'import { createRegionService } from "../region/index.ts"',
    ],
    ["a type against it", "core/region/book.ts", 'import type { AddressDto } from "../address/index.ts"'],
    ["core/shared", "core/region/book.ts", 'import { AppError } from "../shared/errors.ts"'],
  ])("lets a domain import %s", async (_case, filePath, importLine) => {
    expect(await lintImport(filePath, importLine)).toEqual([]);
  });

  it("reads the graph from the files on disk: a cycle through a third domain is found, a type-only edge is not one", async () => {
    const fixture = path.join(root, "tests/lint-fixtures/cycle");
    const linter = new ESLint({
      cwd: fixture,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tseslint.parser },
          plugins: { domains: domainBoundaries },
          rules: { "domains/no-domain-cycles": "error" },
        },
      ],
    });
    const onDisk = await linter.lintFiles(["core/**/*.ts"]);
    expect(onDisk.flatMap((result) => result.messages)).toEqual([]);

    const [closing] = await linter.lintText(
      'import { alphaValue } from "../alpha/index.ts";\nexport const gammaValue = alphaValue;\n',
      {
        filePath: path.join(fixture, "core/gamma/index.ts"),
      },
    );
    expect(closing!.messages.map((message) => message.message)).toEqual([
      expect.stringContaining("(gamma → alpha → beta → gamma)"),
    ]);
  });
});
