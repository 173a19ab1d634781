import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { demoImageUrl, demoProductKey, demoProductPhotoUrl, demoReviewKey } from "../../db/seed/pictures/index.ts";
import { makeBuyer, makeCategory, makeMerchant, makeProduct, makeReview } from "../../tests/support/factories.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

const DRAWS_PER_MINUTE = 6;
let t: TestApp;
let mediaDir: string;
/** Picture URLs the catalogue refers to, one or more of each kind. */
const referenced: Record<"product" | "review" | "category" | "logo" | "banner" | "avatar", string> = {
  product: "",
  review: "",
  category: "",
  logo: "",
  banner: "",
  avatar: "",
};
let productPhotos: string[];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "pasar-media-"));
  t = await createTestApp({
    config: { MEDIA_DIR: mediaDir, RATE_LIMIT_PICTURES_PER_MINUTE: String(DRAWS_PER_MINUTE) },
  });
  // One picture of each kind, named as the seed names them: a product's and a review's carry the product's id.
  const store = await makeMerchant(t, {
    slug: "toko-sinar-jaya",
    logo: demoImageUrl("logo", "toko-sinar-jaya"),
    banner: demoImageUrl("banner", "toko-sinar-jaya"),
  });
  const category = await makeCategory(t, {
    levels: [
      { name: "Fashion Pria", slug: "fashion-pria", icon: demoImageUrl("category", "fashion-pria") },
      { name: "Atasan Pria", slug: "atasan-pria" },
      { name: "Kaos Pria", slug: "kaos-pria" },
    ],
  });
  const item = await makeProduct(t, { merchant: store, category, name: "Kaos Nusantara" });
  const key = demoProductKey("tshirt", "#1f2f5a", "nusantara", item.id.toString(36));
  productPhotos = [1, 2, 3].map((n) => demoProductPhotoUrl(key, n));
  await t.database.db.update(product).set({ photos: productPhotos }).where(eq(product.id, item.id));
  const reviewPicture = demoImageUrl("review", demoReviewKey("tshirt", "#1f2f5a", `${item.id.toString(36)}r1`));
  await makeReview(t, item, { attachments: [{ url: reviewPicture }] });
  await makeBuyer(t, { avatar: demoImageUrl("avatar", "17-bs") });
  referenced.product = productPhotos[0]!;
  referenced.review = reviewPicture;
  referenced.category = demoImageUrl("category", "fashion-pria");
  referenced.logo = demoImageUrl("logo", "toko-sinar-jaya");
  referenced.banner = demoImageUrl("banner", "toko-sinar-jaya");
  referenced.avatar = demoImageUrl("avatar", "17-bs");
});
afterAll(async () => {
  await t?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A fresh IP per test keeps each test's draws under its own count. */
function newIp(): string {
  ipCounter += 1;
  return `10.20.0.${ipCounter}`;
}

const get = (url: string, remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });

/** Every file under MEDIA_DIR, relative to it. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("demo pictures the catalogue refers to", () => {
  it("are drawn once for every kind, kept on disk and served from there", async () => {
    const ip = newIp();
    for (const [kind, url] of Object.entries(referenced)) {
      expect(url, kind).toMatch(new RegExp(`^/media/demo/${kind}/[\\w-]+\\.webp$`));
      const response = await get(url, ip);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const productFile = path.join(
      mediaDir,
      "demo-cache",
      "product",
      `${path.basename(referenced.product, ".webp")}@600.webp`,
    );
    expect((await stat(productFile)).size).toBeGreaterThan(0);
    expect(await filesOnDisk()).toHaveLength(Object.keys(referenced).length);
  });
});

describe("a name the catalogue does not refer to", () => {
  it("is a 404 that draws nothing and writes nothing, though it fits a key's pattern", async () => {
    const ip = newIp();
    const before = await filesOnDisk();
    const productKey = path.basename(referenced.product, ".webp");
    const [family, colour, label, seed] = productKey.split("-");
    const madeUp = [
      // A real product with a photo number it does not have, another colour, another label.
      `/media/demo/product/${family}-${colour}-${label}-${seed}-9.webp`,
      `/media/demo/product/${family}-${colour === "000000" ? "111111" : "000000"}-${label}-${seed}-1.webp`,
      `/media/demo/product/${family}-${colour}-madeuplabel-${seed}-1.webp`,
      // No such product.
      `/media/demo/product/${family}-${colour}-${label}-zzzzzz-1.webp`,
      `/media/demo/review/${family}-${colour}-${seed}r99-1.webp`,
      "/media/demo/category/kategori-karangan.webp",
      "/media/demo/logo/toko-yang-tidak-ada.webp",
      "/media/demo/banner/promo-yang-tidak-ada.webp",
      "/media/demo/avatar/424242-zz.webp",
    ];
    // Under the draw limit of one IP, so that every answer is the reference check's.
    for (const url of madeUp.slice(0, DRAWS_PER_MINUTE)) expect((await get(url, ip)).statusCode, url).toBe(404);
    for (const url of madeUp.slice(DRAWS_PER_MINUTE)) expect((await get(url, newIp())).statusCode, url).toBe(404);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe("drawing is limited per IP", () => {
  it("answers 429 with Retry-After past the limit, still serves pictures on disk, and leaves other IPs alone", async () => {
    const ip = newIp();
    // Each width is a picture of its own to draw.
    const widths = [96, 128, 200, 300, 400, 600, 800];
    const onDisk = `${productPhotos[1]}?w=96`;
    for (const width of widths.slice(0, DRAWS_PER_MINUTE))
      expect((await get(`${productPhotos[1]}?w=${width}`, ip)).statusCode).toBe(200);
    const limited = await get(`${productPhotos[1]}?w=${widths[DRAWS_PER_MINUTE]}`, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["cache-control"]).toBe("no-store");
    // Unknown names count too: the check costs a query.
    expect((await get("/media/demo/logo/toko-lain-lagi.webp", ip)).statusCode).toBe(429);
    expect((await get(onDisk, ip)).statusCode).toBe(200);
    expect((await get(`${productPhotos[1]}?w=${widths[DRAWS_PER_MINUTE]}`, newIp())).statusCode).toBe(200);
  });
});
