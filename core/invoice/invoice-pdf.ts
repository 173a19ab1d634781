import { translator, type Lang, type Translate } from "../../i18n/index.ts";
import { formatRupiah } from "../shared/money.ts";
import { pdfSafeText, renderPdf } from "../shared/pdf.ts";
import { arrivalEstimate, formatInvoiceDate, orderSummaryRows } from "./invoice-format.view.ts";
import { orderStatusKey, paymentStatusKey } from "./invoice-status.view.ts";
import type { InvoiceOrderDto } from "./invoice.dto.ts";

/** What both documents say about the invoice. */
export interface PdfInvoiceHead {
  invoice_code: string;
  status_payment: string;
  created_at: string;
  expire_date: string;
  paid_at: string | null;
  total_tagihan: number;
  wallet_used: number;
  charge_to_gateway: number;
}

export interface PdfBuyer {
  fullname: string | null;
  email: string;
  phone: string | null;
}

export type PdfOrder = Omit<InvoiceOrderDto, "download_url">;

export interface PdfOptions {
  lang: Lang;
  /** When the document is made (the injectable clock's now). */
  now: Date;
  /** Off only in tests, to read the text back. */
  compress?: boolean;
}

const ACCENT = "#f90717";
const INK = "#0f172a";
const MUTED = "#64748b";
const RULE = "#e2e8f0";
const MARGIN = 40;
const FOOTER_SPACE = 36;

type Doc = PDFKit.PDFDocument;

class Writer {
  readonly doc: Doc;
  readonly t: Translate;
  readonly lang: Lang;
  readonly width: number;

  constructor(doc: Doc, lang: Lang) {
    this.doc = doc;
    this.lang = lang;
    this.t = translator(lang);
    this.width = doc.page.width - MARGIN * 2;
  }

  /** Starts a new page when `height` points would not fit above the footer. */
  ensure(height: number) {
    if (this.doc.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) this.doc.addPage();
  }

  text(
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {},
  ) {
    const { size = 9, bold = false, color = INK, ...rest } = options;
    this.doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .fillColor(color)
      .text(pdfSafeText(value), x, y, rest);
  }

  heightOf(value: string, width: number, size = 9, bold = false): number {
    return this.doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .heightOfString(pdfSafeText(value), { width });
  }

  rule(y = this.doc.y, color = RULE) {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }

  header(title: string, code: string) {
    const top = MARGIN;
    this.text("Pasar", MARGIN, top, { size: 24, bold: true, color: ACCENT });
    this.text(this.t("invoice.pdf.tagline"), MARGIN, top + 28, { size: 8, color: MUTED });
    this.text(title.toUpperCase(), MARGIN, top, { size: 16, bold: true, width: this.width, align: "right" });
    this.text(code, MARGIN, top + 22, { size: 10, width: this.width, align: "right", color: MUTED });
    this.rule(top + 46, ACCENT);
    this.doc.y = top + 58;
  }

  /** Label and value pairs in two columns. */
  facts(rows: [label: string, value: string][]) {
    const half = this.width / 2;
    for (let index = 0; index < rows.length; index += 2) {
      const pair = rows.slice(index, index + 2);
      const height = Math.max(...pair.map(([, value]) => this.heightOf(value, half - 10, 9, true))) + 14;
      this.ensure(height);
      const y = this.doc.y;
      pair.forEach(([label, value], column) => {
        const x = MARGIN + column * half;
        this.text(label, x, y, { size: 7.5, color: MUTED, width: half - 10 });
        this.text(value, x, y + 10, { size: 9, bold: true, width: half - 10 });
      });
      this.doc.y = y + height;
    }
  }

  heading(value: string) {
    this.ensure(40);
    this.doc.y += 6;
    this.text(value, MARGIN, this.doc.y, { size: 11, bold: true, width: this.width });
    this.doc.y += 4;
  }

  paragraph(lines: string[]) {
    const body = lines.filter(Boolean).join("\n");
    this.ensure(this.heightOf(body, this.width) + 6);
    this.text(body, MARGIN, this.doc.y, { width: this.width, lineGap: 1 });
    this.doc.y += 4;
  }

