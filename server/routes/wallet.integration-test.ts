import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeMerchant, type Buyer, type Store } from "../../tests/support/factories.ts";
import { sqlProbe, useMoneyCheck } from "../../tests/support/order-world.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";
import { fundStore, saveStoreBank } from "../../tests/support/wallet-world.ts";

const t = useTestApp();
const { rows } = sqlProbe(t);
const B = "/api/buyer/dashboard/wallet";
const M = "/api/merchant/dashboard/wallet";

useMoneyCheck(t);

let ani: Buyer;
let budi: Buyer;
let storeA: Store;
let storeB: Store;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ani = await makeBuyer(t, { name: "Ani", wallet: 150_000 });
  budi = await makeBuyer(t, { name: "Budi", wallet: 20_000 });
  storeA = await makeMerchant(t, { name: "Toko Dompet A" });
  storeB = await makeMerchant(t, { name: "Toko Dompet B" });
  await saveStoreBank(t, storeA);
  await fundStore(t, storeA, ani, 500_000);
  headers.ani = await ani.signIn();
  headers.budi = await budi.signIn();
  headers.storeA = await storeA.owner.signIn();
  headers.storeB = await storeB.owner.signIn();
  headers.visitor = {};
});

/** Everything a wallet call of A's could change, to compare before and after another's call. */
const moneyOfA = async () => ({
  withdrawals: await rows(
    sql`select * from withdrawal where (owner_type = 'user' and owner_id = ${ani.userId}) or (owner_type = 'merchant' and owner_id = ${storeA.id}) order by id`,
  ),
  wallet: await rows(sql`select * from wallet_ledger_entry where owner_type = 'user' and owner_id = ${ani.userId}`),
  journals: await rows(sql`select count(*) from ledger_journal`),
  bank: await rows(sql`select * from buyer_bank_account where user_id = ${ani.userId}`),
});

describe("the buyer's wallet", () => {
  it("saves a bank account from the bank list, and refuses a bad one in the request's language", async () => {
    const empty = await callJson(t, "GET", `${B}/bank`, headers.ani);
    expect(empty.status).toBe(200);
    expect(empty.body.data.account).toBeNull();
    expect(empty.body.data.banks.length).toBeGreaterThan(5);

    const bad = await callJson(
      t,
      "POST",
      `${B}/bank`,
      { ...headers.ani, "accept-language": "en" },
      {
        bank_id: "XYZ",
        rekening: "12",
        atas_nama: "",
      },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["atas_nama", "rekening"]);
    const unknown = await callJson(t, "POST", `${B}/bank?lang=id`, headers.ani, {
      bank_id: "XYZ",
      rekening: "1234567890",
      atas_nama: "Ani",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.bank_id).toBeDefined();

    const saved = await callJson(t, "POST", `${B}/bank`, headers.ani, {
      bank_id: "014",
      rekening: "123-456-7890",
      atas_nama: "Ani Lestari",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ bank_id: "014", rekening: "1234567890", atas_nama: "Ani Lestari" });
  });

  it("withdraws, shows it held, and lists the history newest first with filters", async () => {
    const before = await callJson(t, "GET", `${B}/saldo`, headers.ani);
    expect(before.body.data).toMatchObject({ available: 150_000, held: 0, pending_withdrawal: null });

    const tooSmall = await callJson(
      t,
      "POST",
      `${B}/withdraw`,
      { ...headers.ani, "accept-language": "en" },
      {
        amount: 5_000,
      },
    );
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors.amount).toBe("The smallest withdrawal is Rp10.000");
    const tooBig = await callJson(t, "POST", `${B}/withdraw?lang=id`, headers.ani, { amount: 150_001 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.amount).toContain("Rp150.000");

    const done = await callJson(t, "POST", `${B}/withdraw`, headers.ani, { amount: 50_000 });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ amount: 50_000, status: "pending", account_number: "••••7890" });
    const again = await callJson(t, "POST", `${B}/withdraw`, headers.ani, { amount: 10_000 });
    expect(again.status).toBe(409);

    const after = await callJson(t, "GET", `${B}/saldo`, headers.ani);
    expect(after.body.data).toMatchObject({ available: 100_000, held: 50_000, pending_withdrawal: { amount: 50_000 } });

    const history = await callJson(t, "GET", `${B}/history`, headers.ani);
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ["withdrawal", -50_000],
      ["topup", 150_000],
    ]);
    expect(history.body.meta).toMatchObject({ total: 2, current_page: 1, total_saldo: 150_000 });

    const onlyTopups = await callJson(t, "GET", `${B}/history?kind=topup`, headers.ani);
    expect(onlyTopups.body.data).toHaveLength(1);
    const storeKind = await callJson(t, "GET", `${B}/history?kind=sale`, headers.ani);
    expect(storeKind.body.data).toEqual([]);
    // The factory's top-up is stamped with the test clock, the withdrawal by the database: a range over both days.
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const inRange = await callJson(
      t,
      "GET",
      `${B}/history?from=${day(t.clock.now())}&to=${day(new Date())}`,
      headers.ani,
    );
    expect(inRange.body.meta.total).toBe(2);
    const before2020 = await callJson(t, "GET", `${B}/history?from=2020-01-01&to=2020-01-31`, headers.ani);
    expect(before2020.body.meta.total).toBe(0);

    for (const query of ["kind=bonus", "from=2026-13-01", "from=2026-11-20&to=2026-11-01", "page=0", "sort=x"]) {
      const refused = await callJson(t, "GET", `${B}/history?${query}`, { ...headers.ani, "accept-language": "en" });
      expect(refused.status, query).toBe(422);
    }
    const range = await callJson(t, "GET", `${B}/history?from=2026-11-20&to=2026-11-01&lang=id`, headers.ani);
    expect(range.body.errors.to).toBe("Tanggal akhir tidak boleh sebelum tanggal awal");
  });

  it("another buyer or a visitor cannot read or move the buyer's money", async () => {
    const before = await moneyOfA();
    const visitor = await callJson(t, "GET", `${B}/saldo`, headers.visitor);
    expect(visitor.status).toBe(401);
    expect((await callJson(t, "POST", `${B}/withdraw`, headers.visitor, { amount: 10_000 })).status).toBe(401);
    expect((await callJson(t, "GET", `${B}/history`, headers.visitor)).status).toBe(401);
    expect((await callJson(t, "GET", `${B}/bank`, headers.visitor)).status).toBe(401);
    expect(
      (await callJson(t, "POST", `${B}/bank`, headers.visitor, { bank_id: "014", rekening: "1234567", atas_nama: "X" }))
        .status,
    ).toBe(401);

    // Budi's calls act on Budi's own wallet only: no call names another's.
    const own = await callJson(t, "GET", `${B}/saldo`, headers.budi);
    expect(own.body.data).toMatchObject({ available: 20_000, held: 0 });
    const history = await callJson(t, "GET", `${B}/history`, headers.budi);
    expect(history.body.data).toHaveLength(1);
    const noBank = await callJson(t, "POST", `${B}/withdraw`, headers.budi, { amount: 10_000 });
    expect(noBank.status).toBe(409);
    const smuggled = await callJson(t, "POST", `${B}/withdraw`, headers.budi, { amount: 10_000, user_id: ani.userId });
    expect(smuggled.status).toBe(422);
    expect(await moneyOfA()).toEqual(before);
  });
});

