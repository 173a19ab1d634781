import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DEMO_IMAGE_WIDTHS,
  PRODUCT_FAMILIES,
  demoImageProductId,
  demoImageSize,
  demoImageSvg,
  demoProductKey,
  isDemoImageRequest,
  renderDemoImage,
  snapDemoImageWidth,
  type DemoImageKind,
} from "./demo-image.ts";
import { renderPlaceholder } from "./make-placeholder.ts";

describe("renderDemoImage", () => {
  it("renders a product photo as WebP at the requested (snapped) width", async () => {
    const bytes = await renderDemoImage("product", "sneaker-c8323c-langkah-a1-2", 400);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([400, 400]);

    const snapped = await sharp(await renderDemoImage("product", "sneaker-c8323c-langkah-a1-2", 500)).metadata();
    expect(snapped.width).toBe(600);
  });

  it("uses each kind's default size", async () => {
    const expected: Record<DemoImageKind, [string, number, number]> = {
      product: ["phone-1f2f5a-nusantech-b2-1", 600, 600],
      logo: ["toko-sinar-jaya", 200, 200],
      banner: ["promo-pasarhemat", 1200, 400],
      category: ["handphone-tablet", 96, 96],
      review: ["teddy-a47e5f-r3-1", 400, 400],
      avatar: ["17-bs", 96, 96],
    };
    for (const [kind, [key, width, height]] of Object.entries(expected) as [
      DemoImageKind,
      [string, number, number],
    ][]) {
      const meta = await sharp(await renderDemoImage(kind, key)).metadata();
      expect([kind, meta.format, meta.width, meta.height]).toEqual([kind, "webp", width, height]);
    }
  });

  it("gives identical bytes for the same key and different bytes for different products", async () => {
    const a = await renderDemoImage("product", "tshirt-1f2f5a-batavia-k3-1", 200);
    const b = await renderDemoImage("product", "tshirt-1f2f5a-batavia-k3-1", 200);
    expect(a.equals(b)).toBe(true);
    const otherFamily = await renderDemoImage("product", "laptop-1f2f5a-batavia-k3-1", 200);
    const otherAngle = await renderDemoImage("product", "tshirt-1f2f5a-batavia-k3-2", 200);
    const otherColour = await renderDemoImage("product", "tshirt-c8323c-batavia-k3-1", 200);
    expect(a.equals(otherFamily)).toBe(false);
    expect(a.equals(otherAngle)).toBe(false);
    expect(a.equals(otherColour)).toBe(false);
  });

  it("draws every product family and every photo composition without SVG errors", async () => {
    for (const [index, family] of PRODUCT_FAMILIES.entries()) {
      const key = `${demoProductKey(family, "#7d55c7", "Label", index.toString(36))}-${(index % 6) + 1}`;
      const meta = await sharp(Buffer.from(demoImageSvg("product", key, 96))).metadata();
      expect(meta.width).toBe(96);
      const pixels = await sharp(Buffer.from(demoImageSvg("product", key, 96))).stats();
      // Not a blank box: the picture has real contrast.
      expect(Math.max(...pixels.channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
    }
  });

  it("refuses to render an invalid request", async () => {
    await expect(renderDemoImage("product", "../etc/passwd")).rejects.toThrow();
  });
});

describe("isDemoImageRequest", () => {
  it("accepts the keys the seed writes", () => {
    expect(isDemoImageRequest("product", "tshirt-1f2f5a-batavia-k3-1")).toBe(true);
    expect(isDemoImageRequest("product", demoProductKey("phone", "#2B2B2B", "Nusantech", "zz"))).toBe(true);
    expect(isDemoImageRequest("review", "pan-2b2b2b-1r4-2")).toBe(true);
    expect(isDemoImageRequest("review", "pan-2b2b2b-1r4")).toBe(true);
    expect(isDemoImageRequest("logo", "toko-sinar-jaya")).toBe(true);
    expect(isDemoImageRequest("banner", "promo-pasarhemat")).toBe(true);
    expect(isDemoImageRequest("category", "handphone-tablet")).toBe(true);
    expect(isDemoImageRequest("avatar", "17-bs")).toBe(true);
    expect(isDemoImageRequest("avatar", "17")).toBe(true);
  });

  it("rejects unknown kinds, traversal and malformed or oversized keys", () => {
    for (const [kind, key] of [
      ["product", "../etc"],
      ["logo", "../etc"],
      ["logo", "..%2Fetc"],
      ["logo", "a/b"],
      ["logo", "Toko-Sinar"],
      ["logo", ""],
      ["logo", "-leading"],
      ["logo", "a".repeat(81)],
      ["logo", "a\u0000b"],
      ["product", "spaceship-1f2f5a-x-y-1"],
      ["product", "tshirt-zzzzzz-x-y-1"],
      ["product", "tshirt-1f2f5a-x-y-0"],
      ["product", "tshirt-1f2f5a-x"],
      ["review", "tshirt-1f2f5a-x-y-1-2"],
      ["avatar", "17-abc"],
      ["avatar", "1234567"],
      ["secret", "toko-sinar-jaya"],
      ["__proto__", "x"],
      ["constructor", "x"],
    ] as const) {
      expect([kind, key, isDemoImageRequest(kind, key)]).toEqual([kind, key, false]);
    }
  });
});

describe("snapDemoImageWidth", () => {
  it("clamps to 32..1600 and rounds up to a cached size", () => {
    expect(snapDemoImageWidth("product", 10)).toBe(96);
    expect(snapDemoImageWidth("product", 97)).toBe(128);
    expect(snapDemoImageWidth("product", 129)).toBe(200);
    expect(snapDemoImageWidth("product", 600)).toBe(600);
    expect(snapDemoImageWidth("product", 5000)).toBe(1600);
    expect(snapDemoImageWidth("product", Number.NaN)).toBe(600);
    expect(snapDemoImageWidth("banner")).toBe(1200);
    expect(demoImageSize("banner", 700)).toEqual({ width: 800, height: 267 });
    for (let width = 1; width < 2000; width += 37)
      expect(DEMO_IMAGE_WIDTHS).toContain(snapDemoImageWidth("logo", width));
  });
});

describe("demoImageProductId", () => {
  it("reads the product id the seed wrote in base 36 into product and review keys", () => {
    expect(
      demoImageProductId("product", demoProductKey("tshirt", "#1F2F5A", "Nusantara", (1234).toString(36)) + "-2"),
    ).toBe(1234);
    expect(demoImageProductId("review", `tshirt-1f2f5a-${(98765).toString(36)}r3-1`)).toBe(98765);
    expect(demoImageProductId("review", "tshirt-1f2f5a-arr12")).toBe(Number.parseInt("ar", 36));
    expect(demoImageProductId("review", "tshirt-1f2f5a-k3x9")).toBeNull();
    expect(demoImageProductId("product", "tshirt-1f2f5a-label-zzzzzzzzzz-1")).toBeNull();
    expect(demoImageProductId("logo", "toko-sinar-jaya")).toBeNull();
  });
});

describe("placeholder", () => {
  it("is a 600x600 JPEG", async () => {
    const meta = await sharp(await renderPlaceholder()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 600, 600]);
  });
});
