export {
  createLedgerRepository,
  type AccountKey,
  type AccountOwnerType,
  type Journal,
  type LedgerCheck,
  type LedgerRepository,
  type OwnerPosting,
  type PostingFilter,
  type Posting,
} from "./ledger.repository.ts";
export {
  accounts,
  heldBy,
  orderReference,
  refundJournal,
  releaseJournal,
  settlementJournal,
  type PaidOrder,
} from "./order-money.ts";
export { COMMISSION_SETTING, commissionBpFor, type CommissionRates } from "./commission.ts";
export {
  withdrawalAccounts,
  withdrawalOutcomeJournal,
  withdrawalReference,
  withdrawalRequestJournal,
  type WithdrawalOwner,
} from "./withdrawal-money.ts";