describe("the store's wallet", () => {
  it("shows held and available money and withdraws to the store's own bank account", async () => {
    const saldo = await callJson(t, "GET", `${M}/saldo`, headers.storeA);
    expect(saldo.body.data).toMatchObject({ available: 500_000, held: 0 });
    const done = await callJson(t, "POST", `${M}/withdraw`, headers.storeA, { amount: 120_000 });
    expect(done.status).toBe(200);
    const history = await callJson(t, "GET", `${M}/history?per_page=2`, headers.storeA);
    expect(
      history.body.data.map((entry: { kind: string; amount: number; balance: string }) => [
        entry.kind,
        entry.balance,
        entry.amount,
      ]),
    ).toEqual([
      ["withdrawal", "available", -120_000],
      ["release", "held", -500_000],
    ]);
    expect(history.body.meta).toMatchObject({ total: 4, last_page: 2, total_saldo: 380_000 });
    expect(history.body.meta.next_page_url).toContain(`${M}/history?per_page=2&page=2`);
    const sales = await callJson(t, "GET", `${M}/history?kind=sale`, headers.storeA);
    expect(sales.body.data).toHaveLength(1);
    expect(sales.body.data[0]).toMatchObject({
      balance: "held",
      amount: 500_000,
      link: `/merchant/dashboard/order/${sales.body.data[0].order_code}`,
    });
  });

  it("a buyer without a store, a visitor, or another store cannot read or move the store's money", async () => {
    const before = await moneyOfA();
    for (const path of ["saldo", "history"]) {
      expect((await callJson(t, "GET", `${M}/${path}`, headers.visitor)).status).toBe(401);
      expect((await callJson(t, "GET", `${M}/${path}`, headers.budi)).status).toBe(403);
    }
    expect((await callJson(t, "POST", `${M}/withdraw`, headers.visitor, { amount: 10_000 })).status).toBe(401);
    expect((await callJson(t, "POST", `${M}/withdraw`, headers.budi, { amount: 10_000 })).status).toBe(403);
    const other = await callJson(t, "GET", `${M}/saldo`, headers.storeB);
    expect(other.body.data).toMatchObject({ available: 0, held: 0, pending_withdrawal: null });
    expect((await callJson(t, "GET", `${M}/history`, headers.storeB)).body.data).toEqual([]);
    const refused = await callJson(t, "POST", `${M}/withdraw`, headers.storeB, { amount: 10_000 });
    expect([409, 422]).toContain(refused.status);
    expect(await moneyOfA()).toEqual(before);
  });
});
