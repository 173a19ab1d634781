import { describe, expect, it } from "vitest";
import { pick } from "./objects.ts";

describe("pick", () => {
  it("copies the named properties in the order named, and nothing else", () => {
    const source = { id: 7, label: "Rumah", zipcode: "12190", is_main_address: "yes" };
    const picked = pick(source, ["zipcode", "id"]);
    expect(picked).toEqual({ zipcode: "12190", id: 7 });
    expect(Object.keys(picked)).toEqual(["zipcode", "id"]);
    expect(picked).not.toBe(source);
  });
});
