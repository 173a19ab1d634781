import { beforeAll, describe, expect, it } from "vitest";
import { action as buyerAction, loader as buyerLoader } from "../../app/routes/account/wallet.tsx";
import { action as storeAction, loader as storeLoader } from "../../app/routes/merchant/wallet.tsx";
import { makeBuyer, makeMerchant, type Buyer, type Store } from "../support/factories.ts";
import { buyerPageContext, type Flash } from "../support/buyer-action.ts";
import { merchantPageContext, postMerchantAction } from "../support/merchant-action.ts";
import { useMoneyCheck } from "../support/order-world.ts";
import { useTestApp } from "../support/test-app.ts";
import { fundStore, saveStoreBank } from "../support/wallet-world.ts";

/** The wallet pages as a browser without JavaScript uses them: forms post, refusals answer in the page's language. */
const t = useTestApp();
useMoneyCheck(t);

let ani: Buyer;
let store: Store;

beforeAll(async () => {
  ani = await makeBuyer(t, { name: "Ani", wallet: 75_000 });
  store = await makeMerchant(t, { name: "Toko Saldo" });
  await saveStoreBank(t, store);
  await fundStore(t, store, ani, 300_000);
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** Posts the buyer's wallet form: a refusal's data, or the redirect with its flash. */
async function postBuyer(path: string, fields: Record<string, string>) {
  const flashes: Flash[] = [];
  const request = new Request(`http://pasar.test${path}`, { method: "POST", body: form(fields) });
  try {
    const answer = (await buyerAction({
      request,
      context: buyerPageContext(t.services, ani, flashes),
      params: {},
    } as never)) as {
      data: { message: string; errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    return { refused: answer.data, status: answer.init.status, flash: undefined };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { refused: undefined, status: thrown.status, location: thrown.headers.get("location"), flash: flashes[0] };
  }
}

const buyerPage = (path: string) =>
  buyerLoader({
    request: new Request(`http://pasar.test${path}`),
    context: buyerPageContext(t.services, ani),
    params: {},
  } as never);

describe("the buyer's wallet page", () => {
  it("saves the bank account, refuses a bad one in words, then withdraws and shows it held", async () => {
    const empty = await buyerPage("/en/user/wallet");
    expect(empty.saldo).toMatchObject({ available: 75_000, held: 0 });
    expect(empty.bank.account).toBeNull();
    expect(empty.bank.banks.length).toBeGreaterThan(5);

    const bad = await postBuyer("/en/user/wallet", {
      intent: "bank",
      bank_id: "014",
      rekening: "12",
      atas_nama: "Ani",
    });
    expect(bad.status).toBe(422);
    expect(bad.refused!.errors.rekening).toMatch(/digits/i);
    expect(bad.refused!.values).toMatchObject({ bank_id: "014", rekening: "12" });

    const saved = await postBuyer("/user/wallet", {
      intent: "bank",
      bank_id: "014",
      rekening: "0123456789",
      atas_nama: "Ani",
    });
    expect(saved).toMatchObject({ status: 302, location: "/user/wallet", flash: { key: "wallet.notice.bank_saved" } });

    const tooSmall = await postBuyer("/user/wallet", { intent: "withdraw", amount: "5.000" });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.refused!.errors.amount).toBe("Penarikan minimal Rp10.000");
    const tooBig = await postBuyer("/en/user/wallet", { intent: "withdraw", amount: "75.001" });
    expect(tooBig.refused!.errors.amount).toBe("The amount is more than the available balance (Rp75.000)");

    const done = await postBuyer("/en/user/wallet?kind=all", { intent: "withdraw", amount: "25.000" });
    expect(done).toMatchObject({
      status: 302,
      location: "/en/user/wallet?kind=all",
      flash: { key: "wallet.notice.withdrawn" },
    });
    const pending = await postBuyer("/en/user/wallet", { intent: "withdraw", amount: "10000" });
    expect(pending.refused!.message).toBe("A withdrawal is still being processed. Wait until it is done.");

    const after = await buyerPage("/en/user/wallet");
    expect(after.saldo).toMatchObject({ available: 50_000, held: 25_000, pending_withdrawal: { amount: 25_000 } });
    expect(after.list.items.map((entry) => entry.kind)).toEqual(["withdrawal", "topup"]);
  });

  it("filters the history by kind, and tells a backwards date range without failing the page", async () => {
    const topups = await buyerPage("/user/wallet?kind=topup");
    expect(topups.view.kind).toBe("topup");
    expect(topups.list.items.map((entry) => entry.kind)).toEqual(["topup"]);
    // A store's kind, or nonsense, is not a buyer's filter: everything is listed.
    expect((await buyerPage("/user/wallet?kind=sale&from=kemarin")).view).toMatchObject({ kind: "all", from: "" });
    const backwards = await buyerPage("/en/user/wallet?from=2026-11-20&to=2026-11-01");
    expect(backwards.filterError).toBe("The end date cannot be before the start date");
    expect(backwards.list.items.length).toBeGreaterThan(0);
    const none = await buyerPage("/user/wallet?from=2020-01-01&to=2020-01-02");
    expect(none.list.items).toEqual([]);
  });
});

describe("the store's wallet page", () => {
  it("shows held and available money, and withdraws to the store's bank account", async () => {
    const load = () =>
      storeLoader({
        request: new Request("http://pasar.test/merchant/dashboard/wallet"),
        context: merchantPageContext(t.services, store),
        params: {},
      } as never);
    const before = await load();
    expect(before.saldo).toMatchObject({ available: 300_000, held: 0 });
    expect(before.bank.account).toMatchObject({ bank_id: "009", rekening: "9876543210" });
    const answer = await postMerchantAction<Response>(
      storeAction,
      t.services,
      store,
      new Request("http://pasar.test/merchant/dashboard/wallet", {
        method: "POST",
        body: form({ intent: "withdraw", amount: "100000" }),
      }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    const after = await load();
    expect(after.saldo).toMatchObject({ available: 200_000, pending_withdrawal: { amount: 100_000 } });
    expect(after.list.items[0]).toMatchObject({ kind: "withdrawal", balance: "available", amount: -100_000 });
  });
});