  items(order: PdfOrder) {
    const t = this.t;
    const cols = { name: MARGIN, qty: MARGIN + 270, price: MARGIN + 315, total: MARGIN + 415 };
    const widths = { name: 260, qty: 40, price: 95, total: this.width - 415 };
    const headRow = () => {
      const y = this.doc.y;
      this.doc.rect(MARGIN, y, this.width, 16).fill("#f8fafc");
      this.text(t("invoice.product"), cols.name + 4, y + 4, {
        size: 7.5,
        bold: true,
        color: MUTED,
        width: widths.name,
      });
      this.text(t("invoice.qty"), cols.qty, y + 4, {
        size: 7.5,
        bold: true,
        color: MUTED,
        width: widths.qty,
        align: "right",
      });
      this.text(t("invoice.unit_price"), cols.price, y + 4, {
        size: 7.5,
        bold: true,
        color: MUTED,
        width: widths.price,
        align: "right",
      });
      this.text(t("invoice.line_total"), cols.total, y + 4, {
        size: 7.5,
        bold: true,
        color: MUTED,
        width: widths.total - 4,
        align: "right",
      });
      this.doc.y = y + 20;
    };
    this.ensure(40);
    headRow();
    for (const item of order.orderitem) {
      const details = [
        item.attribute ? `${t("invoice.variant")}: ${item.attribute}` : "",
        item.note ? `${t("invoice.note")}: ${item.note}` : "",
      ]
        .filter(Boolean)
        .join(" · ");
      // Bought at a flash price (decision 0014): publish_price is that price, so the line says why it is low.
      const flash = item.flash_sale_id !== null ? t("invoice.flash_sale") : "";
      const struck = item.base_price > item.publish_price;
      const nameHeight =
        this.heightOf(item.product_name, widths.name - 4, 9, true) +
        (flash ? this.heightOf(flash, widths.name - 4, 7.5, true) : 0) +
        (details ? this.heightOf(details, widths.name - 4, 7.5) : 0);
      const height = Math.max(nameHeight, struck ? 20 : 0) + 8;
      if (this.doc.y + height > this.doc.page.height - MARGIN - FOOTER_SPACE) {
        this.doc.addPage();
        headRow();
      }
      const y = this.doc.y;
      this.text(item.product_name, cols.name + 4, y, { size: 9, bold: true, width: widths.name - 4 });
      if (flash)
        this.text(flash, cols.name + 4, this.doc.y, { size: 7.5, bold: true, color: ACCENT, width: widths.name - 4 });
      if (details) this.text(details, cols.name + 4, this.doc.y, { size: 7.5, color: MUTED, width: widths.name - 4 });
      this.text(String(item.qty), cols.qty, y, { width: widths.qty, align: "right" });
      this.text(formatRupiah(item.publish_price), cols.price, y, { width: widths.price, align: "right" });
      if (struck)
        this.text(formatRupiah(item.base_price), cols.price, y + 11, {
          size: 7,
          color: MUTED,
          width: widths.price,
          align: "right",
          strike: true,
        });
      this.text(formatRupiah(item.total_publish_price), cols.total, y, {
        width: widths.total - 4,
        align: "right",
        bold: true,
      });
      this.doc.y = y + height;
      this.rule(this.doc.y - 3);
    }
  }

  /** Right-hand summary lines; the last one may be emphasised. */
  summary(rows: { label: string; value: string; strong?: boolean }[]) {
    const labelX = MARGIN + this.width - 300;
    for (const row of rows) {
      const size = row.strong ? 11 : 9;
      this.ensure(size + 8);
      const y = this.doc.y;
      if (row.strong) this.rule(y - 2);
      this.text(row.label, labelX, y + (row.strong ? 3 : 0), {
        size,
        bold: row.strong ?? false,
        width: 180,
        color: row.strong ? INK : MUTED,
      });
      this.text(row.value, labelX + 180, y + (row.strong ? 3 : 0), {
        size,
        bold: row.strong ?? false,
        width: 120,
        align: "right",
        color: row.strong ? ACCENT : INK,
      });
      this.doc.y = y + size + (row.strong ? 10 : 5);
    }
  }

