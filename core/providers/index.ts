// Seams to outside services that domains are handed (docs/architecture.md); one folder per kind.
export { checkedKey, createLocalStorage, createS3Storage, createStorage, type Storage } from "./storage/index.ts";
export { createDatabaseMailer, createMailer, createSmtpMailer, type MailMessage, type Mailer } from "./mail/index.ts";
export {
  createIrisPayout,
  createLocalPayout,
  createPayoutProvider,
  type PayoutOrder,
  type PayoutProvider,
  type PayoutState,
} from "./payout/index.ts";
