import { describe, expect, it } from "vitest";
import { pdfSafeText } from "./pdf.ts";

describe("pdfSafeText", () => {
  it("keeps what WinAnsi has and reduces or replaces the rest", () => {
    expect(pdfSafeText("Café – “Rp” ×2")).toBe("Café – “Rp” ×2");
    expect(pdfSafeText("Őrség")).toBe("Orség");
    expect(pdfSafeText("Kopi ☕ 東京")).toBe("Kopi ? ??");
    expect(pdfSafeText("a\tb\nc")).toBe("a b\nc");
  });
});
