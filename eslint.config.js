import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import domainBoundaries from "./eslint/rules/domain-boundaries.js";

/**
 * Repositories that still join another domain's tables to read (docs/decisions/0003-domain-boundaries.md).
 * Each entry is a debt, not a permission to copy: a new read goes through the owner's repository or one of
 * its exported read models (e.g. core/merchant's storeLocation). Writes are never listed here.
 */
const FOREIGN_TABLE_READS = {
  // The owner of an address is checked against the user row.
  "core/address/address.repository.ts": ["core/account/account.tables.ts"],
  // Cart lines are priced and checked against the product and its store's status in the cart's read.
  "core/cart/cart.repository.ts": ["core/catalog/catalog.tables.ts", "core/merchant/merchant.tables.ts"],
  // Listings filter on the store's status and type in the same query as the products.
  "core/catalog/catalog.repository.ts": ["core/merchant/merchant.tables.ts"],
  "core/catalog/product-card.query.ts": ["core/merchant/merchant.tables.ts"],
  "core/catalog/product.repository.ts": ["core/merchant/merchant.tables.ts"],
  "core/flashsale/flashsale.repository.ts": ["core/catalog/catalog.tables.ts", "core/merchant/merchant.tables.ts"],
  // Invoices are made out to their buyer.
  "core/invoice/invoice.repository.ts": ["core/account/account.tables.ts"],
  // The read model of where a store is (storeLocation): the one place that joins a store's city and province.
  "core/merchant/store-location.query.ts": ["core/region/region.tables.ts"],
  // The order list shows and searches its invoice's code and payment status, and its store; an order's
  // promos carry the promo's English name.
  // The order workflows lock an order and read its invoice's code, its store's type and who funds its promos.
  "core/order/order-fulfilment.repository.ts": [
    "core/invoice/invoice.tables.ts",
    "core/merchant/merchant.tables.ts",
    "core/promo/promo.tables.ts",
  ],
  "core/order/order.repository.ts": [
    "core/catalog/catalog.tables.ts",
    "core/invoice/invoice.tables.ts",
    "core/merchant/merchant.tables.ts",
    "core/promo/promo.tables.ts",
  ],
  // Mail goes to the recipient's address: the buyer's own, or the store owner's.
  "core/notification/notification.repository.ts": [
    "core/account/account.tables.ts",
    "core/merchant/merchant.tables.ts",
  ],
  "core/promo/promo-cart.repository.ts": ["core/merchant/merchant.tables.ts"],
  "core/promo/promo.repository.ts": ["core/catalog/catalog.tables.ts", "core/merchant/merchant.tables.ts"],
  // A buyer's bank account is shown with its bank's name, from the bank list a store's uses.
  "core/wallet/withdrawal.repository.ts": ["core/merchant/merchant.tables.ts"],
  // The merchant's review list names the order a review came from by its code.
  "core/review/review.repository.ts": [
    "core/account/account.tables.ts",
    "core/catalog/catalog.tables.ts",
    "core/merchant/merchant.tables.ts",
    "core/order/order.tables.ts",
  ],
  // Search ranks and facets products with their store, and names the city facet, in one statement (decision 0007).
  "core/search/search.repository.ts": [
    "core/catalog/catalog.tables.ts",
    "core/merchant/merchant.tables.ts",
    "core/region/region.tables.ts",
  ],
  "core/shipping/shipping.repository.ts": ["core/catalog/catalog.tables.ts", "core/merchant/merchant.tables.ts"],
  // Which demo pictures the catalogue refers to, wherever a picture column is.
  "core/upload/demo-image.repository.ts": [
    "core/account/account.tables.ts",
    "core/catalog/catalog.tables.ts",
    "core/merchant/merchant.tables.ts",
    "core/order/order.tables.ts",
    "core/promo/promo.tables.ts",
    "core/review/review.tables.ts",
  ],
  "core/wishlist/wishlist.repository.ts": [
    "core/account/account.tables.ts",
    "core/catalog/catalog.tables.ts",
    "core/merchant/merchant.tables.ts",
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "coverage/**",
      "db/migrations/**",
      "tests/lint-fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    // Type-aware rules where a forgotten await loses a write or an error: the domain, the server and the
    // database layer. app/ is not typed here yet: it would add a third to the lint's time, and its navigate()
    // and submit() calls in event handlers need settling first.
    files: ["core/**/*.ts", "server/**/*.ts", "db/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The domain layer knows nothing of HTTP or React, and a domain reaches another only through its
    // index.ts (or its *.tables.ts, which domains/no-foreign-tables below narrows; see decision 0003).
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["fastify", "fastify-*", "@fastify/*", "react", "react-dom", "react-router", "@react-router/*"],
              message: "core/ must not depend on HTTP or React.",
            },
            {
              regex: "^\\.\\./(?!shared/|db/)[a-z-]+/(?!index\\.ts$)(?![a-z-]+\\.tables\\.ts$).+",
              message: "Import another domain through its index.ts.",
            },
            { regex: "^(\\.\\./)+(app|server)/", message: "core/ must not import the edges." },
          ],
        },
      ],
    },
  },
  {
    // A domain owns its tables, and domains depend on each other in one direction (decision 0003).
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts", "core/**/*.integration-test.ts", "core/**/*.testing.ts"],
    plugins: { domains: domainBoundaries },
    rules: {
      "domains/no-foreign-tables": ["error", { allow: FOREIGN_TABLE_READS }],
      "domains/no-domain-cycles": "error",
    },
  },
  {
    // Pages reach the domain through the request context; they may import its DTO types and pure helpers.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // *.view.ts: a domain's zod-free helpers for pages (paths, status keys, formats); DTO modules hold zod schemas.
              regex: "^(\\.\\./)+core/(?!shared/)[a-z-]+/(?![a-z-]+\\.(dto|view)\\.ts$).+",
              allowTypeImports: true,
              message:
                "Pages call services through the request context; import only DTOs, a domain's *.view.ts helpers and core/shared.",
            },
            {
              regex: "^(\\.\\./)+(server|db)/",
              allowTypeImports: true,
              message: "Pages do not import the server or the database.",
            },
            {
              regex: "^(\\.\\./)+core/[a-z-]+/[a-z-]+\\.dto\\.ts$",
              allowTypeImports: true,
              message:
                "A DTO module holds zod schemas: pages import its types only (import type), so no schema reaches the browser.",
            },
          ],
        },
      ],
    },
  },
);
