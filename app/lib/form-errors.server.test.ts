import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./form-errors.server.ts";

const FALLBACK = "/user/address-book";

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/en/search?search=kopi%20susu&page=2", "/en/search?search=kopi%20susu&page=2"],
    ["/user/address-book?form=new&redirectTo=%2Fcheckout", "/user/address-book?form=new&redirectTo=%2Fcheckout"],
    ["/product/kaos#ulasan", "/product/kaos#ulasan"],
    ["/search?search=a%2Fb", "/search?search=a%2Fb"],
  ])("keeps the path on this site %j", (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ["a tab after the slash", "/\t/evil.com"],
    ["a tab inside the slashes", "/\t\\evil.com"],
    ["a carriage return", "/cart\r\nSet-Cookie: x=1"],
    ["a line feed", "/\n/evil.com"],
    ["a NUL character", "/cart\u0000"],
    ["a space", "/ /evil.com"],
    ["a slash and a backslash", "/\\evil.com"],
    ["two backslashes", "\\\\evil.com"],
    ["a backslash later in the path", "/cart\\..\\..\\evil"],
    ["two slashes", "//evil.com"],
    ["three slashes", "///evil.com"],
    ["an encoded tab", "/%09/evil.com"],
    ["an encoded line break", "/cart%0d%0aSet-Cookie:%20x=1"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["an encoded slash after one", "/%2Fevil.com"],
    ["an encoded backslash", "/%5Cevil.com"],
    ["a broken escape", "/cart%E0%A4%A"],
    ["an absolute address", "https://evil.com/"],
    ["a scheme-relative address with backslashes", "\\/evil.com"],
    ["a javascript: address", "javascript:alert(1)"],
    ["a javascript: address after a slash", "/javascript:alert(1)\n"],
    ["a data: address", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "cart"],
    ["an empty value", ""],
    ["a value too long for a header", `/${"a".repeat(5000)}`],
  ])("falls back on %s", (_name, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("falls back when there is no text value", () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(new File(["x"], "x.txt"), FALLBACK)).toBe(FALLBACK);
  });

  it("never hands back a target that leaves the site or breaks a header", () => {
    const hostile = ["/\t/evil.com", "/%09/evil.com", "//evil.com", "/\\evil.com", "/cart\n"];
    for (const value of hostile) {
      const target = safeRedirectPath(value, FALLBACK);
      expect(new URL(target, "https://pasar.example").host).toBe("pasar.example");
      expect(() => new Headers({ location: target })).not.toThrow();
    }
  });
});
