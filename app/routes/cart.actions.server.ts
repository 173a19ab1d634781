import { redirect } from "react-router";
import { promoBasketsOf } from "../../core/checkout/checkout.view.ts";
import { AppError } from "../../core/shared/errors.ts";
import type { RequestContext } from "../lib/app-context.ts";
import { noticeFromError, respondWithNotice, type Notice } from "../lib/action-outcome.server.ts";
import { safeRedirectPath } from "../lib/form-errors.server.ts";
import { localizedPath, type Lang } from "../lib/i18n.tsx";
import { loginRedirect } from "../lib/route-helpers.server.ts";

const LOGIN_MESSAGE: Record<string, string> = {
  add: "product.cart.login_to_add",
  buy: "product.cart.login_to_checkout",
  checkout: "product.cart.login_to_checkout",
};

function ids(form: FormData, name: string): number[] {
  return form.getAll(name).map((value) => Number(value));
}

function line(form: FormData) {
  return {
    products_id: form.get("products_id") ?? undefined,
    qty: form.get("qty") ?? undefined,
    note: form.get("note") ?? undefined,
    attribute: form.get("attribute") ?? undefined,
  };
}

function promoId(form: FormData): number {
  const id = Number(form.get("promo_id"));
  if (!Number.isInteger(id) || id <= 0) throw new AppError("NOT_FOUND", "promo.unavailable");
  return id;
}

/** The quantity a stepper asked for: one down, one up, or what was typed (spec §5 messages). */
function requestedQty(form: FormData): unknown {
  const current = Number(form.get("current"));
  const step = form.get("step");
  if (step === "dec") {
    if (!(current > 1))
      throw new AppError("INVALID_INPUT", "cart.validation.qty_min", {
        fieldErrors: { qty: { key: "cart.validation.qty_min" } },
      });
    return current - 1;
  }
  if (step === "inc") return current + 1;
  return form.get("qty") ?? "";
}

/**
 * Every change a cart page form can post (also the product page's Add To Cart / Buy now and the wishlist's
 * add button): one service call each, answered as a toast (JavaScript) or a redirect with a flash.
 */
export async function cartAction(request: Request, ctx: RequestContext, lang: Lang) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const cartPath = localizedPath(lang, "/cart");
  const backTo = safeRedirectPath(form.get("redirectTo"), cartPath);
  if (!ctx.viewer) {
    const loginMessage = LOGIN_MESSAGE[intent] ?? "errors.unauthenticated";
    throw loginRedirect(ctx, lang, backTo, loginMessage);
  }
  const userId = ctx.viewer.userId;
  const { cart, checkout, promoCart } = ctx.services;
  // The checkout page's promo chooser posts here too: there, promos are priced with the chosen couriers.
  const checkoutPage = /\/checkout(\/multiple)?$/.exec(backTo);
  const promoBaskets = async () =>
    checkoutPage
      ? promoBasketsOf(await checkout.preview(userId, lang, checkoutPage[1] !== undefined))
      : cart.baskets(userId);
  let notice: Notice | null = null;
  try {
    switch (intent) {
      case "add":
        await cart.add(userId, line(form));
        notice = { key: "cart.added", tone: "success" };
        break;
      case "buy":
        await cart.buyNow(userId, line(form));
        throw redirect(localizedPath(lang, "/checkout"));
      case "check":
      case "uncheck":
        await cart.setChecked(userId, { cart_item_id: ids(form, "cart_item_id") }, intent === "check");
        break;
      case "check_store":
      case "uncheck_store":
        await cart.setCheckedWhere(userId, intent === "check_store", Number(form.get("merchant_id")));
        break;
      case "check_all":
      case "uncheck_all":
        await cart.setCheckedWhere(userId, intent === "check_all");
        break;
      case "qty":
        await cart.setQty(userId, { cart_item_id: form.get("cart_item_id"), qty: requestedQty(form) });
        break;
      case "note":
        await cart.setNote(userId, { cart_item_id: form.get("cart_item_id"), note: form.get("note") ?? "" });
        notice = { key: "cart.note_saved", tone: "success" };
        break;
      case "remove":
        await cart.remove(userId, { cart_item_id: ids(form, "cart_item_id") });
        notice = { key: "cart.removed", tone: "success" };
        break;
      case "promo_select":
        notice = { ...(await promoCart.select(userId, promoId(form), await promoBaskets())), tone: "success" };
        break;
      case "promo_unselect":
        notice = { ...(await promoCart.unselect(userId, promoId(form))), tone: "success" };
        break;
      case "promo_claim":
        notice = {
          ...(await promoCart.claim(userId, form.get("promo_code") ?? "", await promoBaskets())).message,
          tone: "success",
        };
        break;
      case "promo_reset":
        notice = { ...(await promoCart.reset(userId)), tone: "success" };
        break;
      case "promo_best":
        notice = { ...(await promoCart.applyBest(userId, await promoBaskets())).message, tone: "success" };
        break;
      case "checkout":
        if ((await cart.baskets(userId)).length === 0) throw new AppError("INVALID_INPUT", "cart.validation.no_items");
        throw redirect(localizedPath(lang, "/checkout"));
      default:
        throw new AppError("INVALID_INPUT", "errors.invalid_input");
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // A failed add goes back where the shopper was (the product page), with the reason.
    return respondWithNotice(request, ctx, noticeFromError(error), backTo);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}
