import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { media_file } from "../../core/media/media.tables.ts";
import { order_item } from "../../core/order/order.tables.ts";
import { placeOrderOverApi } from "../../tests/support/checkout-api.ts";
import {
  makeBuyer,
  makeCategory,
  makeMerchant,
  PLACES,
  type Category,
  type Store,
} from "../../tests/support/factories.ts";
import { picture } from "../../tests/support/files.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

/** Product photos through the merchant API (issue 23): uploads claimed in the save, order kept, drops released. */
const t = useTestApp({ ownMediaDir: "pasar-photos-" });
let leaf: Category;
let storeA: Store;
let storeB: Store;
let headersA: Record<string, string>;

beforeAll(async () => {
  leaf = await makeCategory(t, { name: "Foto Uji", nameEn: "Photo Test" });
  storeA = await makeMerchant(t, { name: "Toko Foto A" });
  storeB = await makeMerchant(t, { name: "Toko Foto B" });
  headersA = await storeA.owner.signIn();
});

const BASE = "/api/merchant/dashboard/product";

async function upload(store: Store, purpose: "product_photo" | "store_logo" = "product_photo") {
  const file = await t.services.media.upload({
    ownerUserId: store.owner.userId,
    purpose,
    filename: "foto.png",
    bytes: await picture("png", 40, 30),
  });
  return file.id;
}

const urlOf = (id: string) => t.services.media.publicUrl(id);

function payload(change: Record<string, unknown> = {}) {
  return {
    product_name: "Kaos Bergambar",
    category_id: leaf.id,
    base_price: 50_000,
    stock: 5,
    weight: 200,
    ...change,
  };
}

async function post(action: "create" | "edit", body: Record<string, unknown>, headers = headersA) {
  const response = await t.app.inject({ method: "POST", url: `${BASE}/${action}`, headers, payload: body });
  return {
    status: response.statusCode,
    body: response.json<{
      data: { id: number; photos: string[]; product_variant: { id: number; photos: string[] }[] } | null;
      errors?: Record<string, string>;
    }>(),
  };
}

async function attached(ids: string[]) {
  const rows = await t.database.db
    .select({ id: media_file.id, attached_at: media_file.attached_at })
    .from(media_file)
    .where(inArray(media_file.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.attached_at !== null]));
}

async function storedPhotos(id: number) {
  const [row] = await t.database.db.select({ photos: product.photos }).from(product).where(eq(product.id, id));
  return row!.photos;
}

