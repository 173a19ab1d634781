import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import {
  createDocumentTokens,
  type DocumentHolder,
  type DocumentKind,
  type DocumentTokenCheck,
} from "./document-token.ts";
import { renderInvoicePdf, renderOrderPdf, type PdfInvoiceHead, type PdfOrder } from "./invoice-pdf.ts";
import {
  toOrderItemDto,
  toOrderShippingDto,
  type InvoiceDetailDto,
  type InvoiceOrderDto,
  type OrderStatus,
  type PaymentStatus,
} from "./invoice.dto.ts";
import { documentCode } from "./invoice.inputs.ts";
import type { InvoiceOrderReads, InvoiceOrderRow as OrderRow, OrderItemRow, OrderPromoRow } from "../order/index.ts";
import { createInvoiceRepository, type InvoiceRow } from "./invoice.repository.ts";

export interface InvoiceServiceDeps {
  db: Database;
  clock: Clock;
  /** The app's JWT secret; document tokens are signed with a key derived from it. */
  jwtSecret: Uint8Array;
  documentTokenTtlMs?: number;
  /** Whether a session is still signed in: a download link ends with the session it was made in. */
  sessions: { isLive(sessionId: string): Promise<boolean> };
  /** Where a document is downloaded: the edge serves the downloads, so it says where. */
  documentUrl: DocumentUrl;
  /** The invoice's orders, from core/order (which depends on this domain, so it is passed in). */
  orders: InvoiceOrderReads;
}

/** The address that downloads one document with its token, in the language the link was made in. */
export type DocumentUrl = (document: { kind: DocumentKind; code: string; token: string; lang: Lang }) => string;

/** A PDF ready to send. */
export interface PdfDocumentDto {
  filename: string;
  content: Buffer;
}

const TOKEN_ERROR_KEYS: Record<Exclude<DocumentTokenCheck, { ok: true }>["reason"] | "session_ended", string> = {
  missing: "invoice.download.token_missing",
  invalid: "invoice.download.token_invalid",
  expired: "invoice.download.token_expired",
  other_document: "invoice.download.token_other_document",
  session_ended: "invoice.download.session_ended",
};

function basisPointsToPercent(value: number): number {
  return value / 100;
}

/** A code as it came; one that could never exist is simply not found. */
function codeOrNull(raw: unknown): string | null {
  const parsed = documentCode.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function safeFilename(prefix: string, code: string): string {
  return `${prefix}-${code.replace(/[^A-Za-z0-9._-]+/g, "_")}.pdf`;
}

/** An order's store as the invoice and the order list show it (each adds where the store is). */
export function orderStore(
  row: Pick<OrderRow, "merchant_id" | "merchant_name" | "merchant_slug" | "merchant_storetype">,
) {
  return {
    id: row.merchant_id,
    merchant_name: row.merchant_name,
    merchant_slug: row.merchant_slug,
    storetype: row.merchant_storetype,
  };
}

function toOrder(row: OrderRow, items: OrderItemRow[], promos: OrderPromoRow[], lang: Lang): PdfOrder {
  const shipping = row.shipping;
  return {
    id: row.id,
    order_code: row.order_code,
    status_order: row.status_order as OrderStatus,
    user_npwp: row.user_npwp,
    merchant_npwp: row.merchant_npwp,
    created_at: row.created_at.toISOString(),
    merchant: {
      ...orderStore(row),
      is_pkp: row.merchant_is_pkp ? "pkp" : "non-pkp",
      city: { name: row.merchant_city },
      province: { name: row.merchant_province },
    },
    address: row.address,
    dropship: row.dropship_name && row.dropship_phone ? { name: row.dropship_name, phone: row.dropship_phone } : null,
    ordershipping: toOrderShippingDto(shipping),
    orderitem: items.map(toOrderItemDto),
    orderpromo: promos.map((promo) => ({
      promo: {
        id: promo.promo_id,
        promo_name: lang === "en" && promo.promo_name_en ? promo.promo_name_en : promo.promo_name,
      },
      redemed_value: promo.redeemed_value,
    })),
    total_publish_price: row.total_publish_price,
    total_shipping: row.total_shipping,
    total_discount_shipping: row.total_discount_shipping,
    setting_ppn: basisPointsToPercent(row.setting_ppn),
    total_ppn: row.total_ppn,
    setting_pph: basisPointsToPercent(row.setting_pph),
    total_pph: row.total_pph,
    total_tax: row.total_tax,
    total_discount_merchant: row.total_discount_merchant,
    total_discount_platform: row.total_discount_platform,
    grand_total: row.grand_total,
  };
}

function toHead(row: InvoiceRow): PdfInvoiceHead {
  return {
    invoice_code: row.invoice_code,
    status_payment: row.status_payment,
    created_at: row.created_at.toISOString(),
    expire_date: row.expire_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    total_tagihan: row.total_tagihan,
    wallet_used: row.wallet_used,
    charge_to_gateway: row.charge_to_gateway,
  };
}

async function loadOrders(repository: InvoiceOrderReads, rows: OrderRow[], lang: Lang): Promise<PdfOrder[]> {
  const ids = rows.map((row) => row.id);
  const [items, promos] = await Promise.all([repository.itemsOfOrders(ids), repository.promosOfOrders(ids)]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      promos.filter((promo) => promo.order_id === row.id),
      lang,
    ),
  );
}

