// beta → gamma; gamma imports alpha only for a type, so there is no cycle yet.
import { gammaValue } from "../gamma/index.ts";

export const betaValue = gammaValue + 1;
