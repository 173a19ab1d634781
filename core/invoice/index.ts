export { createInvoiceRepository, type InvoiceRepository, type InvoiceRow } from "./invoice.repository.ts";
export {
  createInvoiceService,
  orderStore,
  type DocumentUrl,
  type InvoiceService,
  type InvoiceServiceDeps,
  type PdfDocumentDto,
} from "./invoice.service.ts";
export {
  createDocumentTokens,
  DOCUMENT_KINDS,
  DOCUMENT_TOKEN_TTL_MS,
  type DocumentHolder,
  type DocumentKind,
  type DocumentTokenCheck,
  type DocumentTokens,
} from "./document-token.ts";
export {
  documentCode,
  documentDownloadQuery,
  invoiceDetailParams,
  invoiceDetailQuery,
  invoiceDownloadParams,
  orderDownloadParams,
  type DocumentDownloadQuery,
} from "./invoice.inputs.ts";
export { arrivalEstimate, formatDocumentDay, formatInvoiceDate } from "./invoice-format.view.ts";
export { orderStatusKey, paymentStatusKey } from "./invoice-status.view.ts";
export {
  invoiceDetailDto,
  invoiceOrderDto,
  orderAddressDto,
  orderItemDto,
  orderShippingDto,
  toOrderItemDto,
  toOrderShippingDto,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type InvoiceDetailDto,
  type InvoiceMerchantDto,
  type InvoiceOrderDto,
  type OrderItemDto,
  type OrderPromoDto,
  type OrderShippingDto,
  type OrderStatus,
  type PaymentStatus,
} from "./invoice.dto.ts";
