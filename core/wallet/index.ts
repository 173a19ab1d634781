export { createWalletRepository, type WalletOwner, type WalletRepository } from "./wallet.repository.ts";
