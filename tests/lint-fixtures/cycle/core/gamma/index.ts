import type { alphaValue } from "../alpha/index.ts";

export const gammaValue = 1;
export type AlphaValue = typeof alphaValue;
