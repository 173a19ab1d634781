import { BULK_ORDERS_MAX } from "../../../core/order/order-tabs.view.ts";
import { redirectDocument } from "react-router";
import type { ShippingDocumentKind } from "../../../core/shipment/shipping-documents.view.ts";
import { printPath } from "./print-path.ts";
import { noticeFromError, type Notice } from "../../lib/action-outcome.server.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import type { Lang } from "../../lib/i18n.tsx";
import { redirectWithFlash, rowIntent } from "./merchant-list.server.ts";
import { rejectReasonField } from "./store-order-actions.tsx";

/**
 * A seller's order move from a page's form, through the same fulfilment service as the API (never HTTP):
 * 'approve:CODE', 'reject:CODE' (with its reason), 'pickup:CODE', or a bare 'approve' for the ticked rows
 * (`selected`). Answers the notice to flash; a refusal throws the domain error for changeThenBack to tell.
 */
export async function runStoreOrderIntent(ctx: RequestContext, store: { id: number }, form: FormData): Promise<Notice> {
  const { fulfilment } = ctx.services;
  const { verb, id: orderCode } = rowIntent(form);
  if (verb === "approve" && orderCode === undefined) return approveSelected(ctx, store, form);
  if (orderCode === undefined) throw new Error(`order intent ${verb} names no order`);
  switch (verb) {
    case "approve":
      await fulfilment.approve(store, { order_code: orderCode });
      return { key: "order.notice.approved", tone: "success" };
    case "reject":
      await fulfilment.reject(store, {
        order_code: orderCode,
        reason: String(form.get(rejectReasonField(orderCode)) ?? form.get("reason") ?? ""),
      });
      return { key: "order.notice.rejected", tone: "success" };
    case "pickup": {
      const { airway_bill } = await fulfilment.pickup(store, { order_code: orderCode });
      return { key: "order.notice.pickup_requested", values: { airway_bill }, tone: "success" };
    }
    default:
      throw new Error(`unknown order intent ${verb}`);
  }
}

/** Bulk approve: each ticked order on its own, so one that moved meanwhile does not stop the others. */
async function approveSelected(ctx: RequestContext, store: { id: number }, form: FormData): Promise<Notice> {
  const codes = [...new Set(form.getAll("selected").map(String))];
  if (codes.length === 0) return { key: "order.seller.none_selected", tone: "error" };
  if (codes.length > BULK_ORDERS_MAX)
    return { key: "order.print.too_many", values: { max: BULK_ORDERS_MAX }, tone: "error" };
  const { approved } = await ctx.services.fulfilment.approveMany(store, { order_codes: codes });
  return {
    key: approved.length === codes.length ? "order.seller.bulk_approved" : "order.seller.bulk_approved_some",
    values: { approved: approved.length, total: codes.length },
    tone: approved.length > 0 ? "success" : "error",
  };
}

const PRINT_KINDS: readonly string[] = ["label", "packinglist"] satisfies ShippingDocumentKind[];

/**
 * Bulk print ('print:label' or 'print:packinglist' with the ticked rows): the PDF the API serves, opened as a
 * document (redirectDocument, also without JavaScript). Checked first, so that a refusal (nothing ticked, too
 * many, one not ready) comes back to `backTo` as a notice rather than as the API's JSON. Null for other intents.
 */
export async function printSelected(
  ctx: RequestContext,
  store: { id: number },
  form: FormData,
  lang: Lang,
  backTo: string,
): Promise<Response | null> {
  const { verb, id: kind } = rowIntent(form);
  if (verb !== "print") return null;
  if (!kind || !PRINT_KINDS.includes(kind)) throw new Error(`unknown print intent ${kind}`);
  const codes = [...new Set(form.getAll("selected").map(String))];
  if (codes.length === 0) return redirectWithFlash(ctx, backTo, { key: "order.print.none_selected", tone: "error" });
  if (codes.length > BULK_ORDERS_MAX)
    return redirectWithFlash(ctx, backTo, {
      key: "order.print.too_many",
      values: { max: BULK_ORDERS_MAX },
      tone: "error",
    });
  try {
    await ctx.services.shippingDocuments.checkPrintable(store, { order_code: codes }, kind as ShippingDocumentKind);
  } catch (error) {
    return redirectWithFlash(ctx, backTo, noticeFromError(error));
  }
  return redirectDocument(printPath(kind as ShippingDocumentKind, codes, lang));
}
