import { describe, expect, it } from "vitest";
import { displayName } from "./account.view.ts";

describe("displayName (spec §3)", () => {
  it("falls back from fullname to email to UNSET NAME", () => {
    expect(displayName({ fullname: "Budi", email: "b@x.id" }, "UNSET NAME")).toBe("Budi");
    expect(displayName({ fullname: "  ", email: "b@x.id" }, "UNSET NAME")).toBe("b@x.id");
    expect(displayName({ fullname: null, email: "" }, "UNSET NAME")).toBe("UNSET NAME");
    expect(displayName(null, "UNSET NAME")).toBe("UNSET NAME");
  });
});
