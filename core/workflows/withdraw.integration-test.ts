import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeMerchant, type Buyer, type Store } from "../../tests/support/factories.ts";
import { sqlProbe, useMoneyCheck } from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { fundStore, saveBuyerBank, saveStoreBank } from "../../tests/support/wallet-world.ts";
import type { PayoutProvider, PayoutState } from "../providers/index.ts";
import { createWithdrawals, type WithdrawStep } from "./withdraw.ts";

const t = useTestApp({ config: { PAYOUT_LOCAL_DELAY_SECONDS: "60" } });
const { rows, countOf } = sqlProbe(t);
const MINUTE = 60_000;

useMoneyCheck(t);

let store: Store;
let payer: Buyer;

beforeAll(async () => {
  store = await makeMerchant(t, { name: "Toko Tarik" });
  payer = await makeBuyer(t, { name: "Pembayar" });
  await saveStoreBank(t, store);
});

const buyerOwner = (buyer: Buyer) => ({ type: "user" as const, id: buyer.userId });
const storeOwner = (of: Store = store) => ({ type: "merchant" as const, id: of.id });
const saldo = (owner: { type: "user" | "merchant"; id: number }) => t.services.wallets.saldo(owner);
const withdrawalsOf = (owner: { type: string; id: number }) =>
  rows<{ id: number; status: string; amount: string }>(
    sql`select id, status, amount from withdrawal where owner_type = ${owner.type} and owner_id = ${owner.id} order by id`,
  );
const journalCount = () => countOf(sql`select count(*) from ledger_journal`);

async function walletBuyer(amount: number): Promise<Buyer> {
  const buyer = await makeBuyer(t, { wallet: amount });
  await saveBuyerBank(t, buyer);
  return buyer;
}

describe("asking for a withdrawal", () => {
  it("takes a buyer's money into a pending withdrawal, which the local payout pays after its delay", async () => {
    const buyer = await walletBuyer(100_000);
    const withdrawal = await t.services.withdrawals.request(buyerOwner(buyer), { amount: "40.000" });
    expect(withdrawal).toMatchObject({ amount: 40_000, status: "pending", bank_name: expect.any(String) });
    expect(withdrawal.account_number).toBe("••••7890");
    expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 60_000, held: 40_000 });

    // Not yet due: the sweep leaves it.
    t.clock.advance(30_000);
    await t.services.withdrawals.sweep();
    expect((await withdrawalsOf(buyerOwner(buyer)))[0]!.status).toBe("pending");

    t.clock.advance(MINUTE);
    await t.services.withdrawals.sweep();
    expect((await withdrawalsOf(buyerOwner(buyer)))[0]!.status).toBe("paid");
    expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 60_000, held: 0, pending_withdrawal: null });
    const told = await rows<{ kind: string; link: string }>(
      sql`select kind, link from notification where recipient_type = 'user' and recipient_id = ${buyer.userId}`,
    );
    expect(told).toEqual([{ kind: "withdrawal_paid", link: "/user/wallet" }]);
    // A late sweep books nothing again.
    const journals = await journalCount();
    t.clock.advance(10 * MINUTE);
    await t.services.withdrawals.sweep();
    expect(await journalCount()).toBe(journals);
  });

  it("takes a store's available money, never its held money", async () => {
    await fundStore(t, store, payer, 250_000);
    expect(await saldo(storeOwner())).toMatchObject({ available: 250_000, held: 0 });
    await expect(t.services.withdrawals.request(storeOwner(), { amount: 250_001 })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      fieldErrors: { amount: { key: "wallet.validation.amount_over" } },
    });
    await t.services.withdrawals.request(storeOwner(), { amount: 200_000 });
    expect(await saldo(storeOwner())).toMatchObject({ available: 50_000, pending_withdrawal: { amount: 200_000 } });
    t.clock.advance(2 * MINUTE);
    await t.services.withdrawals.sweep();
    expect(await saldo(storeOwner())).toMatchObject({ available: 50_000, pending_withdrawal: null });
    const paidOut = await countOf(sql`select coalesce(sum(p.amount), 0) from ledger_posting p
      join ledger_account a on a.id = p.account_id
      where a.owner_type = 'merchant' and a.owner_id = ${store.id} and a.purpose = 'paid_out'`);
    expect(paidOut).toBe(200_000);
  });

  it("refuses below the minimum, above the balance, a second pending one, and without a bank account", async () => {
    const buyer = await walletBuyer(50_000);
    const owner = buyerOwner(buyer);
    for (const amount of [9_999, 0, -5, "abc", 12.5])
      await expect(t.services.withdrawals.request(owner, { amount })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(t.services.withdrawals.request(owner, { amount: 50_001 })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    await t.services.withdrawals.request(owner, { amount: 10_000 });
    await expect(t.services.withdrawals.request(owner, { amount: 10_000 })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "wallet.withdrawal_pending",
    });
    const noBank = await makeBuyer(t, { wallet: 50_000 });
    await expect(t.services.withdrawals.request(buyerOwner(noBank), { amount: 10_000 })).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "wallet.bank_missing",
    });
    expect(await withdrawalsOf(buyerOwner(noBank))).toEqual([]);
    expect(await saldo(owner)).toMatchObject({ available: 40_000, held: 10_000 });
    t.clock.advance(2 * MINUTE);
    await t.services.withdrawals.sweep();
  });
});

