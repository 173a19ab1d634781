export {
  createOrderRepository,
  type InvoiceOrderReads,
  type InvoiceOrderRow,
  type OrderItemRow,
  type OrderPromoRow,
  type OrderRepository,
  type PlacedOrder,
} from "./order.repository.ts";
export {
  createOrderService,
  ORDERS_PER_PAGE,
  type OrderPageUrl,
  type OrderService,
  type OrderServiceDeps,
} from "./order.service.ts";
export {
  bulkStoreOrdersInput,
  buyerOrderStatusInput,
  orderListQuery,
  rejectOrderInput,
  storeOrderInput,
  type BulkStoreOrdersInput,
  type BuyerOrderStatusInput,
  type OrderListQuery,
  type RejectOrderInput,
  type StoreOrderInput,
} from "./order.inputs.ts";
export {
  BULK_ORDERS_MAX,
  orderListSearch,
  ORDER_LIST_TABS,
  ORDER_SEARCH_MAX_LENGTH,
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  TAB_STATUSES,
  tabCounts,
  type OrderListTab,
  type OrderTabCounts,
} from "./order-tabs.view.ts";
export {
  buyerOrderDetailDto,
  merchantOrderDetailDto,
  merchantOrderItemDto,
  orderListItemDto,
  orderListMetaDto,
  orderTrackingDto,
  type MerchantOrderDetailDto,
  type MerchantOrderItemDto,
  type MerchantOrderListDto,
  type BuyerOrderDetailDto,
  type OrderTrackingDto,
  type OrderInvoiceDto,
  type OrderListDto,
  type OrderListItemDto,
} from "./order.dto.ts";
export {
  createFulfilmentRepository,
  type FulfilmentOrder,
  type FulfilmentRepository,
  type OrderMove,
} from "./order-fulfilment.repository.ts";
export {
  storeOrdersByDay,
  storeSalesByProduct,
  UNSOLD_ORDER_STATUSES,
  type StoreOrdersOfDay,
  type StoreProductSales,
} from "./sales.query.ts";
export { orderTimeline, TIMELINE_STEPS, type TimelineEntry, type TimelineStep } from "./order-timeline.view.ts";
