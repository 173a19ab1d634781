import { createLedgerRepository, releaseJournal, settlementJournal } from "../../core/ledger/index.ts";
import type { Buyer, ServedWorld, Store } from "./factories.ts";

let orders = 0;

/** Saves the buyer's bank account for withdrawals, as the wallet page does. */
export async function saveBuyerBank(world: ServedWorld, buyer: Buyer): Promise<void> {
  await world.services.wallets.saveBuyerBank(buyer.userId, {
    bank_id: "014",
    rekening: "1234 5678 90",
    atas_nama: buyer.name,
  });
}

/** Saves the store's bank account, as the merchant centre's bank page does. */
export async function saveStoreBank(world: ServedWorld, store: Store): Promise<void> {
  await world.services.sellers.saveBank(store.ownerId, {
    bank_id: "009",
    rekening: "9876543210",
    cabang: "",
    atas_nama: store.name,
  });
}

/**
 * Makes `amount` available to the store as a completed order would: a settlement (held) and its release
 * (available), booked with the ledger's own journals, so the money check holds.
 */
export async function fundStore(world: ServedWorld, store: Store, buyer: Buyer, amount: number): Promise<void> {
  orders += 1;
  const orderCode = `ORD-W${orders}-${store.id}`;
  const ledger = createLedgerRepository(world.database.db);
  const settle = settlementJournal({
    orderCode,
    userId: buyer.userId,
    merchantId: store.id,
    grandTotal: amount,
    items: amount,
    shipping: 0,
    storeFunded: 0,
    platformFunded: 0,
    commissionBp: 0,
  });
  await ledger.post(settle);
  await ledger.post(releaseJournal(orderCode, store.id, amount));
}
