import type { Clock } from "../shared/clock.ts";
import type { LocalNotificationInput } from "./local-gateway.ts";
import {
  createMidtransGateway,
  createPaymentService,
  type LocalGateway,
  type PaymentService,
  type PaymentServiceDeps,
  type SettleOutcome,
  type VerifiedNotification,
} from "./index.ts";

/**
 * For tests only: the notification the local gateway signs for `invoiceCode`, by default a GoPay payment of
 * Rp86.500 (what the payment suites charge), with `overrides` for the rest.
 */
export function localNotification(
  payments: PaymentService,
  invoiceCode: string,
  now: Date,
  overrides: Partial<LocalNotificationInput> = {},
) {
  return (payments.gateway as LocalGateway).buildNotification({
    invoiceCode,
    grossAmount: 86_500,
    outcome: "pay",
    method: "gopay",
    transactionId: "t-1",
    now,
    ...overrides,
  });
}

/** For tests only: a well-formed notification signed with a guessed key, which verification must refuse. */
export function forgedNotification(deps: Pick<PaymentServiceDeps, "db" | "clock">, invoiceCode: string, now: Date) {
  const forger = createPaymentService({
    ...deps,
    config: { LOCAL_GATEWAY_SERVER_KEY: "guessed-key-0123456789" },
    settle: async () => "accepted",
  });
  return localNotification(forger, invoiceCode, now, { transactionId: "t-f" });
}

/** For tests only: a Midtrans gateway with sandbox keys whose APIs never answer (port 9 discards). */
export function unreachableMidtrans(clock: Clock) {
  return createMidtransGateway({
    serverKey: "SB-Mid-server-k",
    clientKey: "SB-Mid-client-k",
    snapUrl: "http://127.0.0.1:9",
    apiUrl: "http://127.0.0.1:9",
    clock,
    timeoutMs: 500,
  });
}

/**
 * For tests only: the checkout workflow's part in settling, played by the test. It keeps every notification it
 * is given in `settled` and answers `answer`, or throws when `fails`; `reset()` before each test.
 */
export function settleStub() {
  const stub = {
    settled: [] as VerifiedNotification[],
    answer: "accepted" as SettleOutcome,
    fails: false,
    settle: async (notification: VerifiedNotification): Promise<SettleOutcome> => {
      stub.settled.push(notification);
      if (stub.fails) throw new Error("database went away");
      return stub.answer;
    },
    reset() {
      stub.settled = [];
      stub.answer = "accepted";
      stub.fails = false;
    },
  };
  return stub;
}
