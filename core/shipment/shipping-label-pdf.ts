import bwipjs from "bwip-js/node";
import { translator, type Lang, type Translate } from "../../i18n/index.ts";
import { formatDocumentDay, formatInvoiceDate } from "../invoice/index.ts";
import { pdfSafeText, renderPdf } from "../shared/pdf.ts";

/** A 4×6 inch thermal label, the size couriers and label printers take (decision 0037). */
export const LABEL_SIZE: [number, number] = [288, 432];
const LABEL_MARGIN = 12;
const PACKING_MARGIN = 40;

const INK = "#000000";
const MUTED = "#404040";

/** Whoever the parcel goes to, as the order keeps the address it was bought for. */
export interface LabelAddress {
  behalf_name: string;
  behalf_phone: string;
  address: string;
  zipcode: string;
  village: { name: string };
  district: { name: string };
  city: { name: string };
  province: { name: string };
}

/** One parcel's label: what the courier, the sorting centre and the recipient read off it. */
export interface LabelParcel {
  order_code: string;
  airway_bill: string;
  courier_name: string;
  service_name: string;
  /** The store, or the buyer's dropshipper (spec §3): the name the recipient sees as sender. */
  sender: { name: string; phone: string | null; city: string | null };
  recipient: LabelAddress;
  weight_grams: number;
  /** Units in the parcel (the lines' quantities summed). */
  quantity: number;
  /** Product lines in the parcel. */
  lines: number;
}

/** One line of a packing list. */
export interface PackingLine {
  product_name: string;
  attribute: string;
  sku: string | null;
  qty: number;
  note: string;
}

/** One order as the store packs it. */
export interface PackingOrder {
  order_code: string;
  created_at: Date;
  buyer_name: string;
  courier_name: string;
  service_name: string;
  airway_bill: string | null;
  dropship: { name: string; phone: string } | null;
  lines: PackingLine[];
}

export interface ShippingPdfOptions {
  lang: Lang;
  /** When the document is made (the injectable clock's now). */
  now: Date;
  /** Off only in tests, to read the text back. */
  compress?: boolean;
}

/**
 * A Code128 barcode of `text` as a PNG (black bars, no human-readable line: the label writes the text itself,
 * larger). Code128 is what Indonesian couriers' scanners read on airway bills.
 */
export function code128Png(text: string, height: number): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "code128", text, scale: 3, height, includetext: false, backgroundcolor: "FFFFFF" });
}

type Doc = PDFKit.PDFDocument;

interface TextOptions extends PDFKit.Mixins.TextOptions {
  size?: number;
  bold?: boolean;
  color?: string;
}

function write(doc: Doc, value: string, x: number, y: number, options: TextOptions = {}) {
  const { size = 8, bold = false, color = INK, ...rest } = options;
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .fillColor(color)
    .text(pdfSafeText(value), x, y, rest);
}

function rule(doc: Doc, y: number, from: number, to: number, width = 0.8) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(INK).stroke();
}

function weightText(grams: number, lang: Lang): string {
  const kg = Math.max(grams, 1) / 1000;
  return `${kg.toLocaleString(lang === "id" ? "id-ID" : "en-GB", { maximumFractionDigits: 2 })} kg`;
}

/** The place lines of an address: street, then village to province, then the postal code on its own. */
function addressLines(address: LabelAddress): string[] {
  return [
    address.address,
    [address.village.name, address.district.name].filter(Boolean).join(", "),
    [address.city.name, address.province.name].filter(Boolean).join(", "),
  ].filter(Boolean);
}

