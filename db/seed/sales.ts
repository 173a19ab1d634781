import { storeDay } from "../../core/dashboard/dashboard.view.ts";
import type { OrderAddress, OrderShipping } from "../../core/order/order.tables.ts";
import type { Executor } from "../client.ts";
import * as tables from "../schema.ts";
import { insertRows, reserveIds } from "./bulk.ts";
import type { Rng } from "./random.ts";

/*
 * Store orders written straight into the tables, for the demo seed, the dashboard's tests and its benchmark:
 * the figures the dashboard reads, without a checkout per order. Each order has an invoice of its own.
 */

const DAY_MS = 86_400_000;

export interface SaleLine {
  productId: number;
  name: string;
  slug: string;
  /** Unit price charged. */
  price: number;
  qty: number;
}

export interface SaleDraft {
  merchantId: number;
  userId: number;
  /** spec §4 status_order. */
  status: string;
  createdAt: Date;
  lines: SaleLine[];
  /** The store's own voucher on the order. */
  discountMerchant?: number;
}

const SHIPPING: OrderShipping = {
  rate_id: "seed-reg",
  courier_code: "jne",
  courier_name: "JNE",
  service_code: "REG",
  service_name: "Reguler",
  rate_type: "regular",
  price: 12_000,
  min_day: 2,
  max_day: 3,
  guarantee: false,
  weight_grams: 1000,
};

const ADDRESS: OrderAddress = {
  label: "Rumah",
  behalf_name: "Budi Santoso",
  behalf_phone: "081234567890",
  address: "Jl. Gelora Raya No. 12",
  zipcode: "12190",
  province: { id: "31", name: "DKI Jakarta" },
  city: { id: "31.74", name: "Kota Administrasi Jakarta Selatan" },
  district: { id: "31.74.01", name: "Kebayoran Baru" },
  village: { id: "31.74.01.1001", name: "Senayan" },
};

/** How an order's invoice stands, given where the order is. */
function paymentOf(status: string): "pending" | "expire" | "settlement" {
  if (status === "waiting_payment") return "pending";
  return status === "cancel" ? "expire" : "settlement";
}

/** Inserts the orders with their invoices and lines; answers the order ids in draft order. */
export async function insertSales(db: Executor, drafts: readonly SaleDraft[], codePrefix: string): Promise<number[]> {
  if (drafts.length === 0) return [];
  const invoiceIds = await reserveIds(db, "invoice", drafts.length);
  const orderIds = await reserveIds(db, "shop_order", drafts.length);
  const invoices: Record<string, unknown>[] = [];
  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  drafts.forEach((draft, i) => {
    const goods = draft.lines.reduce((sum, line) => sum + line.price * line.qty, 0);
    const discount = Math.min(draft.discountMerchant ?? 0, goods);
    const total = goods - discount + SHIPPING.price;
    const at = draft.createdAt.toISOString();
    const payment = paymentOf(draft.status);
    invoices.push({
      id: invoiceIds[i],
      invoice_code: `INV/${codePrefix}/${orderIds[i]}`,
      user_id: draft.userId,
      status_payment: payment,
      total_tagihan: total,
      wallet_used: 0,
      charge_to_gateway: total,
      gateway: "local",
      expire_at: new Date(draft.createdAt.getTime() + DAY_MS).toISOString(),
      paid_at: payment === "settlement" ? at : null,
      closed_at: payment === "expire" ? new Date(draft.createdAt.getTime() + DAY_MS).toISOString() : null,
      created_at: at,
      updated_at: at,
    });
    orders.push({
      id: orderIds[i],
      order_code: `ORD/${codePrefix}/${orderIds[i]}`,
      invoice_id: invoiceIds[i],
      user_id: draft.userId,
      merchant_id: draft.merchantId,
      status_order: draft.status,
      address: ADDRESS,
      shipping: SHIPPING,
      total_publish_price: goods,
      total_shipping: SHIPPING.price,
      setting_ppn: 0,
      total_ppn: 0,
      setting_pph: 0,
      total_pph: 0,
      total_tax: 0,
      total_discount_merchant: discount,
      total_discount_platform: 0,
      total_discount_shipping: 0,
      grand_total: total,
      created_at: at,
      updated_at: at,
    });
    for (const line of draft.lines)
      items.push({
        order_id: orderIds[i],
        product_id: line.productId,
        product_name: line.name,
        product_slug: line.slug,
        qty: line.qty,
        weight_grams: 500,
        publish_price: line.price,
        base_price: line.price,
        total_publish_price: line.price * line.qty,
      });
  });
  await insertRows(
    db,
    tables.invoice,
    [
      "id",
      "invoice_code",
      "user_id",
      "status_payment",
      "total_tagihan",
      "wallet_used",
      "charge_to_gateway",
      "gateway",
      "expire_at",
      "paid_at",
      "closed_at",
      "created_at",
      "updated_at",
    ],
    invoices,
    { overriding: true },
  );
  await insertRows(
    db,
    tables.shop_order,
    [
      "id",
      "order_code",
      "invoice_id",
      "user_id",
      "merchant_id",
      "status_order",
      "address",
      "shipping",
      "total_publish_price",
      "total_shipping",
      "setting_ppn",
      "total_ppn",
      "setting_pph",
      "total_pph",
      "total_tax",
      "total_discount_merchant",
      "total_discount_platform",
      "total_discount_shipping",
      "grand_total",
      "created_at",
      "updated_at",
    ],
    orders,
    { overriding: true },
  );
  await insertRows(
    db,
    tables.order_item,
    [
      "order_id",
      "product_id",
      "product_name",
      "product_slug",
      "qty",
      "weight_grams",
      "publish_price",
      "base_price",
      "total_publish_price",
    ],
    items,
    { chunkSize: 10_000 },
  );
  return orderIds;
}

