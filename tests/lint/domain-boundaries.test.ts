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

describe("domains/no-foreign-tables (decision 0003)", () => {
  it("fails a workflow that writes another domain's table directly", async () => {
    const messages = await ruleIdsFor(
      "core/workflows/ship-order.ts",
      'import { shop_order } from "../order/order.tables.ts";\nexport const orders = shop_order;\n',
    );
    expect(messages).toEqual([
      expect.stringMatching(/^domains\/no-foreign-tables: core\/workflows imports core\/order's tables/),
    ]);
  });

  it("fails a repository that adds a table outside the allow-list, even in a file that lists others", async () => {
    const code =
      'import { wallet_ledger_entry } from "../wallet/wallet.tables.ts";\nexport const entries = wallet_ledger_entry;\n';
    expect(await ruleIdsFor("core/invoice/invoice.repository.ts", code)).toEqual([
      expect.stringMatching(/^domains\/no-foreign-tables: core\/invoice imports core\/wallet's tables/),
    ]);
  });

  it("lets a table reference another domain's table, a type come from one, and the allow-list stand", async () => {
    expect(
      await ruleIdsFor(
        "core/wallet/payout.tables.ts",
        'import { user } from "../account/account.tables.ts";\nexport const owner = user.id;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "core/checkout/draft.ts",
        'import type { OrderAddress } from "../order/order.tables.ts";\nexport type Draft = OrderAddress;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "core/order/order.repository.ts",
        'import { invoice } from "../invoice/invoice.tables.ts";\nexport const invoices = invoice;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "core/order/order.repository.ts",
        'import { shop_order } from "./order.tables.ts";\nexport const orders = shop_order;\n',
      ),
    ).toEqual([]);
  });
});

describe("domains/no-domain-cycles", () => {
  it("fails an import that closes a cycle between domains of the real tree, naming it", async () => {
    // core/address already imports core/region.
    const messages = await ruleIdsFor(
      "core/region/region-book.ts",
      'import { createAddressService } from "../address/index.ts";\nexport const book = createAddressService;\n',
    );
    expect(messages).toEqual([
      expect.stringContaining(
        "domains/no-domain-cycles: core/region imports core/address, which already depends on core/region (region → address → region)",
      ),
    ]);
  });

  it("keeps the invoice from depending on its orders' domain again (core/order depends on core/invoice)", async () => {
    const messages = await ruleIdsFor(
      "core/invoice/invoice-orders.ts",
      'import { createOrderRepository } from "../order/index.ts";\nexport const orders = createOrderRepository;\n',
    );
    expect(messages).toEqual([expect.stringContaining("domains/no-domain-cycles: core/invoice imports core/order")]);
  });

  it("keeps the store page's products and vouchers out of core/merchant (catalog and promo depend on merchant)", async () => {
    const products = await ruleIdsFor(
      "core/merchant/store-page.ts",
      'import { selectProductCards } from "../catalog/index.ts";\nexport const cards = selectProductCards;\n',
    );
    expect(products).toEqual([expect.stringContaining("domains/no-domain-cycles: core/merchant imports core/catalog")]);
    const vouchers = await ruleIdsFor(
      "core/merchant/store-page.ts",
      'import { storeVoucherDto } from "../promo/index.ts";\nexport const voucher = storeVoucherDto;\n',
    );
    expect(vouchers).toEqual([expect.stringContaining("domains/no-domain-cycles: core/merchant imports core/promo")]);
  });

  it("keeps the session query from importing the user's store (core/merchant depends on core/account)", async () => {
    const table = await ruleIdsFor(
      "core/account/account.repository.ts",
      'import { merchant } from "../merchant/merchant.tables.ts";\nexport const stores = merchant;\n',
    );
    expect(table).toEqual([
      expect.stringContaining("domains/no-domain-cycles: core/account imports core/merchant"),
      expect.stringContaining("domains/no-foreign-tables: core/account imports core/merchant's tables"),
    ]);
    const readModel = await ruleIdsFor(
      "core/account/account.repository.ts",
      'import { storeOfUser } from "../merchant/index.ts";\nexport const stores = storeOfUser;\n',
    );
    expect(readModel).toEqual([
      expect.stringContaining("domains/no-domain-cycles: core/account imports core/merchant"),
    ]);
  });

  it("lets a domain import along the direction of the graph, a type against it, and core/shared", async () => {
    expect(
      await ruleIdsFor(
        "core/address/book.ts",
        'import { createRegionService } from "../region/index.ts";\nexport const regions = createRegionService;\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "core/region/book.ts",
        'import type { AddressDto } from "../address/index.ts";\nexport type Book = AddressDto[];\n',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        "core/region/book.ts",
        'import { AppError } from "../shared/errors.ts";\nexport const error = AppError;\n',
      ),
    ).toEqual([]);
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
