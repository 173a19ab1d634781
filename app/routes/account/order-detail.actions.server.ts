import { redirect } from "react-router";
import type { Viewer } from "../../../core/account/index.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import { noticeFromError, respondWithNotice, type Notice } from "../../lib/action-outcome.server.ts";
import { safeRedirectPath } from "../../lib/form-errors.server.ts";
import { localizedPath, type Lang } from "../../lib/i18n.tsx";

/** What a buyer's order form may ask for: spec §4's status moves, and putting its products back in the cart. */
const STATUS_BY_INTENT: Record<string, "cancel" | "complete"> = { cancel: "cancel", confirm: "complete" };

/**
 * The buyer's moves on one order (spec §4: through order/status, then reload): cancel before the store approved,
 * confirm receipt of a sent order, and buy again. The detail page and the order list's cards post here; each
 * answers with a notice and the page it came from (a toast and a reload with JavaScript, a flash without).
 */
export async function buyerOrderAction(
  request: Request,
  ctx: RequestContext,
  viewer: Viewer,
  lang: Lang,
  orderCode: string,
) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const detailPath = localizedPath(lang, `/user/order/detail/${encodeURIComponent(orderCode)}`);
  const backTo = safeRedirectPath(form.get("redirectTo"), detailPath);
  let notice: Notice;
  try {
    if (intent === "buy_again") return await buyAgain(ctx, viewer, lang, orderCode);
    // An unknown intent reaches the service as no status, which refuses it in the shopper's language.
    const status = STATUS_BY_INTENT[intent];
    const result = await ctx.services.fulfilment.changeByBuyer(viewer.userId, { order_code: orderCode, status });
    notice = {
      key: result.status_order === "cancel" ? "order.notice.cancelled" : "order.notice.completed",
      tone: "success",
    };
  } catch (error) {
    notice = noticeFromError(error);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}

/** The order's products back in the cart, as many as can still be bought; then to the cart to check out. */
async function buyAgain(ctx: RequestContext, viewer: Viewer, lang: Lang, orderCode: string): Promise<never> {
  const { order } = await ctx.services.orders.detailForBuyer(viewer, orderCode, lang);
  const { added, skipped } = await ctx.services.cart.addAll(
    viewer.userId,
    order.orderitem.map((item) => ({
      products_id: item.product_id,
      qty: item.qty,
      attribute: item.attribute,
      note: item.note,
    })),
  );
  const notice =
    added === 0
      ? ctx.cookies.flash("order.notice.buy_again_none", { tone: "error" })
      : ctx.cookies.flash("order.notice.bought_again", {
          tone: skipped > 0 ? "info" : "success",
          values: { count: added, skipped },
        });
  throw redirect(localizedPath(lang, "/cart"), { headers: { "Set-Cookie": notice } });
}
