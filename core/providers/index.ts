// Seams to outside services that domains are handed (docs/architecture.md); one folder per kind.
export { checkedKey, createLocalStorage, createS3Storage, createStorage, type Storage } from "./storage/index.ts";
export { createDatabaseMailer, createMailer, createSmtpMailer, type MailMessage, type Mailer } from "./mail/index.ts";
export { ProviderError } from "./provider-error.ts";
export {
  airwayBill,
  BITESHIP,
  createBiteshipClient,
  createBiteshipCourier,
  createCourierProvider,
  createLocalCourier,
  describeError,
  isRecord,
  LOCAL_COURIER,
  nextStage,
  PARCEL_STAGES,
  stageRank,
  type BiteshipClient,
  type CourierProvider,
  type LocalCourierTimes,
  type ParcelStage,
  type PickupRequest,
  type TrackingNotice,
  type TrackingReport,
  type TrackingUpdate,
} from "./courier/index.ts";
export {
  createIrisPayout,
  createLocalPayout,
  createPayoutProvider,
  type PayoutOrder,
  type PayoutProvider,
  type PayoutState,
} from "./payout/index.ts";
