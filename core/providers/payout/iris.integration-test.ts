import type { ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, type Buyer } from "../../../tests/support/factories.ts";
import { sendJson, startFakeHttp, type FakeHttp, type SeenRequest } from "../../../tests/support/fake-http.ts";
import { sqlProbe, useMoneyCheck } from "../../../tests/support/order-world.ts";
import { callJson, createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { saveBuyerBank } from "../../../tests/support/wallet-world.ts";

/** What the fake Iris says of each payout it created, by reference_no (a test moves them along). */
const payouts = new Map<string, { status: string; error_message?: string }>();
let created = 0;
let fake: FakeHttp;
let t: TestApp;
const world = {
  get database() {
    return t.database;
  },
};
const { rows, countOf } = sqlProbe(world);

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

function irisFake(request: SeenRequest, response: ServerResponse) {
  const body = request.body as Record<string, unknown> | null;
  if (request.method === "POST" && request.url === "/iris/api/v1/payouts") {
    if (request.headers.authorization !== basic("creator-key")) return sendJson(response, 401, {});
    created += 1;
    const reference = `IRS-${created}`;
    payouts.set(reference, { status: "queued" });
    return sendJson(response, 201, { payouts: [{ status: "queued", reference_no: reference }] });
  }
  if (request.method === "POST" && request.url === "/iris/api/v1/payouts/approve") {
    if (request.headers.authorization !== basic("approver-key")) return sendJson(response, 401, {});
    for (const reference of (body?.reference_nos as string[]) ?? []) payouts.set(reference, { status: "approved" });
    return sendJson(response, 200, { status: "ok" });
  }
  const status = /^\/iris\/api\/v1\/payouts\/([^/]+)$/.exec(request.url);
  if (request.method === "GET" && status) {
    const payout = payouts.get(decodeURIComponent(status[1]!));
    if (!payout) return sendJson(response, 404, { error_message: "not found" });
    return sendJson(response, 200, { reference_no: status[1], amount: "50000.00", ...payout });
  }
  sendJson(response, 404, {});
}

beforeAll(async () => {
  fake = await startFakeHttp(irisFake);
  t = await createTestApp({
    config: {
      PAYOUT_PROVIDER: "iris",
      IRIS_BASE_URL: `${fake.url}/iris`,
      IRIS_CREATOR_KEY: "creator-key",
      IRIS_APPROVER_KEY: "approver-key",
    },
  });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

useMoneyCheck(world);

const owner = (buyer: Buyer) => ({ type: "user" as const, id: buyer.userId });
const statusOf = async (buyer: Buyer) =>
  (
    await rows<{ status: string; provider_reference: string | null }>(
      sql`select status, provider_reference from withdrawal where owner_type = 'user' and owner_id = ${buyer.userId}`,
    )
  )[0]!;
const notify = (reference: string, status = "completed") =>
  callJson(t, "POST", "/api/payout/iris/notification", {}, { reference_no: reference, status, amount: "50000.00" });
const journals = () => countOf(sql`select count(*) from ledger_journal`);

async function sentWithdrawal(): Promise<{ buyer: Buyer; reference: string }> {
  const buyer = await makeBuyer(t, { wallet: 80_000 });
  await saveBuyerBank(t, buyer);
  await t.services.withdrawals.request(owner(buyer), { amount: 50_000 });
  fake.seen = [];
  await t.services.withdrawals.sweep();
  const row = await statusOf(buyer);
  expect(row.status).toBe("pending");
  return { buyer, reference: row.provider_reference! };
}

describe("the Midtrans Iris payout", () => {
  it("creates the payout with the creator's key and approves it with the approver's", async () => {
    const { reference } = await sentWithdrawal();
    expect(reference).toMatch(/^IRS-/);
    const [create, approve] = fake.seen;
    expect(create).toMatchObject({ method: "POST", url: "/iris/api/v1/payouts" });
    expect(create!.headers["x-idempotency-key"]).toMatch(/^withdrawal-\d+$/);
    expect(create!.body).toEqual({
      payouts: [
        {
          beneficiary_name: expect.any(String),
          beneficiary_account: "1234567890",
          beneficiary_bank: "bca",
          amount: "50000.00",
          notes: expect.stringMatching(/^Pasar withdrawal \d+$/),
        },
      ],
    });
    expect(approve).toMatchObject({ url: "/iris/api/v1/payouts/approve", body: { reference_nos: [reference] } });
    expect(approve!.headers.authorization).toBe(basic("approver-key"));
  });

  it("a completed payout, notified twice, is booked paid once", async () => {
    const { buyer, reference } = await sentWithdrawal();
    payouts.set(reference, { status: "completed" });
    const before = await journals();
    const first = await notify(reference);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ known: true });
    expect((await notify(reference)).status).toBe(200);
    expect((await statusOf(buyer)).status).toBe("paid");
    expect(await journals()).toBe(before + 1);
    expect(await t.services.wallets.saldo(owner(buyer))).toMatchObject({ available: 30_000, held: 0 });
    expect(
      await countOf(
        sql`select count(*) from notification where recipient_id = ${buyer.userId} and kind = 'withdrawal_paid'`,
      ),
    ).toBe(1);
  });

  it("a failed payout returns the money once, however often it is notified or swept", async () => {
    const { buyer, reference } = await sentWithdrawal();
    payouts.set(reference, { status: "failed", error_message: "Rekening tidak ditemukan" });
    await notify(reference, "failed");
    await notify(reference, "failed");
    t.clock.advance(60 * 60_000);
    await t.services.withdrawals.sweep();
    expect((await statusOf(buyer)).status).toBe("failed");
    expect(await t.services.wallets.saldo(owner(buyer))).toMatchObject({ available: 80_000, held: 0 });
    expect(
      await countOf(
        sql`select count(*) from wallet_ledger_entry where owner_id = ${buyer.userId} and kind = 'withdrawal_return'`,
      ),
    ).toBe(1);
  });

  it("believes Iris's status call, not the notification's word; unknown payouts change nothing", async () => {
    const { buyer, reference } = await sentWithdrawal();
    const before = await journals();
    // Forged: says completed while Iris still has it processing.
    payouts.set(reference, { status: "processed" });
    expect((await notify(reference, "completed")).status).toBe(200);
    expect((await statusOf(buyer)).status).toBe("pending");
    // A reference Iris does not know: 503 (Iris is asked and refuses), nothing booked.
    expect((await notify("IRS-404")).status).toBe(503);
    expect(await journals()).toBe(before);
    // The sweep asks later and books the end.
    payouts.set(reference, { status: "completed" });
    t.clock.advance(60 * 60_000);
    await t.services.withdrawals.sweep();
    expect((await statusOf(buyer)).status).toBe("paid");
  });
});
