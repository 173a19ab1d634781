import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults that start the embedded database on port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PGLITE_DATA_DIR: "./data/pglite", SEED_ON_START: true, SEED_PRODUCTS: 2000, PGLITE_WORKER: true, PAGE_CACHE_SECONDS: 5 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: " " }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ PGLITE_WORKER: "0" })).toThrow(/PGLITE_WORKER/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
