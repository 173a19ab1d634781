// alpha → beta (a value import).
import { betaValue } from "../beta/index.ts";

export const alphaValue = betaValue + 1;
