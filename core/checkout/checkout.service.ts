import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import type { CartService, PricedCartLine } from "../cart/index.ts";
import type { AppliedPromoDto, LapsedPromo, PromoCartService, StoreSplit } from "../promo/index.ts";
import { createSettingsRepository } from "../settings/index.ts";
import type { Clock } from "../shared/clock.ts";
import { memo } from "../shared/memo.ts";
import { AppError, invalidInput, type Message } from "../shared/errors.ts";
import { discountPercentage } from "../shared/money.ts";
import { parseInput } from "../shared/validation.ts";
import { createWalletRepository } from "../wallet/index.ts";
import {
  toPreviewAddress,
  type CheckoutAddress,
  type CheckoutPreviewDto,
  type CheckoutRate,
  type PreviewOrderDto,
  type PreviewShippingDto,
} from "./checkout.dto.ts";
import { addressChoiceInput, dropshipInput, logisticInput, walletInput } from "./checkout.inputs.ts";
import { createCheckoutRepository } from "./checkout.repository.ts";
import type { ChosenShipping } from "./checkout.tables.ts";

/** The address book, as checkout reads it (core/address). */
export interface CheckoutAddressBook {
  find(userId: number, addressId: number): Promise<CheckoutAddress | null>;
  main(userId: number): Promise<CheckoutAddress | null>;
}

/** Courier quotes (core/shipping). */
export interface CheckoutShipping {
  quote(input: {
    origin: { provinceId: string; cityId: string; districtId: string | null };
    destination: { provinceId: string; cityId: string; districtId: string | null };
    weightGrams: number;
  }): Promise<CheckoutRate[]>;
}

export interface TaxRates {
  /** Basis points: 1100 = 11%. */
  ppn_bp: number;
  pph_bp: number;
}
/** PPN 11% and PPh 0.5% until an operator sets others in app_setting 'tax.rates' (decision 0013). */
export const DEFAULT_TAX_RATES: TaxRates = { ppn_bp: 1100, pph_bp: 50 };
const TAX_SETTING_KEY = "tax.rates";
export const TAX_RATES_TTL_MS = 30_000;

export interface CheckoutDeps {
  db: Database;
  clock: Clock;
  cart: Pick<CartService, "checkoutLines">;
  promos: Pick<PromoCartService, "checkoutSelection">;
  addresses: CheckoutAddressBook;
  shipping: CheckoutShipping;
}

/** One store order of a computed checkout, with what pay needs beyond the DTO. */
export interface ComputedOrder {
  dto: PreviewOrderDto;
  draftId: number;
  lines: PricedCartLine[];
  address: CheckoutAddress | null;
  shipping: ChosenShipping | null;
  split: StoreSplit | null;
  isPkp: boolean;
  merchantNpwp: string | null;
}

export interface ComputedCheckout {
  preview: CheckoutPreviewDto;
  orders: ComputedOrder[];
  applied: AppliedPromoDto[];
  /** Selected promos that stopped applying through no change of the cart; pay refuses while there are any. */
  lapsedPromos: LapsedPromo[];
  taxes: TaxRates;
  useWallet: boolean;
}

const taxOf = (amount: number, bp: number) => Math.round((amount * bp) / 10_000);

function toChosen(rate: CheckoutRate, destinationKey: string): ChosenShipping {
  return {
    rate_id: rate.id,
    courier_code: rate.courier.code,
    courier_name: rate.courier.name,
    service_code: rate.service.code,
    service_name: rate.service.name,
    rate_type: rate.rate_type,
    price: rate.price,
    min_day: rate.min_day,
    max_day: rate.max_day,
    guarantee: rate.guarantee,
    weight_grams: rate.weight_grams,
    destination_area_id: destinationKey,
  };
}