/**
 * Where orders end up, weighted: most are done, some still moving, a few never paid (cancelled when their
 * invoice expired) or turned down. None is left waiting for payment: the expiry sweep would hand back stock
 * these orders never took.
 */
const STATUS_WEIGHTS = [
  ["complete", 52],
  ["send", 8],
  ["pickup", 4],
  ["approve", 5],
  ["confirmation", 6],
  ["complain", 1],
  ["cancel", 18],
  ["reject", 6],
] as const;

export interface SalesPlan {
  merchantId: number;
  products: readonly { id: number; name: string; slug: string; price: number }[];
  buyerIds: readonly number[];
  /** The last moment an order may be placed; orders fall over the `days` days before it. */
  now: Date;
  days: number;
  orders: number;
}

/**
 * Orders of one store spread over the days before `now`, busier lately and at weekends, with a few popular
 * products selling most; recent orders are still on their way, older ones settled.
 */
export function planSales(rng: Rng, plan: SalesPlan): SaleDraft[] {
  const popular = plan.products.slice(0, Math.max(1, Math.ceil(plan.products.length / 5)));
  const drafts: SaleDraft[] = [];
  for (let n = 0; n < plan.orders; n += 1) {
    // Skewed towards recent days: a store that is growing.
    const ago = Math.floor(plan.days * Math.pow(rng.next(), 1.3));
    const createdAt = new Date(plan.now.getTime() - ago * DAY_MS - rng.int(0, DAY_MS - 1));
    const lineCount = rng.weighted([
      [1, 70],
      [2, 22],
      [3, 8],
    ] as const);
    const chosen = new Set<(typeof plan.products)[number]>();
    while (chosen.size < Math.min(lineCount, plan.products.length))
      chosen.add(rng.chance(0.6) ? rng.pick(popular) : rng.pick(plan.products));
    let status: string = rng.weighted(STATUS_WEIGHTS);
    // Orders of the last days have not had time to be completed.
    if (ago < 2 && status === "complete") status = "confirmation";
    else if (ago < 5 && status === "complete") status = "send";
    drafts.push({
      merchantId: plan.merchantId,
      userId: rng.pick(plan.buyerIds),
      status,
      createdAt,
      lines: [...chosen].map((product) => ({
        productId: product.id,
        name: product.name,
        slug: product.slug,
        price: product.price,
        qty: rng.weighted([
          [1, 75],
          [2, 18],
          [3, 7],
        ] as const),
      })),
      discountMerchant: rng.chance(0.15) ? 5_000 : 0,
    });
  }
  return drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Product page views per product and store day: some dozens a day for popular products, a few for the rest. */
export function planViews(
  rng: Rng,
  plan: Pick<SalesPlan, "merchantId" | "products" | "now" | "days">,
): { product_id: number; merchant_id: number; day: string; views: number }[] {
  const rows: { product_id: number; merchant_id: number; day: string; views: number }[] = [];
  const popular = Math.max(1, Math.ceil(plan.products.length / 5));
  plan.products.forEach((product, index) => {
    for (let ago = 0; ago < plan.days; ago += 1) {
      const base = index < popular ? 30 : 4;
      const views = Math.round(base * (0.5 + rng.next()) * (1 - ago / (plan.days * 2)));
      if (views > 0)
        rows.push({
          product_id: product.id,
          merchant_id: plan.merchantId,
          day: storeDay(new Date(plan.now.getTime() - ago * DAY_MS)),
          views,
        });
    }
  });
  return rows;
}
