import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BANDUNG_HOME } from "../../tests/support/order-address.ts";
import { pdfPageCount, pdfText } from "../shared/pdf-text.testing.ts";
import { renderPackingList, renderShippingLabels, type LabelParcel, type PackingOrder } from "./shipping-label-pdf.ts";

const now = new Date("2026-11-27T03:00:00Z");

const parcel: LabelParcel = {
  order_code: "ORD-20261127-LBL001",
  airway_bill: "PSRK7M2QX9ZT4HB",
  courier_name: "Pasar Kurir",
  service_name: "Reguler",
  sender: { name: "Toko Batik Pekalongan", phone: "081234567890", city: "Kota Pekalongan" },
  recipient: BANDUNG_HOME,
  weight_grams: 1250,
  quantity: 3,
  lines: 2,
};

// ---- reading the barcode back: the PDF's image, its pixels, its bars, Code128 ------------------------------

/** The images a PDF (written uncompressed, pdfkit still deflates images) draws, as RGB pixels. */
function pdfImages(pdf: Buffer): { width: number; height: number; rgb: Buffer }[] {
  const raw = pdf.toString("latin1");
  const images = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1] ?? "";
    if (!/\/Subtype \/Image/.test(dict) || !/\/ColorSpace \/DeviceRGB/.test(dict)) continue;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + length);
    images.push({
      width: Number(/\/Width (\d+)/.exec(dict)?.[1]),
      height: Number(/\/Height (\d+)/.exec(dict)?.[1]),
      rgb: inflateSync(body),
    });
  }
  return images;
}

// Code128's bar/space widths per symbol value (0–105), and the stop pattern.
const PATTERNS = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 " +
  "113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 " +
  "212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 " +
  "113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 " +
  "314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 " +
  "241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 " +
  "214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 " +
  "211232"
).split(" ");
const STOP = "2331112";

/** The text of a Code128 symbol from one row of its pixels (dark bars), its check symbol verified. */
function decodeCode128Row(dark: boolean[]): string {
  const first = dark.indexOf(true);
  const last = dark.lastIndexOf(true);
  const runs: number[] = [];
  let run = 1;
  for (let x = first + 1; x <= last; x += 1) {
    if (dark[x] === dark[x - 1]) run += 1;
    else {
      runs.push(run);
      run = 1;
    }
  }
  runs.push(run);
  const module = runs.slice(0, 6).reduce((sum, width) => sum + width, 0) / 11;
  const widths = runs.map((width) => String(Math.round(width / module))).join("");
  expect(widths.endsWith(STOP)).toBe(true);
  const values: number[] = [];
  for (let index = 0; index < widths.length - STOP.length; index += 6) {
    const value = PATTERNS.indexOf(widths.slice(index, index + 6));
    expect(value).toBeGreaterThanOrEqual(0);
    values.push(value);
  }
  const check = values.pop()!;
  expect(values.slice(1).reduce((sum, value, index) => sum + value * (index + 1), values[0]!) % 103).toBe(check);
  let set = values[0] === 103 ? "A" : values[0] === 104 ? "B" : "C";
  let text = "";
  for (const value of values.slice(1)) {
    if (set === "C") {
      if (value < 100) text += String(value).padStart(2, "0");
      else set = value === 100 ? "B" : "A";
    } else if (value === 99) set = "C";
    else if (value === 100 && set === "A") set = "B";
    else if (value === 101 && set === "B") set = "A";
    else if (value < 96) text += String.fromCharCode(set === "B" || value < 64 ? 32 + value : value - 64);
  }
  return text;
}

/** What the barcode image says, read along its middle row. */
function barcodeText(image: { width: number; height: number; rgb: Buffer }): string {
  const row = Math.floor(image.height / 2);
  const dark = Array.from({ length: image.width }, (_, x) => image.rgb[(row * image.width + x) * 3]! < 128);
  return decodeCode128Row(dark);
}

// ---- the tests ------------------------------------------------------------------------------------------------

