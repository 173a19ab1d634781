import { describe, expect, it } from "vitest";
import { catalogueScriptBody, createTranslator, MESSAGES_GLOBAL, type Messages } from "./translate.ts";

const messages: Messages = {
  cart: { count: "{count} items", empty: "Empty" },
  letter: { other_one: "one letter", other_other: "{count} letters" },
  stock: { few: "Only {stock} left of {stock}", zero_zero: "none at all", zero_other: "{count} left" },
  note: "{a} and {b}",
  status: { confirmation: "Waiting for confirmation" },
  moved: "It is now '{status:status}'",
};

describe("createTranslator", () => {
  const t = createTranslator("en", messages);

  it("reads nested keys and answers an unknown or non-text key with the key itself", () => {
    expect(t("cart.empty")).toBe("Empty");
    expect(t("cart.nothing")).toBe("cart.nothing");
    expect(t("cart")).toBe("cart");
    expect(t("toString")).toBe("toString");
    expect(t("cart.empty.deeper")).toBe("cart.empty.deeper");
  });

  it("fills every occurrence of a placeholder and leaves placeholders without a value as written", () => {
    expect(t("stock.few", { stock: 3 })).toBe("Only 3 left of 3");
    expect(t("note", { a: "x" })).toBe("x and {b}");
    expect(t("note")).toBe("{a} and {b}");
    // Values are inserted literally, never read as replacement patterns.
    expect(t("note", { a: "$&", b: "{a}" })).toBe("$& and {a}");
  });

  it("reads a value named by its text in the catalogue, and the value itself when the catalogue has no word", () => {
    expect(t("moved", { status: "confirmation" })).toBe("It is now 'Waiting for confirmation'");
    expect(t("moved", { status: "teleported" })).toBe("It is now 'teleported'");
    expect(t("moved")).toBe("It is now '{status:status}'");
  });

  it("picks the plural form of a numeric count, falling back to _other and then to the key", () => {
    expect(t("letter.other", { count: 1 })).toBe("one letter");
    expect(t("letter.other", { count: 4 })).toBe("4 letters");
    expect(t("stock.zero", { count: 0 })).toBe("none at all");
    expect(t("stock.zero", { count: 1 })).toBe("1 left");
    expect(t("cart.count", { count: 2 })).toBe("2 items");
    // Counts past the small ones the translator remembers, and fractions, go to Intl each time.
    expect(t("letter.other", { count: 1_000_001 })).toBe("1000001 letters");
    expect(t("letter.other", { count: 1.5 })).toBe("1.5 letters");
    expect(t("letter.other", { count: 1 })).toBe("one letter");
    // A count given as text (already formatted) selects no plural form.
    expect(t("letter.other", { count: "1" })).toBe("letter.other");
  });

  it("uses Indonesian plural rules for Indonesian, which has one form", () => {
    expect(createTranslator("id", messages)("letter.other", { count: 1 })).toBe("1 letters");
  });
});

describe("catalogueScriptBody", () => {
  it("writes a script that leaves the catalogue, whatever its text, where the browser reads it", () => {
    const tricky: Messages = { a: { b: '</script><!-- \u2028 "quoted" {name}' } };
    const self: Record<string, unknown> = {};
    new Function("self", catalogueScriptBody("en", tricky))(self);
    expect(self[MESSAGES_GLOBAL]).toEqual({ en: tricky });
  });
});
