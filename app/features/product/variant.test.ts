import { describe, expect, it } from "vitest";
import { currentVariantIndex, isVariantSelectable, MAX_SELECTABLE_VARIANT_INDEX, VARIANT_TOAST_MS } from "./variant.ts";
import { youtubeEmbedUrl, youtubeId } from "./video.ts";

describe("variant rule (spec §5)", () => {
  it("lets indexes 0..5 open and stops those above 5 with a 2000 ms toast", () => {
    expect(MAX_SELECTABLE_VARIANT_INDEX).toBe(5);
    expect(VARIANT_TOAST_MS).toBe(2000);
    for (const index of [0, 1, 5]) expect(isVariantSelectable(index)).toBe(true);
    for (const index of [6, 7, 40, -1, 1.5, Number.NaN]) expect(isVariantSelectable(index)).toBe(false);
  });

  it("finds the current product among its variants", () => {
    const variants = [{ id: 4 }, { id: 9 }, { id: 12 }];
    expect(currentVariantIndex(variants, 9)).toBe(1);
    expect(currentVariantIndex(variants, 99)).toBe(0);
  });
});

describe("youtubeId", () => {
  it("reads watch, short, embed and youtu.be links", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(youtubeId(url), url).toBe("dQw4w9WgXcQ");
    }
  });

  it("refuses other hosts, schemes and malformed ids", () => {
    for (const url of [
      null,
      "",
      "not a url",
      "javascript:alert(1)",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
      "https://www.youtube.com/channel/UC123",
    ]) {
      expect(youtubeId(url), String(url)).toBeNull();
    }
  });

  it("embeds through the privacy-enhanced host", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
  });
});
