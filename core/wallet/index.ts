export { createWalletRepository, walletLockKey, type WalletOwner, type WalletRepository } from "./wallet.repository.ts";
