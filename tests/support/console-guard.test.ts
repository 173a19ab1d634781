import { describe, expect, it } from "vitest";
import { allowConsoleError, takeConsoleErrors } from "./console-guard.ts";

describe("console guard", () => {
  it("records a console.error of the test, formatted as the console prints it", () => {
    console.error("stock went negative for %s", "PRD-1", { left: -1 });
    expect(takeConsoleErrors()).toEqual(["stock went negative for PRD-1 { left: -1 }"]);
  });

  it("lets an expected message through and still records any other", () => {
    allowConsoleError(/^expected failure/);
    console.error("expected failure: the gateway is down");
    console.error("something else broke");
    expect(takeConsoleErrors()).toEqual(["something else broke"]);
  });

  it("forgets the previous test's allowance", () => {
    console.error("expected failure: the gateway is down");
    expect(takeConsoleErrors()).toEqual(["expected failure: the gateway is down"]);
  });
});
