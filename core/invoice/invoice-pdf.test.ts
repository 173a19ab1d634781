import { describe, expect, it } from "vitest";
import { renderInvoicePdf, renderOrderPdf, type PdfBuyer, type PdfInvoiceHead, type PdfOrder } from "./invoice-pdf.ts";
import { BANDUNG_HOME } from "../../tests/support/order-address.ts";
import { pdfPageCount, pdfText } from "../shared/pdf-text.testing.ts";

const now = new Date("2026-11-20T05:00:00Z");
const head: PdfInvoiceHead = {
  invoice_code: "INV-20261120-TEST01",
  status_payment: "pending",
  created_at: "2026-11-20T03:00:00.000Z",
  expire_date: "2026-11-21T03:00:00.000Z",
  paid_at: null,
  total_tagihan: 268_700,
  wallet_used: 50_000,
  charge_to_gateway: 218_700,
};
const buyer: PdfBuyer = { fullname: "Budi Santoso", email: "budi@example.com", phone: null };

function order(
  code: string,
  store: string,
  items: { name: string; qty: number; price: number; flashSaleId?: number }[],
): PdfOrder {
  const products = items.reduce((sum, item) => sum + item.qty * item.price, 0);
  const ppn = Math.round(products * 0.11);
  return {
    id: 1,
    order_code: code,
    status_order: "waiting_payment",
    user_npwp: null,
    merchant_npwp: "01.234.567.8-901.000",
    created_at: head.created_at,
    merchant: {
      id: 1,
      merchant_name: store,
      merchant_slug: "toko",
      storetype: "regular",
      is_pkp: "pkp",
      city: { name: "Kota Bandung" },
      province: { name: "Jawa Barat" },
    },
    address: BANDUNG_HOME,
    dropship: { name: "Toko Berkah", phone: "0227654321" },
    ordershipping: {
      price: {
        response_manifest: {
          logistic: { name: "JNE", code: "jne" },
          rate: { type: "Regular", name: "REG" },
          min_day: 2,
          max_day: 3,
          final_price: 18_000,
          guarantee: true,
        },
      },
    },
    orderitem: items.map((item, index) => ({
      id: index + 1,
      product_id: index + 1,
      product_slug: `p-${index}`,
      product_name: item.name,
      photos: [],
      attribute: index === 0 ? "XL" : "",
      note: "",
      qty: item.qty,
      weight_grams: 500,
      publish_price: item.price,
      base_price: item.price + 5_000,
      merchant_discount_percentage: 5,
      merchant_discount_amount: 5_000,
      total_publish_price: item.qty * item.price,
      flash_sale_id: item.flashSaleId ?? null,
    })),
    orderpromo: [{ promo: { id: 1, promo_name: "Diskon Akhir Pekan" }, redemed_value: 10_000 }],
    total_publish_price: products,
    total_shipping: 18_000,
    total_discount_shipping: 0,
    setting_ppn: 11,
    total_ppn: ppn,
    setting_pph: 0.5,
    total_pph: 500,
    total_tax: ppn - 500,
    total_discount_merchant: 0,
    total_discount_platform: 10_000,
    grand_total: products + 18_000 + ppn - 500 - 10_000,
  };
}

const first = order("ORD-A-0001", "Toko Batik Pekalongan", [
  { name: "Kemeja Batik Tulis Café Édition", qty: 2, price: 75_000 },
  { name: "Selendang Sutra", qty: 1, price: 25_000 },
]);
const second = order("ORD-B-0002", "Kopi Gayo Aceh", [{ name: "Kopi Arabika Gayo 250 gr ☕", qty: 1, price: 58_000 }]);

