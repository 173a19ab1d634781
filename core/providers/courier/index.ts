import type { Config } from "../../shared/config.ts";
import { createBiteshipClient } from "./biteship-client.ts";
import { createBiteshipCourier } from "./biteship.ts";
import type { CourierProvider } from "./courier.ts";
import { createLocalCourier } from "./local.ts";

export {
  PARCEL_STAGES,
  stageRank,
  type CourierProvider,
  type ParcelStage,
  type PickupBooking,
  type PickupParty,
  type PickupRequest,
  type TrackingNotice,
  type TrackingReport,
  type TrackingUpdate,
} from "./courier.ts";
export { airwayBill, createLocalCourier, LOCAL_COURIER, nextStage, type LocalCourierTimes } from "./local.ts";
export { biteshipStage, createBiteshipCourier, updatesOf } from "./biteship.ts";
export {
  BITESHIP,
  createBiteshipClient,
  describeError,
  isRecord,
  type BiteshipClient,
  type BiteshipClientOptions,
} from "./biteship-client.ts";

/** The configured courier: the built-in one (default), or Biteship with COURIER_PROVIDER=biteship. */
export function createCourierProvider(config: Config, options: { fetch?: typeof fetch } = {}): CourierProvider {
  if (config.COURIER_PROVIDER === "local") return createLocalCourier();
  if (!config.SHIPPING_API_KEY)
    throw new Error("Invalid configuration: SHIPPING_API_KEY is required when COURIER_PROVIDER=biteship");
  return createBiteshipCourier(
    createBiteshipClient({ baseUrl: config.SHIPPING_API_URL, apiKey: config.SHIPPING_API_KEY, ...options }),
  );
}
