import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bankDto } from "../../core/merchant/index.ts";
import type { Services } from "../../core/services.ts";
import {
  buyerBankDto,
  buyerBankFields,
  MIN_WITHDRAWAL,
  walletEntryDto,
  walletHistoryMetaDto,
  walletHistoryQuery,
  WALLET_HISTORY_KINDS,
  WALLET_HISTORY_PER_PAGE,
  walletSaldoDto,
  withdrawalDto,
  withdrawInput,
  type WalletOwner,
} from "../../core/wallet/index.ts";
import { translator } from "../../i18n/index.ts";
import { requireMerchant, requireViewer } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute, langOnlyQuery } from "../http/route-options.ts";
import { sendError } from "../plugins/api-envelope.ts";

/** One wallet's calls: where they live, whose wallet it is, how the docs name the owner. */
interface WalletPlace {
  base: string;
  tag: string;
  owner: string;
  ownerOf(request: FastifyRequest): Promise<WalletOwner>;
}

const WALLETS: WalletPlace[] = [
  {
    base: "/buyer/dashboard/wallet",
    tag: "wallet",
    owner: "the signed-in buyer",
    ownerOf: async (request) => ({ type: "user", id: (await requireViewer(request)).userId }),
  },
  {
    // The store is the caller's own (requireMerchant), never one named by the request.
    base: "/merchant/dashboard/wallet",
    tag: "merchant wallet",
    owner: "the signed-in merchant's store (a shopper without a store gets 403)",
    ownerOf: async (request) => ({ type: "merchant", id: (await requireMerchant(request)).store.id }),
  },
];

/**
 * Spec §7 wallet calls for the buyer and, under the merchant dashboard, for the store: balances, history and
 * a withdrawal to the owner's saved bank account (decision 0038); and the buyer's bank account. Each acts on
 * its caller's own wallet only; no call takes an owner, an account or an address from the request.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wallets, withdrawals } = services;

  for (const place of WALLETS) {
    app.get(
      `${place.base}/saldo`,
      bearerRoute(place.tag, {
        summary: `The balances of ${place.owner}: available and held`,
        description:
          "A buyer's held money is a pending withdrawal; a store's is the money of its open orders (dana ditahan). `pending_withdrawal` is the one on its way, if any.",
        querystring: langOnlyQuery,
        response: { 200: envelope(walletSaldoDto) },
      }),
      async (request, reply) => {
        const saldo = await wallets.saldo(await place.ownerOf(request));
        reply.header("cache-control", "private, no-store");
        return reply.ok(saldo);
      },
    );

    app.get(
      `${place.base}/history`,
      bearerRoute(place.tag, {
        summary: `The money movements of ${place.owner}, newest first, ${WALLET_HISTORY_PER_PAGE} a page`,
        description:
          `\`kind\`: all (the default) or one of ${WALLET_HISTORY_KINDS.join(", ")}; \`from\` and \`to\` (YYYY-MM-DD, both included, Jakarta days). ` +
          "A bad value is 422. Each entry names its order (and its link) when it has one; `meta.total_saldo` is available plus held.",
        querystring: walletHistoryQuery,
        response: { 200: envelope(z.array(walletEntryDto), walletHistoryMetaDto) },
      }),
      async (request, reply) => {
        const owner = await place.ownerOf(request);
        const list = await wallets.history(owner, request.query, samePathPageUrl(request));
        reply.header("cache-control", "private, no-store");
        return reply.ok(list.items, { meta: list.meta });
      },
    );

    app.post(
      `${place.base}/withdraw`,
      bearerRoute(place.tag, {
        summary: "Withdraw to the owner's saved bank account",
        description:
          `\`amount\`: whole rupiah, at least ${MIN_WITHDRAWAL}, at most the available balance (422 otherwise). ` +
          "409 `wallet.withdrawal_pending` while another is on its way, 409 `wallet.bank_missing` without a saved account. The money is held until the payout is paid; a failed payout returns it.",
        body: withdrawInput,
        response: { 200: envelope(withdrawalDto) },
      }),
      async (request, reply) => {
        const owner = await place.ownerOf(request);
        return reply.ok(await withdrawals.request(owner, request.body), {
          message: { key: "wallet.notice.withdrawn" },
        });
      },
    );
  }

  app.get(
    "/buyer/dashboard/wallet/bank",
    bearerRoute("wallet", {
      summary: "The signed-in buyer's bank account for withdrawals (null when none is saved)",
      querystring: langOnlyQuery,
      response: { 200: envelope(z.object({ account: buyerBankDto.nullable(), banks: z.array(bankDto) })) },
    }),
    async (request, reply) => {
      const { userId } = await requireViewer(request);
      const [account, banks] = await Promise.all([wallets.buyerBank(userId), wallets.banks()]);
      reply.header("cache-control", "private, no-store");
      return reply.ok({ account, banks });
    },
  );

  app.post(
    "/buyer/dashboard/wallet/bank",
    bearerRoute("wallet", {
      summary: "Save the signed-in buyer's bank account for withdrawals",
      description:
        "bank_id from GET /helper/bank; rekening 7-18 digits; atas_nama the holder. A pending withdrawal keeps the account it was sent to.",
      body: buyerBankFields,
      response: { 200: envelope(buyerBankDto) },
    }),
    async (request, reply) => {
      const { userId } = await requireViewer(request);
      return reply.ok(await wallets.saveBuyerBank(userId, request.body), {
        message: { key: "wallet.notice.bank_saved" },
      });
    },
  );

  app.post(
    "/payout/iris/notification",
    {
      schema: {
        tags: ["wallet"],
        summary: "Midtrans Iris payout notification (webhook)",
        description:
          "Called by Iris, not by people: no authentication. Only `reference_no` is read; the payout's state is asked of Iris's status call " +
          "(the notification's own word is not believed), and booked once. 200 done (also for a payout we do not know); 422 no reference; 503 Iris could not be asked (retry).",
        body: z.object({ reference_no: z.string().min(1).max(100) }).passthrough(),
        response: { 200: envelope(z.object({ known: z.boolean() })) },
      },
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      if (withdrawals.provider !== "iris") return reply.ok({ known: false });
      try {
        return reply.ok({ known: await withdrawals.notified(request.body.reference_no) });
      } catch (error) {
        request.log.warn({ err: error, reference: request.body.reference_no }, "payout notification unconfirmed");
        return sendError(reply, 503, translator(request.lang)("wallet.payout_unconfirmed"));
      }
    },
  );
};