function drawLabel(
  doc: Doc,
  t: Translate,
  lang: Lang,
  now: Date,
  parcel: LabelParcel,
  bars: { airwayBill: Buffer; orderCode: Buffer },
) {
  const [width, height] = LABEL_SIZE;
  const left = LABEL_MARGIN;
  const right = width - LABEL_MARGIN;
  const inner = right - left;
  doc
    .rect(left - 4, LABEL_MARGIN - 4, inner + 8, height - 2 * LABEL_MARGIN + 8)
    .lineWidth(1.2)
    .strokeColor(INK)
    .stroke();

  // Courier and service: what the sorting centre looks for first.
  write(doc, "Pasar", left, LABEL_MARGIN + 2, { size: 14, bold: true });
  write(doc, `${parcel.courier_name} ${parcel.service_name}`, left + 60, LABEL_MARGIN + 2, {
    size: 14,
    bold: true,
    width: inner - 60,
    align: "right",
    lineBreak: false,
    ellipsis: true,
  });
  rule(doc, LABEL_MARGIN + 22, left, right, 1.2);

  // The airway bill: the barcode the courier scans, and its number for a person.
  let y = LABEL_MARGIN + 28;
  doc.image(bars.airwayBill, left + 4, y, { fit: [inner - 8, 58], align: "center" });
  y += 61;
  write(doc, `${t("order.print.airway_bill")}: ${parcel.airway_bill}`, left, y, {
    size: 10,
    bold: true,
    width: inner,
    align: "center",
  });
  y += 15;
  rule(doc, y, left, right);

  // Non-COD, the order's code (as a small barcode too, for the store's own scanner) and the date.
  y += 5;
  doc.rect(left, y, 74, 30).fill(INK);
  write(doc, t("order.print.non_cod"), left, y + 10, {
    size: 11,
    bold: true,
    color: "#ffffff",
    width: 74,
    align: "center",
  });
  doc.image(bars.orderCode, left + 82, y, { fit: [inner - 82, 20] });
  write(doc, `${t("order.print.order_code")}: ${parcel.order_code}`, left + 82, y + 22, { size: 7, width: inner - 82 });
  y += 36;
  rule(doc, y, left, right);

  // The recipient, largest: the courier delivers by it.
  y += 5;
  write(doc, t("order.print.recipient"), left, y, { size: 7, bold: true, color: MUTED });
  y += 9;
  const recipient = parcel.recipient;
  write(doc, recipient.behalf_name, left, y, { size: 11, bold: true, width: inner, lineBreak: false, ellipsis: true });
  y += 14;
  write(doc, recipient.behalf_phone, left, y, { size: 9, width: inner });
  y += 12;
  const place = addressLines(recipient).join("\n");
  write(doc, place, left, y, { size: 8.5, width: inner, height: 62, ellipsis: true, lineGap: 0.5 });
  y += 64;
  write(doc, `${t("order.print.postal_code")}: ${recipient.zipcode}`, left, y, { size: 10, bold: true, width: inner });
  y += 16;
  rule(doc, y, left, right);

  // The sender: the store, or the dropshipper the buyer named.
  y += 5;
  write(doc, t("order.print.sender"), left, y, { size: 7, bold: true, color: MUTED });
  y += 9;
  const sender = parcel.sender;
  write(doc, sender.name, left, y, { size: 9.5, bold: true, width: inner, lineBreak: false, ellipsis: true });
  y += 12;
  write(doc, [sender.phone, sender.city].filter(Boolean).join(" · ") || "-", left, y, {
    size: 8.5,
    width: inner,
    lineBreak: false,
    ellipsis: true,
  });
  y += 14;
  rule(doc, y, left, right);

  // What is in the parcel and when it was handed over.
  y += 5;
  const third = inner / 3;
  const facts: [string, string][] = [
    [t("order.print.weight"), weightText(parcel.weight_grams, lang)],
    [t("order.print.quantity"), t("order.print.quantity_value", { quantity: parcel.quantity, count: parcel.lines })],
    [t("order.print.date"), formatDocumentDay(now, lang)],
  ];
  facts.forEach(([label, value], index) => {
    write(doc, label, left + index * third, y, { size: 7, bold: true, color: MUTED, width: third - 4 });
    write(doc, value, left + index * third, y + 9, { size: 9, bold: true, width: third - 4 });
  });
  write(doc, t("order.print.label_footer"), left, height - LABEL_MARGIN - 12, {
    size: 6.5,
    color: MUTED,
    width: inner,
    align: "center",
    lineBreak: false,
  });
}

/** Shipping labels, one 4×6 in page per parcel, in the order given. */
export async function renderShippingLabels(parcels: LabelParcel[], options: ShippingPdfOptions): Promise<Buffer> {
  const t = translator(options.lang);
  // The barcodes are drawn first: bwip-js answers asynchronously, pdfkit draws synchronously.
  const bars = await Promise.all(
    parcels.map(async (parcel) => ({
      airwayBill: await code128Png(parcel.airway_bill, 16),
      orderCode: await code128Png(parcel.order_code, 6),
    })),
  );
  const title =
    parcels.length === 1 ? `${t("order.print.label_title")} ${parcels[0]!.order_code}` : t("order.print.label_title");
  return renderPdf({ ...options, title, size: LABEL_SIZE, margin: 0 }, (doc) => {
    parcels.forEach((parcel, index) => {
      if (index > 0) doc.addPage({ size: LABEL_SIZE, margin: 0 });
      drawLabel(doc, t, options.lang, options.now, parcel, bars[index]!);
    });
  });
}

/**
 * Packing lists on A4 (an office printer's paper, unlike the label): each order with its code, buyer, courier and
 * lines to pick (variant, SKU, quantity, the buyer's note) and a box to tick; orders follow one another.
 */