describe("races", () => {
  it("20 withdrawals at once against one balance: one pending, never below zero", async () => {
    const buyer = await walletBuyer(100_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.services.withdrawals.request(buyerOwner(buyer), { amount: 60_000 })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await withdrawalsOf(buyerOwner(buyer))).toHaveLength(1);
    expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 40_000, held: 60_000 });

    await fundStore(t, store, payer, 30_000);
    const before = (await saldo(storeOwner())).available;
    const storeResults = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.services.withdrawals.request(storeOwner(), { amount: before })),
    );
    expect(storeResults.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await saldo(storeOwner())).available).toBe(0);
    t.clock.advance(2 * MINUTE);
    await Promise.all([t.services.withdrawals.sweep(), t.services.withdrawals.sweep()]);
    expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "paid" }]);
  });
});

/** A provider whose every answer the test decides; it counts what it was asked. */
function scriptedPayout(answer: (reference: string | null) => PayoutState) {
  const calls = { send: 0, status: 0 };
  const provider: PayoutProvider = {
    name: "iris",
    sendAfterMs: 0,
    recheckMs: MINUTE,
    async send() {
      calls.send += 1;
      return answer(null);
    },
    async status(reference) {
      calls.status += 1;
      return answer(reference);
    },
  };
  return { provider, calls };
}

