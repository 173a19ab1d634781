import { beforeAll, describe, expect, it } from "vitest";
import { openPage, useBrowser } from "./support/browser.ts";
import {
  api,
  BUYER_PER_VIEWPORT,
  type Card,
  chooseCourier,
  logIn,
  payInGatewayPopup,
  plainProducts,
  resetShopper,
  toast,
} from "./support/shopper.ts";

const browser = useBrowser();
let product: Card;

beforeAll(async () => {
  [product] = (await plainProducts("toko-demo-pasar", 1)) as [Card];
});

describe.each(BUYER_PER_VIEWPORT)("checkout at %s", (viewport, email) => {
  it("chooses a courier, pays in the gateway's popup and lands on the paid invoice", async () => {
    const token = await resetShopper(email);
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    await api("/checkout/wallet", { token, body: { use_wallet: "no" } });
    const { context, page, errors } = await openPage(browser(), viewport);
    try {
      await logIn(page, email);
      await page.goto("/checkout");
      await page.getByTestId("checkout-address").getByText("Utama").waitFor();

      // Pay before choosing a courier: the spec's messages, nothing placed.
      await page.getByRole("button", { name: "Pilih Pembayaran" }).filter({ visible: true }).click();
      await toast(page, "Pengiriman belum dipilih");
      await page.getByText("Pengiriman harus dipilih").waitFor();

      await chooseCourier(page.getByTestId("checkout-order").first());
      await payInGatewayPopup(page, page.getByRole("button", { name: "Pilih Pembayaran" }).filter({ visible: true }));
      await page.getByRole("heading", { name: "Pembayaran Berhasil" }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("checkout paid by the wallet", () => {
  it("'Buat Pesanan' settles at once", async () => {
    const token = await resetShopper("buyer@pasar.test");
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    const { context, page, errors } = await openPage(browser(), "desktop");
    try {
      await logIn(page, "buyer@pasar.test");
      await page.goto("/checkout");
      await chooseCourier(page.getByTestId("checkout-order").first());
      await page.getByTestId("wallet").getByRole("switch").click();
      await page.getByRole("button", { name: "Buat Pesanan" }).filter({ visible: true }).waitFor();
      await page.getByRole("button", { name: "Buat Pesanan" }).filter({ visible: true }).click();
      await page.waitForURL("**/user/order/invoice/**");
      await page.getByRole("heading", { name: "Pembayaran Berhasil" }).waitFor();
      await api("/checkout/wallet", { token, body: { use_wallet: "no" } }).catch(() => null);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an empty checkout goes back to the cart", async () => {
    await resetShopper("buyer@pasar.test");
    const { context, page } = await openPage(browser(), "desktop");
    try {
      await logIn(page, "buyer@pasar.test");
      await page.goto("/checkout");
      await page.waitForURL("**/cart");
      await toast(page, "Silahkan tambahkan produk ke keranjang untuk checkout");
    } finally {
      await context.close();
    }
  });
});

describe("checkout to several addresses, with a dropshipper", () => {
  it("each store's order gets its own address; the dropshipper's rules apply before it is saved", async () => {
    const token = await resetShopper("buyer2@pasar.test");
    const stores = await api<{ slug: string }[]>("/merchant/list?page=1");
    const [other] = await plainProducts(stores.find((store) => store.slug !== "toko-demo-pasar")!.slug, 1);
    await api("/cart/add", { token, body: { products_id: product.id, qty: 1 } });
    await api("/cart/add", { token, body: { products_id: other!.id, qty: 1 } });
    // A second address, copied from the main one under another label.
    const [main] = await api<
      {
        province_id: string;
        city_id: string;
        sub_district_id: string;
        area_id: string;
        zipcode: string;
        behalf_phone: string;
      }[]
    >("/addressbook/list", { token });
    const existing = await api<{ label: string }[]>("/addressbook/list", { token });
    if (!existing.some((address) => address.label === "Kantor")) {
      await api("/addressbook/add", {
        token,
        body: {
          label: "Kantor",
          behalf_name: "Siti Kantor",
          behalf_phone: main!.behalf_phone,
          address: "Jl. Kantor Nomor 2",
          province_id: main!.province_id,
          city_id: main!.city_id,
          sub_district_id: main!.sub_district_id,
          area_id: main!.area_id,
          zipcode: main!.zipcode,
          is_main_address: "no",
        },
      });
    }
    const { context, page, errors } = await openPage(browser(), "desktop");
    try {
      await logIn(page, "buyer2@pasar.test");
      await page.goto("/checkout");
      await page.getByRole("link", { name: "Kirim ke beberapa alamat" }).click();
      await page.waitForURL("**/checkout/multiple");
      const second = page.getByTestId("checkout-order").nth(1);
      await second.getByRole("link", { name: "Ganti Alamat" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Pilih Kantor sebagai alamat pengiriman" }).click();
      await toast(page, "Alamat berhasil dijadikan alamat pengiriman");
      await page.getByRole("dialog").getByRole("button", { name: "Selesai" }).click();
      await expect.poll(() => second.getByTestId("checkout-address").textContent()).toContain("Kantor");
      await expect
        .poll(() => page.getByTestId("checkout-order").first().getByTestId("checkout-address").textContent())
        .not.toContain("Kantor");

      const first = page.getByTestId("checkout-order").first();
      await first.getByLabel("Kirim sebagai dropshipper").check();
      await first.getByText("Nama harus diisi").waitFor();
      await first.getByLabel("Nama pengirim").fill("Ani");
      await first.getByText("Nama minimal 5 karakter").waitFor();
      await first.getByLabel("Nama pengirim").fill("Toko Ani Jaya");
      await first.getByLabel("Nomor telepon pengirim").fill("12345");
      await first.getByText("Nomor telepon tidak valid", { exact: false }).waitFor();
      await first.getByLabel("Nomor telepon pengirim").fill("081234567890");
      await first.getByRole("button", { name: "Simpan" }).click();
      await toast(page, "Dropshipper disimpan");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
