/**
 * One priced service as Biteship's POST /v1/rates/couriers answers it (the fields the provider reads):
 * `courier` and `service` as "Name/code", the estimate as "2 - 3 days", the types as "service/shipping".
 */
export function biteshipPricing(courier: string, service: string, estimate: string, types: string, price: number) {
  const [courier_name, courier_code] = courier.split("/");
  const [courier_service_name, courier_service_code] = service.split("/");
  const [range, unit] = estimate.split(/ (?=\D+$)/);
  const [service_type, shipping_type] = types.split("/");
  return {
    courier_name,
    courier_code,
    courier_service_name,
    courier_service_code,
    duration: estimate,
    shipment_duration_range: range,
    shipment_duration_unit: unit,
    service_type,
    shipping_type,
    price,
  };
}
