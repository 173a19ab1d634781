import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/merchant/banner.tsx";
import { makeMerchant, type Store } from "../support/factories.ts";
import { postMerchantAction } from "../support/merchant-action.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** The banner page's action as a browser without JavaScript posts it: a refusal comes back, a save redirects. */
let t: TestApp;
let store: Store;

beforeAll(async () => {
  t = await createTestApp();
  store = await makeMerchant(t, { name: "Toko Spanduk" });
});
afterAll(async () => {
  await t?.close();
});

type Refusal = { data: { message: string; errors: Record<string, string>; values: Record<string, string> } };

async function post(path: string, fields: Record<string, string>): Promise<Refusal | Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://pasar.test${path}`, { method: "POST", body: form });
  return postMerchantAction<Refusal>(action, t.services, store, request);
}

describe("the banner page's form", () => {
  it("refuses an unsafe target beside its field, in the page's language, keeps what was typed and saves nothing", async () => {
    const before = await t.services.banners.banners(store.id);
    const refused = (await post("/merchant/dashboard/banner", { main_target: "javascript:alert(1)" })) as Refusal;
    expect(refused.data.errors.main_target).toBe(
      "Gunakan alamat yang diawali http:// atau https://, atau halaman Pasar yang diawali /.",
    );
    expect(refused.data.values.main_target).toBe("javascript:alert(1)");
    const english = (await post("/en/merchant/dashboard/banner", { main_target: "javascript:alert(1)" })) as Refusal;
    expect(english.data.errors.main_target).toMatch(/^Use an address starting with http/);
    expect(await t.services.banners.banners(store.id)).toEqual(before);
  });

  it("saves and goes back to the page in its language with the saved notice as a flash", async () => {
    const saved = (await post("/en/merchant/dashboard/banner", {})) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/en/merchant/dashboard/banner");
    expect(saved.headers.get("Set-Cookie")).toBe("pasar_flash=banner.saved");
  });
});
