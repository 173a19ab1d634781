export {
  createWalletRepository,
  walletLockKey,
  type EntryFilter,
  type WalletOwner,
  type WalletRepository,
} from "./wallet.repository.ts";
export {
  createWithdrawalRepository,
  type PayoutAccount,
  type WithdrawalRepository,
  type WithdrawalRow,
} from "./withdrawal.repository.ts";
export { balancesOf, createWalletService, toWithdrawalDto, type WalletService } from "./wallet.service.ts";
export {
  buyerBankFields,
  buyerBankInput,
  walletHistoryQuery,
  withdrawInput,
  type WalletHistoryQuery,
} from "./wallet.inputs.ts";
export {
  buyerBankDto,
  walletEntryDto,
  walletHistoryMetaDto,
  walletSaldoDto,
  withdrawalDto,
  type BuyerBankDto,
  type WalletEntryDto,
  type WalletHistoryMetaDto,
  type WalletSaldoDto,
  type WithdrawalDto,
} from "./wallet.dto.ts";
export {
  HISTORY_KINDS_OF,
  MIN_WITHDRAWAL,
  WALLET_HISTORY_KINDS,
  WALLET_HISTORY_PER_PAGE,
  WITHDRAWAL_STATUSES,
  type WalletHistoryKind,
} from "./wallet.view.ts";
