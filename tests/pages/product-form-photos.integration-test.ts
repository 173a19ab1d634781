import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { mediaIdOfUrl } from "../../core/media/index.ts";
import { action } from "../../app/routes/merchant/product-form.tsx";
import { makeCategory, makeMerchant, type Category, type Store } from "../support/factories.ts";
import { picture } from "../support/files.ts";
import { postMerchantAction } from "../support/merchant-action.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The product form's action as a browser without JavaScript posts it: multipart, files and photo buttons. */
let t: TestApp;
let leaf: Category;
let store: Store;

beforeAll(async () => {
  t = await createTestApp({ ownMediaDir: "pasar-photo-page-" });
  leaf = await makeCategory(t, { name: "Foto Halaman", nameEn: "Page Photos" });
  store = await makeMerchant(t, { name: "Toko Halaman" });
});
afterAll(async () => {
  await t?.close();
});

type ActionAnswer = { data: { draft: { photos: string[] }; errors: Record<string, string>; message: string | null } };

async function post(form: FormData, id?: string): Promise<ActionAnswer | Response> {
  const url = `http://pasar.test/merchant/dashboard/product/${id ? `edit/${id}` : "new"}`;
  // Sent as a browser sends the form: a multipart body.
  const request = new Request(url, { method: "POST", body: form });
  return postMerchantAction<ActionAnswer>(action, t.services, store, request, id ? { id } : {});
}

function productForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    product_name: "Tas Anyaman",
    category_id: String(leaf.id),
    base_price: "75.000",
    stock: "4",
    weight: "300",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

async function addFiles(form: FormData, name: string, count: number) {
  for (let index = 0; index < count; index++)
    form.append(
      name,
      new File([new Uint8Array(await picture(index % 2 ? "png" : "jpeg", 50 + index, 40))], `foto-${index}.jpg`),
    );
}

describe("the product form's photos without JavaScript", () => {
  it("uploads chosen files on a photo button, keeps them in the form, moves one, and saves them in that order", async () => {
    const form = productForm();
    await addFiles(form, "photos_new", 3);
    // The third photo's 'move earlier' button: nothing is saved, the form comes back with the list changed.
    form.append("_photo_op", "earlier|2|photos");
    const first = await post(form);
    expect(first).not.toBeInstanceOf(Response);
    const shown = (first as ActionAnswer).data.draft.photos;
    expect(shown).toHaveLength(3);
    expect(shown.every((url) => /^\/media\/u\/med_[0-9a-f]{32}\/full\.webp$/.test(url))).toBe(true);
    // Uploaded in the order chosen (widths 50, 51, 52), the third moved before the second.
    const widths = await Promise.all(
      shown.map(async (url) => (await t.services.media.findOwn(mediaIdOfUrl(url)!, store.owner.userId))!.width),
    );
    expect(widths).toEqual([50, 52, 51]);
    expect(await t.database.db.$count(product, eq(product.merchant_id, store.id))).toBe(0);

    // The form as it came back, with the save button: the photos in the order shown.
    const save = productForm();
    for (const url of shown) save.append("photos", url);
    const saved = await post(save);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    const [row] = await t.database.db
      .select({ id: product.id, photos: product.photos })
      .from(product)
      .where(eq(product.merchant_id, store.id));
    expect(row!.photos).toEqual(shown);

    // Removing the cover on the edit form, then saving, leaves the other two.
    const edit = productForm();
    for (const url of shown) edit.append("photos", url);
    edit.append("_photo_op", "remove|0|photos");
    const removed = (await post(edit, String(row!.id))) as ActionAnswer;
    expect(removed.data.draft.photos).toEqual(shown.slice(1));
    const again = productForm();
    for (const url of removed.data.draft.photos) again.append("photos", url);
    expect(((await post(again, String(row!.id))) as Response).status).toBe(302);
    const [after] = await t.database.db.select({ photos: product.photos }).from(product).where(eq(product.id, row!.id));
    expect(after!.photos).toEqual(shown.slice(1));
  });

  it("refuses files past ten photos beside the field, and a file that is no picture", async () => {
    const form = productForm();
    await addFiles(form, "photos_new", 11);
    const answer = (await post(form)) as ActionAnswer;
    expect(answer.data.errors).toEqual({ photos: "Maksimal 10 pilihan" });
    expect(answer.data.draft.photos).toHaveLength(10);

    const text = productForm();
    text.append("photos_new", new File(["bukan gambar"], "catatan.txt"));
    const refused = (await post(text)) as ActionAnswer;
    expect(Object.keys(refused.data.errors)).toEqual(["photos"]);
    expect(refused.data.draft.photos).toEqual([]);
  });
});
