import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makePaidOrder, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import { makeShop, sqlProbe } from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { createDatabaseMailer, type MailMessage, type Mailer } from "../providers/index.ts";
import {
  createNotificationDispatcher,
  DELIVERY_LEASE_MS,
  DELIVERY_MAX_ATTEMPTS,
  notify,
  retryDelayMs,
} from "./index.ts";
import { createNotificationRepository } from "./notification.repository.ts";

const t = useTestApp();
const { rows, countOf } = sqlProbe(t);
let buyer: Buyer;
let store: Store;
let product: Product;

/** A mailer that keeps what it was given, and fails while `failing` is set. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    kind: "smtp",
    sent,
    failing: false,
    async send(message) {
      // A slow server: concurrent dispatchers overlap while a mail is on its way.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (mailer.failing) throw new Error("421 try again later");
      sent.push(message);
    },
    async close() {},
  };
  return mailer;
}

const dispatcherWith = (mailer: Mailer) =>
  createNotificationDispatcher({ db: t.database.db, clock: t.clock, mailer, siteUrl: "https://pasar.test" });

/** Delivers whatever is due now, so a test starts from an empty outbox. */
async function drain() {
  await t.database.db.execute(sql`update notification_outbox set status = 'done' where status = 'pending'`);
}

beforeAll(async () => {
  ({ store, product, buyer } = await makeShop(t, {
    storeName: "Toko Kabar",
    buyerName: "Sari",
    product: { stock: 1000, price: 50_000 },
  }));
});

describe("notify (the transactional outbox)", () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    const reference = `test:rollback:${Date.now()}`;
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(
          await notify(tx, {
            recipient: { type: "user", id: buyer.userId },
            kind: "order_completed",
            reference,
            params: { order_code: "ORD-X" },
            at: t.clock.now(),
          }),
        ).toBe(true);
        throw new Error("the event failed after notify");
      }),
    ).rejects.toThrow("the event failed");
    expect(await countOf(sql`select count(*) from notification where reference = ${reference}`)).toBe(0);
    expect(
      await countOf(
        sql`select count(*) from notification_outbox o join notification n on n.id = o.notification_id where n.reference = ${reference}`,
      ),
    ).toBe(0);
  });

  it("tells a recipient of one event once, with one outbox row", async () => {
    const event = {
      recipient: { type: "user" as const, id: buyer.userId },
      kind: "order_completed" as const,
      reference: "test:once",
      params: { order_code: "ORD-ONCE" },
      at: t.clock.now(),
    };
    const first = await t.database.db.transaction((tx) => notify(tx, event));
    const again = await t.database.db.transaction((tx) => notify(tx, event));
    expect([first, again]).toEqual([true, false]);
    expect(await countOf(sql`select count(*) from notification where reference = 'test:once'`)).toBe(1);
    expect(
      await countOf(
        sql`select count(*) from notification_outbox o join notification n on n.id = o.notification_id where n.reference = 'test:once'`,
      ),
    ).toBe(1);
  });
});

