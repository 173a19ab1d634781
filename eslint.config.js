import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "data/**", "coverage/**", "db/migrations/**"] },
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
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The domain layer knows nothing of HTTP or React, and a domain reaches another only through its
    // index.ts (tables may be joined by repositories; see docs/decisions/0003-domain-boundaries.md).
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["fastify", "fastify-*", "@fastify/*", "react", "react-dom", "react-router", "@react-router/*"], message: "core/ must not depend on HTTP or React." },
            { regex: "^\\.\\./(?!shared/|db/)[a-z-]+/(?!index\\.ts$)(?![a-z-]+\\.tables\\.ts$).+", message: "Import another domain through its index.ts." },
            { regex: "^(\\.\\./)+(app|server)/", message: "core/ must not import the edges." },
          ],
        },
      ],
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
              message: "Pages call services through the request context; import only DTOs, a domain's *.view.ts helpers and core/shared.",
            },
            { regex: "^(\\.\\./)+(server|db)/", allowTypeImports: true, message: "Pages do not import the server or the database." },
            {
              regex: "^(\\.\\./)+core/[a-z-]+/[a-z-]+\\.dto\\.ts$",
              allowTypeImports: true,
              message: "A DTO module holds zod schemas: pages import its types only (import type), so no schema reaches the browser.",
            },
          ],
        },
      ],
    },
  },
);
