import type { PayoutOrder, PayoutProvider, PayoutState } from "./payout.ts";

export interface IrisPayoutOptions {
  /** The Iris origin and prefix, e.g. https://app.sandbox.midtrans.com/iris (a fake in tests). */
  baseUrl: string;
  /** The creator's API key: creates payouts and reads their status. */
  creatorKey: string;
  /** The approver's API key: approves what the creator created. */
  approverKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** How long to wait before asking again about a payout still on its way. */
  recheckMs?: number;
}

/**
 * Iris's bank names for the bank list's official codes; a bank missing here fails the payout (the money
 * returns) rather than sending it to a guess.
 */
const IRIS_BANKS: Record<string, string> = {
  "002": "bri",
  "008": "mandiri",
  "009": "bni",
  "011": "danamon",
  "013": "permata",
  "014": "bca",
  "016": "maybank",
  "019": "panin",
  "022": "cimb",
  "028": "ocbc",
  "200": "btn",
  "213": "btpn",
  "426": "mega",
  "441": "bukopin",
  "451": "bsm",
};

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Iris statuses: queued and approved wait, processed is at the bank, completed arrived, failed and rejected did not. */
function stateOf(reference: string, status: unknown, reason: unknown): PayoutState {
  switch (status) {
    case "queued":
    case "approved":
    case "processed":
      return { status: "pending", reference };
    case "completed":
      return { status: "paid", reference };
    case "failed":
    case "rejected":
      return { status: "failed", reference, reason: typeof reason === "string" && reason ? reason : String(status) };
    default:
      return { status: "unknown", detail: `iris status ${String(status)}` };
  }
}

/**
 * Midtrans Iris (Payouts API): a payout is created with the creator's key, then approved with the approver's;
 * its end comes in a notification, which is believed only after the status call says the same (the server
 * never calls an address a request names: the base URL is configuration).
 */
export function createIrisPayout(options: IrisPayoutOptions): PayoutProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.baseUrl.replace(/\/+$/, "");
  const auth = (key: string) => `Basic ${Buffer.from(`${key}:`, "utf8").toString("base64")}`;

  async function call(
    method: "GET" | "POST",
    path: string,
    key: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ ok: boolean; status: number; json: Record<string, unknown> | null }> {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        authorization: auth(key),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // The keys go with every call: a redirect is refused, never followed.
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = asObject(await response.json().catch(() => null));
    return { ok: response.ok, status: response.status, json };
  }

  return {
    name: "iris",
    sendAfterMs: 0,
    recheckMs: options.recheckMs ?? 10 * 60_000,

    async send(order: PayoutOrder): Promise<PayoutState> {
      const bank = IRIS_BANKS[order.bankCode];
      if (!bank) return { status: "failed", reference: null, reason: `bank ${order.bankCode} not served by Iris` };
      let created;
      try {
        created = await call(
          "POST",
          "/api/v1/payouts",
          options.creatorKey,
          {
            payouts: [
              {
                beneficiary_name: order.holderName,
                beneficiary_account: order.accountNumber,
                beneficiary_bank: bank,
                amount: order.amount.toFixed(2),
                notes: order.notes,
              },
            ],
          },
          // A repeat after a lost answer is the same payout, not a second one.
          { "X-Idempotency-Key": order.key },
        );
      } catch (error) {
        return { status: "unknown", detail: `iris create: ${(error as Error).message}` };
      }
      const payout = asObject((created.json?.payouts as unknown[] | undefined)?.[0]);
      const reference = payout?.reference_no;
      if (!created.ok || typeof reference !== "string" || reference === "") {
        // A 4xx is Iris refusing the payout (a bad account, a closed bank): it will not go. Else: ask again later.
        if (created.status >= 400 && created.status < 500)
          return { status: "failed", reference: null, reason: String(created.json?.error_message ?? created.status) };
        return { status: "unknown", detail: `iris create answered ${created.status}` };
      }
      try {
        const approved = await call("POST", "/api/v1/payouts/approve", options.approverKey, {
          reference_nos: [reference],
        });
        if (!approved.ok) return { status: "pending", reference };
      } catch {
        // Created, not yet approved: the status call later tells how it went.
        return { status: "pending", reference };
      }
      return stateOf(reference, "approved", null);
    },

    async status(reference: string): Promise<PayoutState> {
      try {
        const answer = await call("GET", `/api/v1/payouts/${encodeURIComponent(reference)}`, options.creatorKey);
        if (!answer.ok || !answer.json) return { status: "unknown", detail: `iris status answered ${answer.status}` };
        if (answer.json.reference_no !== reference) return { status: "unknown", detail: "iris status: another payout" };
        return stateOf(reference, answer.json.status, answer.json.error_message);
      } catch (error) {
        return { status: "unknown", detail: `iris status: ${(error as Error).message}` };
      }
    },
  };
}