describe("a failed payout", () => {
  it("returns the money to the buyer's wallet once, and tells them", async () => {
    const buyer = await walletBuyer(80_000);
    const { provider } = scriptedPayout((reference) =>
      reference ? { status: "failed", reference, reason: "account closed" } : { status: "pending", reference: "IR-1" },
    );
    const withdrawals = createWithdrawals({ db: t.database.db, clock: t.clock, payout: provider });
    await withdrawals.request(buyerOwner(buyer), { amount: 30_000 });
    await withdrawals.sweep();
    expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "pending" }]);
    // The notification arrives twice, and the sweep asks too: one return.
    expect(await withdrawals.notified("IR-1")).toBe(true);
    expect(await withdrawals.notified("IR-1")).toBe(true);
    t.clock.advance(2 * MINUTE);
    await withdrawals.sweep();
    expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "failed" }]);
    expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 80_000, held: 0 });
    expect(
      await countOf(
        sql`select count(*) from notification where recipient_id = ${buyer.userId} and kind = 'withdrawal_failed'`,
      ),
    ).toBe(1);
    expect(await withdrawals.notified("IR-unknown")).toBe(false);
  });

  it("returns a store's money to its available balance", async () => {
    const other = await makeMerchant(t, { name: "Toko Gagal" });
    await saveStoreBank(t, other);
    await fundStore(t, other, payer, 90_000);
    const { provider } = scriptedPayout(() => ({ status: "failed", reference: null, reason: "bank refused" }));
    const withdrawals = createWithdrawals({ db: t.database.db, clock: t.clock, payout: provider });
    await withdrawals.request(storeOwner(other), { amount: 90_000 });
    expect((await saldo(storeOwner(other))).available).toBe(0);
    await withdrawals.sweep();
    expect(await saldo(storeOwner(other))).toMatchObject({ available: 90_000, pending_withdrawal: null });
  });

  it("an unreachable provider decides nothing: the withdrawal waits and is asked again", async () => {
    const buyer = await walletBuyer(20_000);
    let reachable = false;
    const { provider, calls } = scriptedPayout(() =>
      reachable ? { status: "paid", reference: "IR-9" } : { status: "unknown", detail: "down" },
    );
    const withdrawals = createWithdrawals({ db: t.database.db, clock: t.clock, payout: provider });
    await withdrawals.request(buyerOwner(buyer), { amount: 20_000 });
    const warn = console.warn;
    console.warn = () => {};
    try {
      await withdrawals.sweep();
    } finally {
      console.warn = warn;
    }
    expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "pending" }]);
    // Leased: a sweep before the recheck time leaves it.
    await withdrawals.sweep();
    expect(calls.send).toBe(1);
    reachable = true;
    t.clock.advance(2 * MINUTE);
    await withdrawals.sweep();
    expect(calls.send).toBe(2);
    expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "paid" }]);
  });
});

describe("a crash at any step", () => {
  const crashing = (failing: WithdrawStep, provider: PayoutProvider) =>
    createWithdrawals({
      db: t.database.db,
      clock: t.clock,
      payout: provider,
      beforeStep: (step) => {
        if (step === failing) throw new Error(`crash at ${step}`);
      },
    });

  it.each(["withdrawal", "wallet", "ledger"] as const)("of the request (%s) leaves nothing", async (failing) => {
    const buyer = await walletBuyer(50_000);
    const journals = await journalCount();
    const { provider } = scriptedPayout(() => ({ status: "paid", reference: "x" }));
    await expect(crashing(failing, provider).request(buyerOwner(buyer), { amount: 20_000 })).rejects.toThrow(
      `crash at ${failing}`,
    );
    expect(await withdrawalsOf(buyerOwner(buyer))).toEqual([]);
    expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 50_000, held: 0 });
    expect(await journalCount()).toBe(journals);
  });

  it.each(["ledger", "wallet", "notify", "status"] as const)(
    "of a failed payout's booking (%s) leaves it pending, and a later sweep books it once",
    async (failing) => {
      const buyer = await walletBuyer(50_000);
      const { provider } = scriptedPayout(() => ({ status: "failed", reference: `IR-F-${failing}`, reason: "closed" }));
      const withdrawals = createWithdrawals({ db: t.database.db, clock: t.clock, payout: provider });
      await withdrawals.request(buyerOwner(buyer), { amount: 20_000 });
      const journals = await journalCount();
      await expect(crashing(failing, provider).sweep()).rejects.toThrow(`crash at ${failing}`);
      expect(await withdrawalsOf(buyerOwner(buyer))).toMatchObject([{ status: "pending" }]);
      expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 30_000, held: 20_000 });
      expect(await journalCount()).toBe(journals);
      t.clock.advance(2 * MINUTE);
      await withdrawals.sweep();
      expect(await saldo(buyerOwner(buyer))).toMatchObject({ available: 50_000, held: 0 });
      expect(await journalCount()).toBe(journals + 1);
    },
  );
});
