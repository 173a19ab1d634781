import { createInvoiceRepository } from "../invoice/index.ts";
import { closeUnpaidInvoice, withLockedInvoice, type InvoiceClosingDeps } from "./invoice-closing.ts";

const SWEEP_BATCH = 100;

/**
 * Unpaid invoices past their deadline expire: stock, the wallet part and promo quotas come back. Run by
 * a timer in every process (each invoice is locked, so two processes never close one twice) and before
 * an invoice is shown, so a page never says 'waiting for payment' after the deadline.
 */
export function createInvoiceExpiry({ db, clock, promos }: InvoiceClosingDeps) {
  async function expireIfDue(code: string): Promise<boolean> {
    return withLockedInvoice(db, code, async (tx, row) => {
      const now = clock.now();
      if (!row || row.status_payment !== "pending" || row.expire_at > now) return false;
      await closeUnpaidInvoice(tx, promos, row, "expire", now);
      return true;
    });
  }

  return {
    expireIfDue,
    /** Expires what is due now; returns how many invoices it closed. */
    async sweep(): Promise<number> {
      let closed = 0;
      for (;;) {
        const due = await createInvoiceRepository(db).dueUnpaid(clock.now(), SWEEP_BATCH);
        for (const code of due) if (await expireIfDue(code)) closed += 1;
        if (due.length < SWEEP_BATCH) return closed;
      }
    },
  };
}