export function renderPackingList(orders: PackingOrder[], options: ShippingPdfOptions): Promise<Buffer> {
  const t = translator(options.lang);
  const title =
    orders.length === 1 ? `${t("order.print.packing_title")} ${orders[0]!.order_code}` : t("order.print.packing_title");
  return renderPdf({ ...options, title, size: "A4", margin: PACKING_MARGIN }, (doc) => {
    const left = PACKING_MARGIN;
    const width = doc.page.width - 2 * PACKING_MARGIN;
    const bottom = doc.page.height - PACKING_MARGIN;
    const cols = { check: left, name: left + 22, sku: left + 300, qty: left + width - 40 };
    const ensure = (space: number) => {
      if (doc.y + space > bottom) doc.addPage();
    };
    write(doc, "Pasar", left, PACKING_MARGIN, { size: 20, bold: true, color: "#f90717" });
    write(doc, t("order.print.packing_title").toUpperCase(), left, PACKING_MARGIN + 4, {
      size: 14,
      bold: true,
      width,
      align: "right",
    });
    write(
      doc,
      t("order.print.printed_at", { date: formatInvoiceDate(options.now, options.lang) }),
      left,
      PACKING_MARGIN + 24,
      {
        size: 8,
        color: MUTED,
        width,
        align: "right",
      },
    );
    doc.y = PACKING_MARGIN + 44;
    for (const order of orders) {
      ensure(110);
      const top = doc.y;
      rule(doc, top, left, left + width, 1.2);
      write(doc, `${t("order.print.order_code")}: ${order.order_code}`, left, top + 6, { size: 12, bold: true, width });
      const facts = [
        `${t("order.print.buyer")}: ${order.buyer_name}`,
        `${t("order.print.order_date")}: ${formatDocumentDay(order.created_at, options.lang)}`,
        `${t("order.print.courier")}: ${order.courier_name} ${order.service_name}`,
        order.airway_bill ? `${t("order.print.airway_bill")}: ${order.airway_bill}` : "",
        order.dropship ? `${t("order.print.dropship")}: ${order.dropship.name} (${order.dropship.phone})` : "",
      ].filter(Boolean);
      write(doc, facts.join("\n"), left, top + 24, { size: 9, width, lineGap: 1 });
      doc.y += 8;
      const head = () => {
        const y = doc.y;
        doc.rect(left, y, width, 16).fill("#eeeeee");
        write(doc, t("order.print.product"), cols.name, y + 4, { size: 7.5, bold: true, color: MUTED });
        write(doc, t("order.print.sku"), cols.sku, y + 4, { size: 7.5, bold: true, color: MUTED });
        write(doc, t("order.print.qty"), cols.qty, y + 4, {
          size: 7.5,
          bold: true,
          color: MUTED,
          width: 36,
          align: "right",
        });
        doc.y = y + 20;
      };
      head();
      let units = 0;
      for (const line of order.lines) {
        units += line.qty;
        const details = [
          line.attribute ? `${t("order.print.variant")}: ${line.attribute}` : "",
          line.note ? `${t("order.print.note")}: ${line.note}` : "",
        ].filter(Boolean);
        const nameWidth = cols.sku - cols.name - 8;
        const textHeight = doc
          .font("Helvetica-Bold")
          .fontSize(9)
          .heightOfString(pdfSafeText(line.product_name), { width: nameWidth });
        const detailHeight = details.length
          ? doc
              .font("Helvetica")
              .fontSize(8)
              .heightOfString(pdfSafeText(details.join("\n")), { width: nameWidth })
          : 0;
        const rowHeight = Math.max(textHeight + detailHeight, 12) + 8;
        if (doc.y + rowHeight > bottom) {
          doc.addPage();
          head();
        }
        const y = doc.y;
        doc.rect(cols.check, y, 10, 10).lineWidth(0.8).strokeColor(INK).stroke();
        write(doc, line.product_name, cols.name, y, { size: 9, bold: true, width: nameWidth });
        if (details.length)
          write(doc, details.join("\n"), cols.name, doc.y, { size: 8, color: MUTED, width: nameWidth });
        write(doc, line.sku ?? "-", cols.sku, y, { size: 9, width: cols.qty - cols.sku - 8 });
        write(doc, String(line.qty), cols.qty, y, { size: 10, bold: true, width: 36, align: "right" });
        doc.y = y + rowHeight;
        rule(doc, doc.y - 4, left, left + width, 0.4);
      }
      ensure(24);
      write(doc, t("order.print.total_units", { count: units }), left, doc.y + 2, {
        size: 9,
        bold: true,
        width,
        align: "right",
      });
      doc.y += 22;
    }
  });
}
