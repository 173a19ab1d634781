export {
  createDashboardService,
  DASHBOARD_TOP_PRODUCTS,
  LOW_STOCK_THRESHOLD,
  type DashboardService,
  type DashboardStore,
} from "./dashboard.service.ts";
export { createProductViewCounter, type ProductViewCounter } from "./product-view-counter.ts";
export { dashboardRangeQuery, type DashboardRangeQuery } from "./dashboard.inputs.ts";
export { salesDashboardDto, type SalesDashboardDto } from "./dashboard.dto.ts";
