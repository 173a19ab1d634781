import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults that start the embedded database on port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PGLITE_DATA_DIR: "./data/pglite",
      SEED_ON_START: true,
      SEED_PRODUCTS: 2000,
      PGLITE_WORKER: true,
      PAGE_CACHE_SECONDS: 5,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: " " }).DATABASE_URL).toBeUndefined();
  });

  it("reads ALLOWED_HOSTS as a list of names, unset by default", () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toBeUndefined();
    expect(loadConfig({ ALLOWED_HOSTS: "pasar.co.id, www.pasar.co.id" }).ALLOWED_HOSTS).toEqual([
      "pasar.co.id",
      "www.pasar.co.id",
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: "pasar.co.id,,www" })).toThrow(
      /ALLOWED_HOSTS must be comma-separated host names/,
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ PGLITE_WORKER: "0" })).toThrow(/PGLITE_WORKER/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
