import { z } from "zod";

const day = z.string().describe("A store day, YYYY-MM-DD in Asia/Jakarta");
const rupiah = z.number().int();

const rangeDto = z.object({ start: day, end: day, days: z.number().int() });

const totalsDto = z.object({
  revenue: rupiah.describe("Goods sold at the prices charged, less the store's own vouchers; no shipping or tax"),
  orders: z.number().int().describe("Paid orders, not cancelled or rejected (decision 0031)"),
  items_sold: z.number().int(),
  average_order_value: rupiah.describe("revenue / orders, rounded; 0 without orders"),
  views: z.number().int().describe("Product page views, bots and the store's owner not counted"),
  conversion_rate: z.number().nullable().describe("Orders per product page view (0..1); null without views"),
});
export type DashboardTotalsDto = z.infer<typeof totalsDto>;

const productRefDto = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

const productSalesDto = productRefDto.extend({
  qty: z.number().int(),
  revenue: rupiah.describe("The product's lines at the prices charged, before order-wide vouchers"),
  orders: z.number().int(),
});
export type DashboardProductSalesDto = z.infer<typeof productSalesDto>;

const conversionDto = productRefDto.extend({
  views: z.number().int(),
  orders: z.number().int(),
  rate: z.number().nullable().describe("orders / views (0..1); null without views"),
});
export type DashboardConversionDto = z.infer<typeof conversionDto>;

/** The merchant dashboard over a range of store days (issue 23), with the range before it for comparison. */
export const salesDashboardDto = z.object({
  range: rangeDto,
  previous_range: rangeDto.describe("The same number of days just before, which `previous` covers"),
  totals: totalsDto,
  previous: totalsDto,
  orders_by_status: z
    .array(z.object({ status: z.string(), orders: z.number().int() }))
    .describe("Every order placed in the range, paid or not, per spec §4 status"),
  daily: z
    .array(z.object({ day, revenue: rupiah, orders: z.number().int() }))
    .describe("Every day of the range, days without sales included"),
  top_products: z.object({
    by_revenue: z.array(productSalesDto),
    by_qty: z.array(productSalesDto),
  }),
  low_stock: z
    .array(productRefDto.extend({ stock: z.number().int(), status: z.enum(["PUBLISH", "HIDDEN"]) }))
    .describe("Products (listed or hidden) with `low_stock_threshold` or fewer left, fewest first"),
  low_stock_threshold: z.number().int(),
  conversion: z.array(conversionDto).describe("The most viewed products and the orders that held them"),
});
export type SalesDashboardDto = z.infer<typeof salesDashboardDto>;