export function createInvoiceService({
  db,
  clock,
  jwtSecret,
  documentTokenTtlMs,
  sessions,
  documentUrl,
  orders: orderReads,
}: InvoiceServiceDeps) {
  const repository = createInvoiceRepository(db);
  const tokens = createDocumentTokens({
    jwtSecret,
    clock,
    ...(documentTokenTtlMs ? { ttlMs: documentTokenTtlMs } : {}),
  });

  /** The user the token names, if it names exactly this document and is still valid; 403 otherwise. */
  async function authorise(kind: DocumentKind, code: string | null, token: string | undefined): Promise<number> {
    const check = await tokens.verifyDocumentToken(token, kind, code ?? "");
    if (!check.ok) throw new AppError("FORBIDDEN", TOKEN_ERROR_KEYS[check.reason]);
    if (!(await sessions.isLive(check.sessionId))) throw new AppError("FORBIDDEN", TOKEN_ERROR_KEYS.session_ended);
    return check.userId;
  }

  /** A link that downloads one of the holder's documents, with a fresh token in it. */
  async function downloadUrl(holder: DocumentHolder, kind: DocumentKind, code: string, lang: Lang): Promise<string> {
    return documentUrl({ kind, code, token: await tokens.issueDocumentToken(holder, kind, code), lang });
  }

  async function buyerOf(userId: number) {
    return (await repository.buyer(userId)) ?? { fullname: null, email: "", phone: null };
  }

  return {
    /**
     * Spec §3 Invoice with its orders, for its owner only: another shopper's code answers NOT_FOUND, the
     * same as a code that does not exist. Download links carry fresh document tokens.
     */
    async detail(holder: DocumentHolder, rawCode: unknown, lang: Lang): Promise<InvoiceDetailDto> {
      const { userId } = holder;
      const code = codeOrNull(rawCode);
      const row = code ? await repository.invoiceOfUser(userId, code) : null;
      if (!row) throw new AppError("NOT_FOUND", "invoice.not_found");
      const orders = await loadOrders(orderReads, await orderReads.ordersOfInvoice(row.id), lang);
      const pending = row.status_payment === "pending";
      const orderlist: InvoiceOrderDto[] = await Promise.all(
        orders.map(async (order) => ({
          ...order,
          download_url: await downloadUrl(holder, "order", order.order_code, lang),
        })),
      );
      return {
        invoice_code: row.invoice_code,
        total_tagihan: row.total_tagihan,
        status_payment: row.status_payment as PaymentStatus,
        expire_date: row.expire_at.toISOString(),
        // Only good for paying: not handed out once there is nothing left to pay.
        midtrans_token: pending ? row.gateway_token : null,
        gateway: row.gateway,
        gateway_redirect_url: pending ? row.gateway_redirect_url : null,
        wallet_used: row.wallet_used,
        charge_to_gateway: row.charge_to_gateway,
        created_at: row.created_at.toISOString(),
        paid_at: row.paid_at?.toISOString() ?? null,
        server_time: clock.now().toISOString(),
        download_url: await downloadUrl(holder, "invoice", row.invoice_code, lang),
        orderlist,
      };
    },

    /** The invoice PDF. The token is the only authority (a link is opened without the session). */
    async invoicePdf(rawCode: unknown, token: string | undefined, lang: Lang): Promise<PdfDocumentDto> {
      const code = codeOrNull(rawCode);
      const userId = await authorise("invoice", code, token);
      const row = code ? await repository.invoiceOfUser(userId, code) : null;
      if (!row) throw new AppError("NOT_FOUND", "invoice.not_found");
      const [orders, buyer] = await Promise.all([
        orderReads.ordersOfInvoice(row.id).then((rows) => loadOrders(orderReads, rows, lang)),
        buyerOf(userId),
      ]);
      const content = await renderInvoicePdf({ invoice: toHead(row), orders, buyer }, { lang, now: clock.now() });
      return { filename: safeFilename("invoice", row.invoice_code), content };
    },

    /** One store order's PDF, under the same token rule. */
    async orderPdf(rawCode: unknown, token: string | undefined, lang: Lang): Promise<PdfDocumentDto> {
      const code = codeOrNull(rawCode);
      const userId = await authorise("order", code, token);
      const row = code ? await orderReads.orderOfUser(userId, code) : null;
      const invoiceRow = row ? await repository.invoiceById(row.invoice_id) : null;
      if (!row || !invoiceRow || invoiceRow.user_id !== userId)
        throw new AppError("NOT_FOUND", "invoice.order_not_found");
      const [[order], buyer] = await Promise.all([loadOrders(orderReads, [row], lang), buyerOf(userId)]);
      const content = await renderOrderPdf(
        { invoice: toHead(invoiceRow), order: order!, buyer },
        { lang, now: clock.now() },
      );
      return { filename: safeFilename("order", row.order_code), content };
    },

    /** A download token for one document of the holder's (the detail's links use it; so may other pages). */
    issueDocumentToken: tokens.issueDocumentToken,

    downloadUrl,
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