function toShippingDto(chosen: ChosenShipping): PreviewShippingDto {
  return {
    rate_id: chosen.rate_id,
    rate_type: chosen.rate_type,
    guarantee: chosen.guarantee,
    courier: { code: chosen.courier_code, name: chosen.courier_name },
    service: { code: chosen.service_code, name: chosen.service_name },
    response_manifest: {
      final_price: chosen.price,
      min_day: chosen.min_day,
      max_day: chosen.max_day,
      logistic: { name: chosen.courier_name },
    },
  };
}

const weightOf = (lines: PricedCartLine[]) =>
  lines.reduce((sum, line) => sum + line.qty * line.product.weight_grams, 0);

/**
 * Spec §2/§4 checkout: the checked cart as one order per store, each with an address, a courier and an
 * optional dropshipper; promos, taxes and the wallet priced by the server on every call.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps;
  const drafts = createCheckoutRepository(db);
  const settings = createSettingsRepository(db);
  const wallets = createWalletRepository(db);

  // Read on every preview and pay but changed by an operator perhaps once a year: a change shows within this.
  const taxRates = memo(deps.clock, TAX_RATES_TTL_MS, async (): Promise<TaxRates> => ({
    ...DEFAULT_TAX_RATES,
    ...((await settings.get<Partial<TaxRates>>(TAX_SETTING_KEY)) ?? {}),
  }));

  /** The quote for this order now: the chosen service re-priced when the weight or destination changed. */
  async function currentShipping(
    lines: PricedCartLine[],
    address: CheckoutAddress | null,
    chosen: ChosenShipping | null,
  ): Promise<ChosenShipping | null> {
    if (!chosen || !address) return null;
    const weight = weightOf(lines);
    const sameParcel =
      chosen.destination_area_id === address.village.id && Math.ceil(weight / 1000) * 1000 === chosen.weight_grams;
    if (sameParcel) return chosen;
    const rates = await quote(lines, address);
    const rate = rates.find((candidate) => candidate.id === chosen.rate_id);
    return rate ? toChosen(rate, address.village.id) : null;
  }

  async function quote(lines: PricedCartLine[], address: CheckoutAddress): Promise<CheckoutRate[]> {
    const origin = lines[0]!.merchant;
    return deps.shipping.quote({
      origin: { provinceId: origin.province_id, cityId: origin.city_id, districtId: origin.district_id },
      destination: { provinceId: address.province.id, cityId: address.city.id, districtId: address.district.id },
      weightGrams: weightOf(lines),
    });
  }

  async function compute(userId: number, lang: Lang, multiple: boolean): Promise<ComputedCheckout> {
    // Everything that depends on nothing else is read at once; the second round below reads or writes only
    // what a first visit lacks (draft, store orders) or a chosen address other than the main one.
    const [lines, savedDraft, pricePromos, savedOrders, mainAddress, walletBalance, taxes] = await Promise.all([
      deps.cart.checkoutLines(userId),
      drafts.findDraft(userId),
      deps.promos.checkoutSelection(userId, lang),
      drafts.savedDraftOrders(userId),
      deps.addresses.main(userId),
      wallets.balance({ type: "user", id: userId }),
      taxRates(),
    ]);
    if (lines.length === 0) throw new AppError("CONFLICT", "checkout.empty");
    const byMerchant = new Map<number, PricedCartLine[]>();
    for (const line of lines) byMerchant.set(line.merchant.id, [...(byMerchant.get(line.merchant.id) ?? []), line]);
    const merchantIds = [...byMerchant.keys()];

    const addressCache = new Map<number, Promise<CheckoutAddress | null>>();
    if (mainAddress) addressCache.set(mainAddress.id, Promise.resolve(mainAddress));
    const addressById = (id: number | null) => {
      if (id === null) return Promise.resolve(null);
      if (!addressCache.has(id)) addressCache.set(id, deps.addresses.find(userId, id));
      return addressCache.get(id)!;
    };
    // A chosen address that was deleted falls back to the main one.
    const chosenOrMain = async (id: number | null) => (await addressById(id)) ?? mainAddress;
    const [draft, draftOrders, checkoutAddress] = await Promise.all([
      savedDraft ?? drafts.createDraft(userId),
      drafts.draftOrders(userId, merchantIds, savedOrders),
      chosenOrMain(savedDraft?.address_book_id ?? null),
    ]);

    const prepared = await Promise.all(
      merchantIds.map(async (merchantId) => {
        const orderLines = byMerchant.get(merchantId)!;
        const draftOrder = draftOrders.get(merchantId)!;
        const address = multiple
          ? ((await addressById(draftOrder.address_book_id)) ?? checkoutAddress)
          : checkoutAddress;
        const shipping = await currentShipping(orderLines, address, draftOrder.shipping);
        if (JSON.stringify(shipping) !== JSON.stringify(draftOrder.shipping))
          await drafts.setOrder(userId, draftOrder.id, { shipping });
        return { merchantId, orderLines, draftOrder, address, shipping };
      }),
    );

    const baskets = prepared.map((order) => ({
      merchantId: order.merchantId,
      subtotal: order.orderLines.reduce((sum, line) => sum + line.qty * line.price.unit_price, 0),
      shipping: order.shipping?.price ?? null,
      lines: order.orderLines.map((line) => ({ productId: line.product_id, amount: line.qty * line.price.unit_price })),
    }));
    const { summary: priced, lapsed } = pricePromos(baskets);
    const splits = new Map(priced.perStore.map((split) => [split.merchantId, split]));
    const targetOf = (merchantId: number | null) =>
      priced.applied.find((applied) => applied.merchantId === merchantId)?.target;

    const orders: ComputedOrder[] = prepared.map(({ merchantId, orderLines, draftOrder, address, shipping }) => {
      const first = orderLines[0]!;
      const split = splits.get(merchantId) ?? null;
      const amount = orderLines.reduce((sum, line) => sum + line.qty * line.price.unit_price, 0);
      const shippingPrice = shipping?.price ?? 0;
      // Spec §3 order totals keep the store's and the platform's discounts apart (who funds them).
      const discountMerchant = split && targetOf(merchantId) === "product" ? split.voucherDiscount : 0;
      const discountPlatform = split && targetOf(null) === "product" ? split.platformShare : 0;
      const productDiscount = discountMerchant + discountPlatform;
      const discountShipping = split?.shippingDiscount ?? 0;
      const taxable = Math.max(0, amount - productDiscount);
      const isPkp = first.merchant.is_pkp;
      const ppn = isPkp ? taxOf(taxable, taxes.ppn_bp) : 0;
      const pph = isPkp ? taxOf(taxable, taxes.pph_bp) : 0;
      const dto: PreviewOrderDto = {
        id: draftOrder.id,
        merchant: {
          id: merchantId,
          merchant_name: first.merchant.name,
          merchant_slug: first.merchant.slug,
          storetype: first.merchant.storetype,
          is_pkp: isPkp ? "pkp" : "non-pkp",
          city: { name: first.merchant.city },
          province: { name: first.merchant.province },
        },
        items: orderLines.map((line) => ({
          id: line.id,
          qty: line.qty,
          attribute: line.attribute,
          note: line.note,
          publish_price: line.price.unit_price,
          base_price: line.product.base_price,
          merchant_discount_percentage: discountPercentage(line.product.base_price, line.price.unit_price),
          merchant_discount_amount: line.product.base_price - line.price.unit_price,
          flash_sale_id: line.price.flash?.flash_sale_id ?? null,
          weight: line.qty * line.product.weight_grams,
          product: {
            id: line.product_id,
            slug: line.product.slug,
            product_name: line.product.name,
            photos: line.product.photos,
          },
        })),
        total_merchant_qty: orderLines.reduce((sum, line) => sum + line.qty, 0),
        total_merchant_amount: amount,
        total_weight: weightOf(orderLines),
        shipping: shipping ? toShippingDto(shipping) : null,
        address_books_id: address?.id ?? null,
        address_book: address ? toPreviewAddress(address) : null,
        dropship_name: draftOrder.dropship_name,
        dropship_phone: draftOrder.dropship_phone,
        discount_merchant: discountMerchant,
        discount_platform: discountPlatform,
        discount_shipping: discountShipping,
        tax_ppn: ppn,
        tax_pph: pph,
        grand_total: Math.max(0, amount + shippingPrice + ppn - pph - productDiscount - discountShipping),
      };
      return {
        dto,
        draftId: draftOrder.id,
        lines: orderLines,
        address,
        shipping,
        split,
        isPkp,
        merchantNpwp: first.merchant.npwp,
      };
    });

    const sum = (pick: (order: PreviewOrderDto) => number) =>
      orders.reduce((total, order) => total + pick(order.dto), 0);
    const grandTotal = sum((order) => order.grand_total);
    const walletAvailable = Math.max(0, walletBalance);
    const useWallet = draft.use_wallet && walletAvailable > 0;
    const usedWallet = useWallet ? Math.min(walletAvailable, grandTotal) : 0;
    const taxPpn = sum((order) => order.tax_ppn);
    const taxPph = sum((order) => order.tax_pph);
    return {
      orders,
      applied: priced.all_promo,
      lapsedPromos: lapsed,
      taxes,
      useWallet,
      preview: {
        orders: orders.map((order) => order.dto),
        address: checkoutAddress ? toPreviewAddress(checkoutAddress) : null,
        summary: {
          total_qty: sum((order) => order.total_merchant_qty),
          total_product: sum((order) => order.total_merchant_amount),
          total_shipping: sum((order) => order.shipping?.response_manifest.final_price ?? 0),
          total_discount: sum((order) => order.discount_merchant + order.discount_platform + order.discount_shipping),
          tax_ppn: taxPpn,
          tax_pph: taxPph,
          tax_total: taxPpn - taxPph,
          setting_ppn: taxes.ppn_bp / 100,
          setting_pph: taxes.pph_bp / 100,
          all_promo: priced.all_promo.map(({ id, name, potongan }) => ({ id, name, potongan })),
          grand_total: grandTotal,
          is_multiple_address: multiple,
          is_there_empty_address: orders.some((order) => order.address === null),
          is_there_empty_shipping: orders.some((order) => order.shipping === null),
          wallet_available: walletAvailable,
          use_wallet: useWallet ? "yes" : "no",
          is_fullwallet_payment: useWallet && usedWallet >= grandTotal ? "yes" : "no",
          used_wallet_value: usedWallet,
          charge_to_payment_gateway: grandTotal - usedWallet,
        },
      },
    };
  }

  async function ownOrder(userId: number, orderId: number) {
    const order = await drafts.draftOrder(userId, orderId);
    if (!order) throw new AppError("NOT_FOUND", "checkout.order_not_found");
    return order;
  }

  async function ownAddress(userId: number, raw: unknown): Promise<CheckoutAddress> {
    const { address_book_id } = parseInput(addressChoiceInput, raw);
    const address = await deps.addresses.find(userId, address_book_id);
    if (!address) throw new AppError("NOT_FOUND", "checkout.address_not_found");
    return address;
  }

  /** The order's checked lines now, for pricing its couriers. */
  async function orderLines(userId: number, merchantId: number): Promise<PricedCartLine[]> {
    const lines = (await deps.cart.checkoutLines(userId)).filter((line) => line.merchant.id === merchantId);
    if (lines.length === 0) throw new AppError("NOT_FOUND", "checkout.order_not_found");
    return lines;
  }

  async function orderAddress(
    userId: number,
    order: { address_book_id: number | null },
  ): Promise<CheckoutAddress | null> {
    const id = order.address_book_id ?? (await drafts.findDraft(userId))?.address_book_id ?? null;
    return (id !== null ? await deps.addresses.find(userId, id) : null) ?? (await deps.addresses.main(userId));
  }

  return {
    compute,

    async preview(userId: number, lang: Lang, multiple: boolean): Promise<CheckoutPreviewDto> {
      return (await compute(userId, lang, multiple)).preview;
    },

    /** POST /shipping/all/address-book: every order goes to this address; couriers are chosen again. */
    async setAddressForAll(userId: number, raw: unknown): Promise<Message> {
      const address = await ownAddress(userId, raw);
      await db.transaction(async (tx) => {
        const scoped = createCheckoutRepository(tx);
        await scoped.setDraft(userId, { address_book_id: address.id });
        await scoped.resetAllOrderAddresses(userId);
      });
      return { key: "checkout.address_set" };
    },

    /** POST /shipping/{order_id}/address-book: this order (multiple-address mode) goes to this address. */
    async setAddressForOrder(userId: number, orderId: number, raw: unknown): Promise<Message> {
      await ownOrder(userId, orderId);
      const address = await ownAddress(userId, raw);
      await drafts.setOrder(userId, orderId, { address_book_id: address.id, shipping: null });
      return { key: "checkout.address_set" };
    },

    /** GET /shipping/{id}/pricelist: the couriers that can take this order to its address. */
    async pricelist(userId: number, orderId: number): Promise<CheckoutRate[]> {
      const order = await ownOrder(userId, orderId);
      const address = await orderAddress(userId, order);
      if (!address) throw new AppError("CONFLICT", "checkout.address_missing");
      const rates = await quote(await orderLines(userId, order.merchant_id), address);
      if (rates.length === 0) throw new AppError("CONFLICT", "checkout.shipping_unavailable");
      return rates;
    },

    /** POST /shipping/{order_id}/setlogistic: the service is looked up in a fresh quote, never trusted. */
    async setLogistic(userId: number, orderId: number, raw: unknown): Promise<Message> {
      const { shipper_result_id } = parseInput(logisticInput, raw);
      const order = await ownOrder(userId, orderId);
      const address = await orderAddress(userId, order);
      if (!address) throw new AppError("CONFLICT", "checkout.address_missing");
      const rates = await quote(await orderLines(userId, order.merchant_id), address);
      const rate = rates.find((candidate) => candidate.id === shipper_result_id);
      if (!rate) throw new AppError("CONFLICT", "checkout.courier_failed");
      await drafts.setOrder(userId, orderId, { shipping: toChosen(rate, address.village.id) });
      return { key: "checkout.courier_set" };
    },

    /** Spec §4/§5 dropshipper: saved only with a valid name and phone. */
    async setDropship(userId: number, orderId: number, raw: unknown): Promise<Message> {
      await ownOrder(userId, orderId);
      const input = parseInput(dropshipInput, raw);
      await drafts.setOrder(userId, orderId, {
        dropship_name: input.dropship_name,
        dropship_phone: input.dropship_phone,
      });
      return { key: "checkout.dropship.saved" };
    },

    async unsetDropship(userId: number, orderId: number): Promise<Message> {
      await ownOrder(userId, orderId);
      await drafts.setOrder(userId, orderId, { dropship_name: null, dropship_phone: null });
      return { key: "checkout.dropship.removed" };
    },

    /** POST /checkout/wallet: using the wallet needs a balance above 0 ('Balance Not Available'). */
    async setWallet(userId: number, raw: unknown): Promise<Message> {
      const { use_wallet } = parseInput(walletInput, raw);
      if (use_wallet === "yes" && (await wallets.balance({ type: "user", id: userId })) <= 0) {
        throw invalidInput({ use_wallet: { key: "checkout.wallet.not_available" } });
      }
      await drafts.setDraft(userId, { use_wallet: use_wallet === "yes" });
      return { key: use_wallet === "yes" ? "checkout.wallet.on" : "checkout.wallet.off" };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
