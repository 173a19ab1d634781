import { data, redirect } from "react-router";
import { AppError } from "../../core/shared/errors.ts";
import type { RequestContext } from "../lib/app-context.ts";
import { isScriptSubmission, noticeFromError, respondWithNotice, type Notice } from "../lib/action-outcome.server.ts";
import { localizedPath, type Lang } from "../lib/i18n.tsx";
import { loginRedirect } from "../lib/route-helpers.server.ts";

const orderId = (form: FormData) => {
  const id = Number(form.get("order_id"));
  if (!Number.isInteger(id) || id <= 0) throw new AppError("NOT_FOUND", "checkout.order_not_found");
  return id;
};

/**
 * The checkout page's forms: addresses, couriers, dropshipper, wallet and pay, one service call each.
 * Pay answers a script with the payment to open in the gateway's popup; a plain form goes to the
 * gateway's page (or straight to the invoice when the wallet paid it all).
 */
export async function checkoutAction(request: Request, ctx: RequestContext, lang: Lang, backTo: string) {
  if (!ctx.viewer) {
    throw loginRedirect(ctx, lang, backTo, "product.cart.login_to_checkout");
  }
  const { userId, user } = ctx.viewer;
  const { checkout, placeOrder } = ctx.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  let notice: Notice | null = null;
  try {
    switch (intent) {
      case "address_all":
        notice = {
          ...(await checkout.setAddressForAll(userId, { address_book_id: form.get("address_book_id") })),
          tone: "success",
        };
        break;
      case "address_order":
        notice = {
          ...(await checkout.setAddressForOrder(userId, orderId(form), {
            address_book_id: form.get("address_book_id"),
          })),
          tone: "success",
        };
        break;
      case "logistic":
        await checkout.setLogistic(userId, orderId(form), { shipper_result_id: form.get("shipper_result_id") ?? "" });
        break;
      case "dropship":
        notice = {
          ...(await checkout.setDropship(userId, orderId(form), {
            dropship_name: form.get("dropship_name") ?? "",
            dropship_phone: form.get("dropship_phone") ?? "",
          })),
          tone: "success",
        };
        break;
      case "dropship_unset":
        await checkout.unsetDropship(userId, orderId(form));
        break;
      case "wallet":
        await checkout.setWallet(userId, { use_wallet: form.get("use_wallet") === "yes" ? "yes" : "no" });
        break;
      case "pay": {
        const key = String(form.get("idempotency_key") ?? "");
        const payment = await placeOrder(
          { userId, name: user.fullname ?? user.email, email: user.email },
          { is_multiple_address: form.get("is_multiple_address") === "1" ? "1" : "0" },
          { lang, ...(key ? { idempotencyKey: key } : {}) },
        );
        const invoicePath = localizedPath(lang, `/user/order/invoice/${payment.invoice_code}`);
        if (payment.status_payment === "settlement") {
          throw redirect(invoicePath, {
            headers: { "Set-Cookie": ctx.cookies.flash("payment.toast.success", { tone: "success" }) },
          });
        }
        if (isScriptSubmission(request)) return data({ notice: null, payment, invoicePath });
        throw redirect(
          payment.redirect_url
            ? payment.redirect_url.startsWith("/")
              ? localizedPath(lang, payment.redirect_url)
              : payment.redirect_url
            : invoicePath,
        );
      }
      default:
        throw new AppError("INVALID_INPUT", "errors.invalid_input");
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = noticeFromError(error);
    // An empty checkout goes back to the cart (spec §8).
    if (failure.key === "checkout.empty") {
      throw redirect(localizedPath(lang, "/cart"), {
        headers: { "Set-Cookie": ctx.cookies.flash(failure.key, { tone: "warning" }) },
      });
    }
    return respondWithNotice(request, ctx, failure, backTo);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}
