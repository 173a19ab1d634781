import { describe, expect, it } from "vitest";
import { NO_IMAGE, sizedImage } from "./format.ts";

describe("sizedImage", () => {
  const id = `med_${"ab".repeat(16)}`;

  it("picks an upload's smallest copy that fills the slot", () => {
    expect(sizedImage(`/media/u/${id}/full.webp`, 64)).toBe(`/media/u/${id}/thumb.webp`);
    expect(sizedImage(`/media/u/${id}/full.webp`, 300)).toBe(`/media/u/${id}/thumb.webp`);
    expect(sizedImage(`/media/u/${id}/full.webp`, 450)).toBe(`/media/u/${id}/medium.webp`);
    expect(sizedImage(`/media/u/${id}/full.webp`, 900)).toBe(`/media/u/${id}/full.webp`);
    // A bucket's public copy has the same layout.
    expect(sizedImage(`https://cdn.example/public/ab/${id}/full.webp`, 200)).toBe(
      `https://cdn.example/public/ab/${id}/thumb.webp`,
    );
  });

  it("draws demo pictures at the slot's width and leaves other pictures alone", () => {
    expect(sizedImage("/media/demo/p/1.jpg", 300)).toBe("/media/demo/p/1.jpg?w=300");
    expect(sizedImage("https://example.com/a.jpg", 300)).toBe("https://example.com/a.jpg");
    expect(sizedImage(null, 300)).toBe(NO_IMAGE);
  });
});