describe("invoice PDF", () => {
  it("is a PDF naming the invoice, every order, the buyer, the address, the items and the money, in Indonesian", async () => {
    const pdf = await renderInvoicePdf(
      { invoice: head, orders: [first, second], buyer },
      { lang: "id", now, compress: false },
    );
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "Pasar",
      "TAGIHAN",
      "INV-20261120-TEST01",
      "ORD-A-0001",
      "ORD-B-0002",
      "Toko Batik Pekalongan",
      "Budi Santoso - budi@example.com",
      "Jl. Merdeka No. 10",
      "Gegerkalong, Sukasari, Kota Bandung, Jawa Barat, 40111",
      "Dikirim atas nama: Toko Berkah (0227654321)",
      "Kemeja Batik Tulis Café Édition",
      "Varian: XL",
      "Rp150.000",
      "JNE REG (Regular) - Rp18.000",
      "Estimasi tiba: 22 Nov 2026 – 23 Nov 2026",
      "Diskon Akhir Pekan: -Rp10.000",
      "PPN (11%)",
      "PPh (0,5%)",
      "Total belanja",
      "Menunggu Pembayaran",
      "Menunggu Pembayaran",
      "Batas pembayaran",
      "Sabtu, 21 November 2026 10:00",
      "Dibayar dengan saldo",
      "Rp50.000",
      "Total tagihan",
      "Rp268.700",
      "Halaman 1 dari",
    ]) {
      expect(text).toContain(expected);
    }
    // Characters the standard fonts lack are replaced, never written as broken glyphs.
    expect(text).toContain("Kopi Arabika Gayo 250 gr ?");
  });

  it("speaks English when asked", async () => {
    const pdf = await renderInvoicePdf(
      {
        invoice: { ...head, status_payment: "settlement", paid_at: "2026-11-20T04:30:00.000Z" },
        orders: [first],
        buyer,
      },
      { lang: "en", now, compress: false },
    );
    const text = pdfText(pdf);
    expect(text).toContain("INVOICE");
    expect(text).toContain("Payment Successful");
    expect(text).toContain("Paid on");
    expect(text).toContain("Friday, 20 November 2026 11:30");
    expect(text).toContain("Total bill");
    expect(text).toContain("Shipping address");
    expect(text).not.toContain("Tagihan");
  });

  it("is compressed by default and still says the same", async () => {
    const pdf = await renderInvoicePdf({ invoice: head, orders: [first], buyer }, { lang: "id", now });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(pdfText(pdf)).toContain("INV-20261120-TEST01");
  });

  it("runs onto more pages for long orders, each with its footer", async () => {
    const many = order(
      "ORD-C-0003",
      "Toko Serba Ada",
      Array.from({ length: 60 }, (_, index) => ({
        name: `Barang nomor ${index + 1} dengan nama yang cukup panjang untuk dua baris di tabel`,
        qty: 1,
        price: 10_000,
      })),
    );
    const pdf = await renderInvoicePdf({ invoice: head, orders: [many], buyer }, { lang: "id", now, compress: false });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain(`Halaman ${pages} dari ${pages}`);
    expect(text).toContain("Barang nomor 60");
  });
});

describe("flash sale items", () => {
  const flashOrder = order("ORD-F-0004", "Toko Kilat", [
    { name: "Sepatu Lari Kilat", qty: 1, price: 79_000, flashSaleId: 7 },
    { name: "Kaos Kaki Biasa", qty: 2, price: 15_000 },
  ]);
  /** The line drawn right after the product's name, where the marker goes. */
  const lineAfter = (text: string, name: string) => {
    const lines = text.split("\n");
    return lines[lines.indexOf(name) + 1];
  };

  it("are marked Flash Sale under their name in both documents and both languages; other items are not", async () => {
    for (const lang of ["id", "en"] as const) {
      for (const pdf of [
        await renderInvoicePdf({ invoice: head, orders: [flashOrder], buyer }, { lang, now, compress: false }),
        await renderOrderPdf({ invoice: head, order: flashOrder, buyer }, { lang, now, compress: false }),
      ]) {
        const text = pdfText(pdf);
        expect(lineAfter(text, "Sepatu Lari Kilat")).toBe("Flash Sale");
        expect(lineAfter(text, "Kaos Kaki Biasa")).not.toBe("Flash Sale");
        expect(text.split("\n").filter((line) => line === "Flash Sale")).toHaveLength(1);
      }
    }
  });
});

describe("order PDF", () => {
  it("shows one order with its invoice, not the other orders", async () => {
    const pdf = await renderOrderPdf({ invoice: head, order: second, buyer }, { lang: "id", now, compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("PESANAN");
    expect(text).toContain("ORD-B-0002");
    expect(text).toContain("INV-20261120-TEST01");
    expect(text).toContain("Kopi Gayo Aceh");
    expect(text).toContain("Total belanja");
    expect(text).not.toContain("ORD-A-0001");
    expect(text).not.toContain("Kemeja Batik");
  });
});