  /** `leading` facts go first in the same grid (the order PDF puts the invoice's there). */
  order(order: PdfOrder, showHeading: boolean, leading: [string, string][] = []) {
    const t = this.t;
    const lang = this.lang;
    if (showHeading) {
      this.ensure(120);
      this.doc.y += 8;
      const y = this.doc.y;
      this.doc.rect(MARGIN, y, this.width, 22).fill("#fff1f2");
      this.text(`${t("invoice.order_code")} ${order.order_code}`, MARGIN + 8, y + 6, {
        size: 10,
        bold: true,
        width: this.width / 2,
      });
      this.text(order.merchant.merchant_name, MARGIN + this.width / 2, y + 6, {
        size: 10,
        bold: true,
        width: this.width / 2 - 8,
        align: "right",
      });
      this.doc.y = y + 30;
    }
    this.facts([
      ...leading,
      [t("invoice.store"), `${order.merchant.merchant_name} (${order.merchant.city.name})`],
      [t("invoice.order_status_label"), t(orderStatusKey(order.status_order))],
      [t("invoice.order_date"), formatInvoiceDate(order.created_at, lang)],
      ...(order.user_npwp || order.merchant_npwp
        ? ([
            [t("invoice.npwp_buyer"), order.user_npwp ?? "-"],
            [t("invoice.npwp_store"), order.merchant_npwp ?? "-"],
          ] as [string, string][])
        : []),
    ]);
    const a = order.address;
    this.heading(t("invoice.shipping_address"));
    this.paragraph([
      `${a.behalf_name} (${a.behalf_phone})${a.label ? ` - ${a.label}` : ""}`,
      a.address,
      [a.village.name, a.district.name, a.city.name, a.province.name, a.zipcode].filter(Boolean).join(", "),
      order.dropship ? `${t("invoice.dropship")}: ${order.dropship.name} (${order.dropship.phone})` : "",
    ]);
    this.heading(t("invoice.items"));
    this.items(order);
    const shipping = order.ordershipping.price.response_manifest;
    this.heading(t("invoice.shipping"));
    this.paragraph([
      `${shipping.logistic.name} ${shipping.rate.name} (${shipping.rate.type}) - ${formatRupiah(shipping.final_price)}`,
      `${t("invoice.estimate")}: ${arrivalEstimate(order.created_at, shipping.min_day, shipping.max_day, lang)}`,
    ]);
    if (order.orderpromo.length > 0) {
      this.heading(t("invoice.promos"));
      this.paragraph(
        order.orderpromo.map((promo) => `${promo.promo.promo_name}: -${formatRupiah(promo.redemed_value)}`),
      );
    }
    this.doc.y += 4;
    this.summary(orderSummaryRows(order, t, lang));
  }

  footers(now: Date) {
    const range = this.doc.bufferedPageRange();
    const t = this.t;
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      // Writing inside the bottom margin would otherwise make pdfkit open yet another page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 14;
      this.rule(y - 6);
      this.text(t("invoice.pdf.generated", { date: formatInvoiceDate(now, this.lang) }), MARGIN, y, {
        size: 7,
        color: MUTED,
        width: this.width - 90,
      });
      this.text(t("invoice.pdf.page", { page: index + 1, pages: range.count }), MARGIN + this.width - 90, y, {
        size: 7,
        color: MUTED,
        width: 90,
        align: "right",
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

function headFacts(w: Writer, head: PdfInvoiceHead, buyer: PdfBuyer): [string, string][] {
  const t = w.t;
  return [
    [t("invoice.code"), head.invoice_code],
    [t("invoice.date"), formatInvoiceDate(head.created_at, w.lang)],
    [
      t("invoice.buyer"),
      [buyer.fullname || buyer.email, buyer.fullname ? buyer.email : ""].filter(Boolean).join(" - "),
    ],
    [t("invoice.payment_status_label"), t(paymentStatusKey(head.status_payment))],
    head.paid_at
      ? [t("invoice.paid_at"), formatInvoiceDate(head.paid_at, w.lang)]
      : [
          t("invoice.payment_deadline"),
          head.status_payment === "pending" ? formatInvoiceDate(head.expire_date, w.lang) : "-",
        ],
  ];
}

function render(title: string, options: PdfOptions, draw: (writer: Writer) => void): Promise<Buffer> {
  return renderPdf({ ...options, title, size: "A4", margin: MARGIN }, (doc) => {
    const writer = new Writer(doc, options.lang);
    draw(writer);
    writer.footers(options.now);
  });
}

/** The invoice with every store's order, made out to the buyer. */
export function renderInvoicePdf(
  input: { invoice: PdfInvoiceHead; orders: PdfOrder[]; buyer: PdfBuyer },
  options: PdfOptions,
): Promise<Buffer> {
  const t = translator(options.lang);
  const { invoice, orders, buyer } = input;
  return render(`${t("invoice.title")} ${invoice.invoice_code}`, options, (w) => {
    w.header(t("invoice.title"), invoice.invoice_code);
    w.facts(headFacts(w, invoice, buyer));
    for (const order of orders) w.order(order, true);
    w.doc.y += 10;
    w.heading(t("invoice.payment_summary"));
    w.summary([
      { label: t("invoice.wallet_used"), value: formatRupiah(invoice.wallet_used) },
      { label: t("invoice.charge_to_gateway"), value: formatRupiah(invoice.charge_to_gateway) },
      { label: t("invoice.total_bill"), value: formatRupiah(invoice.total_tagihan), strong: true },
    ]);
  });
}

/** One store's order, with a reference to the invoice it was paid with. */
export function renderOrderPdf(
  input: { invoice: PdfInvoiceHead; order: PdfOrder; buyer: PdfBuyer },
  options: PdfOptions,
): Promise<Buffer> {
  const t = translator(options.lang);
  const { invoice, order, buyer } = input;
  return render(`${t("invoice.order_title")} ${order.order_code}`, options, (w) => {
    w.header(t("invoice.order_title"), order.order_code);
    w.order(order, false, headFacts(w, invoice, buyer));
  });
}