describe("shipping label", () => {
  it("is one 4×6 in page saying courier, airway bill, order, recipient, sender, weight, count, date and Non-COD", async () => {
    const pdf = await renderShippingLabels([parcel], { lang: "id", now, compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const text = pdfText(pdf);
    for (const expected of [
      "Pasar Kurir Reguler",
      "No. resi: PSRK7M2QX9ZT4HB",
      "NON-COD",
      "No. pesanan: ORD-20261127-LBL001",
      "PENERIMA",
      BANDUNG_HOME.behalf_name,
      BANDUNG_HOME.behalf_phone,
      "Jl. Merdeka No. 10",
      "Gegerkalong, Sukasari",
      "Kota Bandung, Jawa Barat",
      "Kode pos: 40111",
      "PENGIRIM",
      "Toko Batik Pekalongan",
      "081234567890 · Kota Pekalongan",
      "1,25 kg",
      "3 pcs (2 produk)",
      "27 Nov 2026",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("carries the airway bill and the order code as Code128 barcodes that read back to them", async () => {
    const pdf = await renderShippingLabels([parcel], { lang: "id", now, compress: false });
    const images = pdfImages(pdf);
    expect(images).toHaveLength(2);
    expect(images.map(barcodeText).sort()).toEqual(["ORD-20261127-LBL001", "PSRK7M2QX9ZT4HB"]);
  });

  it("names the dropshipper as sender when the buyer set one, and speaks English when asked", async () => {
    const pdf = await renderShippingLabels(
      [{ ...parcel, sender: { name: "Berkah Dropship", phone: "0227654321", city: null } }],
      { lang: "en", now, compress: false },
    );
    const text = pdfText(pdf);
    expect(text).toContain("FROM");
    expect(text).toContain("Berkah Dropship");
    expect(text).toContain("0227654321");
    expect(text).not.toContain("Toko Batik Pekalongan");
    expect(text).toContain("Airway bill: PSRK7M2QX9ZT4HB");
    expect(text).toContain("3 pcs (2 products)");
    expect(text).toContain("1.25 kg");
  });

  it("prints many parcels one per page, each with its own barcode", async () => {
    const parcels = ["PSRAAAA2222BBBB", "PSRCCCC3333DDDD", "PSREEEE4444FFFF"].map((airway_bill, index) => ({
      ...parcel,
      airway_bill,
      order_code: `ORD-20261127-LBL00${index + 2}`,
    }));
    const pdf = await renderShippingLabels(parcels, { lang: "id", now, compress: false });
    expect(pdfPageCount(pdf)).toBe(3);
    expect([...pdf.toString("latin1").matchAll(/\/MediaBox \[0 0 288 432\]/g)]).toHaveLength(3);
    const codes = pdfImages(pdf).map(barcodeText);
    // pdfkit writes the images after the pages, in no page order.
    expect(codes.filter((code) => code.startsWith("PSR")).sort()).toEqual(parcels.map((one) => one.airway_bill));
  });

  it("keeps a very long address inside the label", async () => {
    const long = { ...BANDUNG_HOME, address: "Jalan yang sangat panjang sekali ".repeat(20) };
    const pdf = await renderShippingLabels([{ ...parcel, recipient: long }], { lang: "id", now, compress: false });
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain("Kode pos: 40111");
  });
});

describe("packing list", () => {
  const order: PackingOrder = {
    order_code: "ORD-20261127-LBL001",
    created_at: new Date("2026-11-26T10:00:00Z"),
    buyer_name: "Budi Santoso",
    courier_name: "Pasar Kurir",
    service_name: "Reguler",
    airway_bill: null,
    dropship: { name: "Berkah Dropship", phone: "0227654321" },
    lines: [
      { product_name: "Kemeja Batik Tulis", attribute: "XL / Biru", sku: "BTK-XL-01", qty: 2, note: "Bungkus kado" },
      { product_name: "Selendang Sutra", attribute: "", sku: null, qty: 1, note: "" },
    ],
  };

  it("lists each order's code, buyer, items with variant, SKU, quantity and note, in Indonesian", async () => {
    const pdf = await renderPackingList([order], { lang: "id", now, compress: false });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(pdf);
    for (const expected of [
      "DAFTAR KEMASAN",
      "No. pesanan: ORD-20261127-LBL001",
      "Pembeli: Budi Santoso",
      "Kurir: Pasar Kurir Reguler",
      "Dikirim atas nama: Berkah Dropship (0227654321)",
      "Kemeja Batik Tulis",
      "Varian: XL / Biru",
      "Catatan: Bungkus kado",
      "BTK-XL-01",
      "Selendang Sutra",
      "Total 3 barang",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("speaks English and runs onto more pages for many orders", async () => {
    const orders = Array.from({ length: 12 }, (_, index) => ({
      ...order,
      order_code: `ORD-20261127-PK${String(index).padStart(4, "0")}`,
      airway_bill: "PSRK7M2QX9ZT4HB",
    }));
    const pdf = await renderPackingList(orders, { lang: "en", now, compress: false });
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain("PACKING LIST");
    expect(text).toContain("Order no.: ORD-20261127-PK0011");
    expect(text).toContain("Airway bill: PSRK7M2QX9ZT4HB");
    expect(text).toContain("3 items in total");
  });
});
