import type { ESLint } from "eslint";

declare const domainBoundaries: ESLint.Plugin;
export default domainBoundaries;