describe("product photos", () => {
  it("creates a product with three photos in the order sent, each upload claimed", async () => {
    const ids = [await upload(storeA), await upload(storeA), await upload(storeA)];
    const created = await post("create", payload({ photos: ids }));
    expect(created.status).toBe(200);
    const expected = ids.map(urlOf);
    expect(created.body.data!.photos).toEqual(expected);
    expect(expected[0]).toMatch(/^\/media\/u\/med_[0-9a-f]{32}\/full\.webp$/);
    expect(await storedPhotos(created.body.data!.id)).toEqual(expected);
    expect(await attached(ids)).toEqual({ [ids[0]!]: true, [ids[1]!]: true, [ids[2]!]: true });
  });

  it("gives each variant its own photos", async () => {
    const [main, red] = [await upload(storeA), await upload(storeA)];
    const created = await post(
      "create",
      payload({
        variant_name: "Biru",
        photos: [main],
        variants: [{ variant_name: "Merah", base_price: 50_000, stock: 2, photos: [red] }],
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body.data!.photos).toEqual([urlOf(main!)]);
    expect(created.body.data!.product_variant.map((variant) => variant.photos)).toEqual([[urlOf(red!)]]);
  });

  it("refuses an eleventh photo and saves nothing", async () => {
    const ids = await Promise.all(Array.from({ length: 11 }, () => upload(storeA)));
    const before = await t.database.db.$count(product);
    const refused = await post("create", payload({ photos: ids }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ photos: expect.stringContaining("10") as unknown });
    expect(await t.database.db.$count(product)).toBe(before);
    expect(Object.values(await attached(ids)).every((value) => !value)).toBe(true);
  });

  it("refuses another user's upload, or one for another purpose, by its place, and nothing is saved or claimed", async () => {
    const mine = await upload(storeA);
    const theirs = await upload(storeB);
    const logo = await upload(storeA, "store_logo");
    const before = await t.database.db.$count(product);
    const refused = await post("create", payload({ photos: [mine, theirs, logo, "https://elsewhere.example/x.jpg"] }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ "photos.3": "Foto tidak dikenal. Unggah ulang." });
    const again = await post("create", payload({ photos: [mine, theirs, logo] }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      "photos.1": "Berkas tidak ditemukan. Unggah ulang.",
      "photos.2": "Berkas ini diunggah untuk keperluan lain. Unggah ulang di sini.",
    });
    expect(await t.database.db.$count(product)).toBe(before);
    expect(await attached([mine!, theirs!])).toEqual({ [mine!]: false, [theirs!]: false });
  });

  it("reorders kept photos, adds new ones, releases removed ones, and keeps photos when none are sent", async () => {
    const [first, second, third] = [await upload(storeA), await upload(storeA), await upload(storeA)];
    const created = await post("create", payload({ photos: [first, second, third] }));
    const id = created.body.data!.id;
    const fourth = await upload(storeA);
    // The third becomes the cover, the first stays (sent as its URL), the second is dropped, a new one added.
    const edited = await post("edit", payload({ product_id: id, photos: [urlOf(third!), first, fourth] }));
    expect(edited.status).toBe(200);
    expect(edited.body.data!.photos).toEqual([urlOf(third!), urlOf(first!), urlOf(fourth!)]);
    expect(await attached([first!, second!, third!, fourth!])).toEqual({
      [first!]: true,
      [second!]: false,
      [third!]: true,
      [fourth!]: true,
    });
    // Without photos the row keeps its own.
    const kept = await post("edit", payload({ product_id: id, stock: 9 }));
    expect(kept.body.data!.photos).toEqual([urlOf(third!), urlOf(first!), urlOf(fourth!)]);
    // A URL the product does not show cannot be slipped in.
    const stranger = await post("edit", payload({ product_id: id, photos: [urlOf(second!)] }));
    expect(stranger.status).toBe(422);
    expect(await storedPhotos(id)).toEqual([urlOf(third!), urlOf(first!), urlOf(fourth!)]);
  });

  it("keeps an upload another product of the store still shows", async () => {
    const shared = await upload(storeA);
    const one = await post("create", payload({ photos: [shared] }));
    await post("create", payload({ photos: [shared] }));
    const emptied = await post("edit", payload({ product_id: one.body.data!.id, photos: [] }));
    expect(emptied.body.data!.photos).toEqual([]);
    expect(await attached([shared!])).toEqual({ [shared!]: true });
  });

  it("lets only the product's store change its photos", async () => {
    const own = await upload(storeA);
    const created = await post("create", payload({ photos: [own] }));
    const intruder = await upload(storeB);
    const refused = await post(
      "edit",
      payload({ product_id: created.body.data!.id, photos: [intruder] }),
      await storeB.owner.signIn(),
    );
    expect(refused.status).toBe(404);
    expect(await storedPhotos(created.body.data!.id)).toEqual([urlOf(own!)]);
    expect(await attached([intruder!])).toEqual({ [intruder!]: false });
  });

  it("keeps the picture an order shows when its product's cover is replaced and the sweep runs", async () => {
    const [cover, dropped, replacement] = [await upload(storeA), await upload(storeA), await upload(storeA)];
    const created = await post("create", payload({ photos: [cover, dropped] }));
    const id = created.body.data!.id;
    const buyer = await makeBuyer(t, { address: PLACES.jakartaSelatan, wallet: 1_000_000 });
    await placeOrderOverApi(t.app, await buyer.signIn(), id, { wallet: true });
    const [line] = await t.database.db
      .select({ photo: order_item.photo })
      .from(order_item)
      .where(eq(order_item.product_id, id));
    expect(line!.photo).toBe(urlOf(cover!));

    const edited = await post("edit", payload({ product_id: id, photos: [replacement] }));
    expect(edited.status).toBe(200);
    expect(await attached([cover!, dropped!])).toEqual({ [cover!]: false, [dropped!]: false });
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 2 * 86_400_000));
    try {
      await t.services.media.sweepUnattached();
    } finally {
      t.clock.set(now);
    }
    // The order's picture stays, row and bytes; the photo no order shows is gone.
    const rows = await t.database.db
      .select({ id: media_file.id })
      .from(media_file)
      .where(inArray(media_file.id, [cover!, dropped!]));
    expect(rows.map((row) => row.id)).toEqual([cover]);
    expect((await t.app.inject({ method: "GET", url: line!.photo! })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: urlOf(dropped!) })).statusCode).toBe(404);
  });
});
