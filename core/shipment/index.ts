export { createShipmentRepository, type ShipmentRepository, type ShipmentRow } from "./shipment.repository.ts";
export { SHIPMENT_STAGES, type ShipmentStage } from "./shipment.tables.ts";
export { createShipmentService, type ShipmentService } from "./shipment.service.ts";
