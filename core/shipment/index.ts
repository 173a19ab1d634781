export { createShipmentRepository, type ShipmentRepository, type ShipmentRow } from "./shipment.repository.ts";
export { SHIPMENT_STAGES, type ShipmentStage } from "./shipment.tables.ts";
export { createShipmentService, type ShipmentService } from "./shipment.service.ts";
export { PRINT_MAX_ORDERS, printOrdersQuery, type PrintOrdersQuery } from "./shipment.inputs.ts";
export { createShippingDocuments, type ShippingDocuments, type ShippingPdf } from "./shipping-documents.service.ts";
export { canPrint, PRINTABLE_STATUSES, type ShippingDocumentKind } from "./shipping-documents.view.ts";
