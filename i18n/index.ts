import { createHash } from "node:crypto";
import {
  catalogueScriptBody,
  createTranslator,
  DEFAULT_LANG,
  isLang,
  type Lang,
  type Messages,
  type Translate,
} from "../app/lib/translate.ts";
import enAddress from "./en/address.json" with { type: "json" };
import enCart from "./en/cart.json" with { type: "json" };
import enCheckout from "./en/checkout.json" with { type: "json" };
import enCommon from "./en/common.json" with { type: "json" };
import enHome from "./en/home.json" with { type: "json" };
import enInvoice from "./en/invoice.json" with { type: "json" };
import enMedia from "./en/media.json" with { type: "json" };
import enOrder from "./en/order.json" with { type: "json" };
import enPayment from "./en/payment.json" with { type: "json" };
import enPhotos from "./en/photos.json" with { type: "json" };
import enProduct from "./en/product.json" with { type: "json" };
import enPromo from "./en/promo.json" with { type: "json" };
import enOnboarding from "./en/onboarding.json" with { type: "json" };
import enReview from "./en/review.json" with { type: "json" };
import enSearch from "./en/search.json" with { type: "json" };
import enSeller from "./en/seller.json" with { type: "json" };
import enSellerProduct from "./en/seller_product.json" with { type: "json" };
import enShipping from "./en/shipping.json" with { type: "json" };
import enStore from "./en/store.json" with { type: "json" };
import enVoucher from "./en/voucher.json" with { type: "json" };
import enWishlist from "./en/wishlist.json" with { type: "json" };
import enBanner from "./en/banner.json" with { type: "json" };
import enStoreFiles from "./en/store_files.json" with { type: "json" };
import enNotification from "./en/notification.json" with { type: "json" };
import enDashboard from "./en/dashboard.json" with { type: "json" };
import enProductImport from "./en/product_import.json" with { type: "json" };
import enPasswordReset from "./en/password_reset.json" with { type: "json" };
import enWallet from "./en/wallet.json" with { type: "json" };
import idAddress from "./id/address.json" with { type: "json" };
import idCart from "./id/cart.json" with { type: "json" };
import idCheckout from "./id/checkout.json" with { type: "json" };
import idCommon from "./id/common.json" with { type: "json" };
import idHome from "./id/home.json" with { type: "json" };
import idInvoice from "./id/invoice.json" with { type: "json" };
import idMedia from "./id/media.json" with { type: "json" };
import idOrder from "./id/order.json" with { type: "json" };
import idPayment from "./id/payment.json" with { type: "json" };
import idPhotos from "./id/photos.json" with { type: "json" };
import idProduct from "./id/product.json" with { type: "json" };
import idPromo from "./id/promo.json" with { type: "json" };
import idOnboarding from "./id/onboarding.json" with { type: "json" };
import idReview from "./id/review.json" with { type: "json" };
import idSearch from "./id/search.json" with { type: "json" };
import idSeller from "./id/seller.json" with { type: "json" };
import idSellerProduct from "./id/seller_product.json" with { type: "json" };
import idShipping from "./id/shipping.json" with { type: "json" };
import idStore from "./id/store.json" with { type: "json" };
import idVoucher from "./id/voucher.json" with { type: "json" };
import idWishlist from "./id/wishlist.json" with { type: "json" };
import idBanner from "./id/banner.json" with { type: "json" };
import idStoreFiles from "./id/store_files.json" with { type: "json" };
import idNotification from "./id/notification.json" with { type: "json" };
import idDashboard from "./id/dashboard.json" with { type: "json" };
import idProductImport from "./id/product_import.json" with { type: "json" };
import idPasswordReset from "./id/password_reset.json" with { type: "json" };
import idWallet from "./id/wallet.json" with { type: "json" };

/*
 * The server's catalogues. Browser builds swap this module for app/lib/i18n-browser.ts (vite.config.ts),
 * which exports the same translator over the one catalogue the page loads as a script, so page code may
 * import from here on either side.
 */
export { DEFAULT_LANG, isLang, LANGUAGES, type Lang, type Translate } from "../app/lib/translate.ts";

/**
 * One file per area and language, each holding one top-level key named after its file ({"search": {…}}),
 * merged into a single catalogue per language; keys read 'search.filters.title'.
 */
export const CATALOGUES = {
  id: {
    ...idCommon,
    ...idSearch,
    ...idProduct,
    ...idHome,
    ...idStore,
    ...idCart,
    ...idWishlist,
    ...idPromo,
    ...idInvoice,
    ...idOrder,
    ...idPayment,
    ...idAddress,
    ...idShipping,
    ...idCheckout,
    ...idSeller,
    ...idMedia,
    ...idSellerProduct,
    ...idReview,
    ...idOnboarding,
    ...idPhotos,
    ...idVoucher,
    ...idBanner,
    ...idStoreFiles,
    ...idNotification,
    ...idDashboard,
    ...idProductImport,
    ...idPasswordReset,
    ...idWallet,
  },
  en: {
    ...enCommon,
    ...enSearch,
    ...enProduct,
    ...enHome,
    ...enStore,
    ...enCart,
    ...enWishlist,
    ...enPromo,
    ...enInvoice,
    ...enOrder,
    ...enPayment,
    ...enAddress,
    ...enShipping,
    ...enCheckout,
    ...enSeller,
    ...enMedia,
    ...enSellerProduct,
    ...enReview,
    ...enOnboarding,
    ...enPhotos,
    ...enVoucher,
    ...enBanner,
    ...enStoreFiles,
    ...enNotification,
    ...enDashboard,
    ...enProductImport,
    ...enPasswordReset,
    ...enWallet,
  },
} as const;

const translators = new Map<Lang, Translate>();
const scripts = new Map<Lang, CatalogueScript>();

export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = createTranslator(lang, CATALOGUES[lang] as Messages)));
  return t;
}

/** A catalogue as the script the browser loads it from (served by server/routes/catalogue.routes.ts). */
export interface CatalogueScript {
  url: string;
  body: string;
}

/** The URL carries a hash of the script, so it changes whenever a message does and may be cached for good. */
export function buildCatalogueScript(lang: Lang, messages: Messages): CatalogueScript {
  const body = catalogueScriptBody(lang, messages);
  return { url: `/i18n/${lang}.${createHash("sha256").update(body).digest("hex").slice(0, 16)}.js`, body };
}

export function catalogueScript(lang: Lang): CatalogueScript {
  let script = scripts.get(lang);
  if (!script) scripts.set(lang, (script = buildCatalogueScript(lang, CATALOGUES[lang] as Messages)));
  return script;
}

/** Where a page in `lang` loads its catalogue from (I18nProvider); the browser knows only its page's. */
export function catalogueUrl(lang: Lang): string | null {
  return catalogueScript(lang).url;
}

/** Both catalogues are always here; only the browser may have to fetch one (null: nothing to wait for). */
export function catalogueLoading(_lang: Lang): Promise<void> | null {
  return null;
}

/** The language an API request asked for: ?lang=, then Accept-Language; Indonesian otherwise. */
export function langFromRequest(query: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof query === "object" && query !== null && "lang" in query && isLang((query as { lang: unknown }).lang)) {
    return (query as { lang: Lang }).lang;
  }
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : DEFAULT_LANG;
}