describe("the dispatcher", () => {
  it("delivers each mail once when two dispatchers run at the same time, and marks every row done", async () => {
    await drain();
    await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    await makePaidOrder(t, buyer, [{ product, qty: 2 }]);
    const mailer = recordingMailer();
    const [a, b] = [dispatcherWith(mailer), dispatcherWith(mailer)];
    const results = await Promise.all([a.dispatch(), b.dispatch(), a.dispatch(), b.dispatch()]);
    // Two invoices: each tells the buyer and the store, and both kinds send mail.
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(4);
    expect(mailer.sent).toHaveLength(4);
    expect(mailer.sent.map((mail) => mail.to.email).sort()).toEqual(
      [buyer.email, buyer.email, store.owner.email, store.owner.email].sort(),
    );
    expect(await countOf(sql`select count(*) from notification_outbox where status <> 'done'`)).toBe(0);
    expect((await dispatcherWith(mailer).dispatch()).delivered).toBe(0);
  });

  it("writes the mail in both languages with the link to the site", async () => {
    await drain();
    const invoiceCode = await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    const mailer = recordingMailer();
    await dispatcherWith(mailer).dispatch();
    const mail = mailer.sent.find((sent) => sent.to.email === buyer.email)!;
    expect(mail.subject).toBe("Pembayaran diterima · Pasar");
    expect(mail.text).toContain(`Pembayaran`);
    expect(mail.text).toContain("Payment received");
    expect(mail.text).toContain(`https://pasar.test/user/order/invoice/${invoiceCode}`);
  });

  it("marks a kind without mail delivered without sending anything", async () => {
    await drain();
    await t.database.db.transaction((tx) =>
      notify(tx, {
        recipient: { type: "user", id: buyer.userId },
        kind: "order_approved",
        reference: "test:no-mail",
        at: t.clock.now(),
      }),
    );
    const mailer = recordingMailer();
    expect(await dispatcherWith(mailer).dispatch()).toEqual({ delivered: 1, failed: 0 });
    expect(mailer.sent).toHaveLength(0);
  });

  it("retries a failed mail later, then gives up after the last try", async () => {
    await drain();
    await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    const mailer = recordingMailer();
    mailer.failing = true;
    const dispatcher = dispatcherWith(mailer);
    expect(await dispatcher.dispatch()).toEqual({ delivered: 0, failed: 2 });
    // Not due again until its wait passed.
    expect(await dispatcher.dispatch()).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(retryDelayMs(1));
    mailer.failing = false;
    expect(await dispatcher.dispatch()).toEqual({ delivered: 2, failed: 0 });
    expect(mailer.sent).toHaveLength(2);

    await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    mailer.failing = true;
    for (let attempt = 1; attempt <= DELIVERY_MAX_ATTEMPTS; attempt += 1) {
      expect((await dispatcher.dispatch()).failed).toBe(2);
      t.clock.advance(retryDelayMs(attempt));
    }
    const outbox = await rows<{ status: string; attempts: number; last_error: string }>(
      sql`select status, attempts, last_error from notification_outbox where status <> 'done'`,
    );
    expect(outbox.map((row) => [row.status, Number(row.attempts)])).toEqual([
      ["failed", DELIVERY_MAX_ATTEMPTS],
      ["failed", DELIVERY_MAX_ATTEMPTS],
    ]);
    expect(outbox[0]!.last_error).toContain("421");
    await t.database.db.execute(sql`delete from notification_outbox where status = 'failed'`);
  });

  it("delivers again what a dispatcher claimed but never finished, once its lease ran out (at least once)", async () => {
    await drain();
    await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    // A dispatcher that dies right after claiming.
    const claimed = await createNotificationRepository(t.database.db).claimDue(t.clock.now(), 20, DELIVERY_LEASE_MS);
    expect(claimed).toHaveLength(2);
    const mailer = recordingMailer();
    expect((await dispatcherWith(mailer).dispatch()).delivered).toBe(0);
    t.clock.advance(DELIVERY_LEASE_MS);
    expect((await dispatcherWith(mailer).dispatch()).delivered).toBe(2);
    expect(mailer.sent).toHaveLength(2);
  });

  it("keeps mail in the database and the log when no SMTP server is configured", async () => {
    await drain();
    await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
    const logged: string[] = [];
    const mailer = createDatabaseMailer({ db: t.database.db, log: (line) => logged.push(line) });
    const before = await countOf(sql`select count(*) from mail_message`);
    expect((await dispatcherWith(mailer).dispatch()).delivered).toBe(2);
    const kept = await rows<{ to_address: string; subject: string }>(
      sql`select to_address, subject from mail_message order by id desc limit 2`,
    );
    expect(await countOf(sql`select count(*) from mail_message`)).toBe(before + 2);
    expect(kept.map((row) => row.subject).sort()).toEqual(["Pembayaran diterima · Pasar", "Pesanan baru · Pasar"]);
    expect(logged.some((line) => line.startsWith(`mail to ${buyer.email}: Pembayaran diterima`))).toBe(true);
  });
});
