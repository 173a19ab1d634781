import type { ReactNode } from "react";
import type { CheckoutRate, PreviewOrderDto } from "../../../core/checkout/checkout.dto.ts";
import { formatRupiah, sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { FlashBadge } from "../cart/flash-badge.tsx";
import { OrderItemNote, OrderStoreLink } from "../invoice/order-item.tsx";
import { CourierPicker } from "./courier-picker.tsx";
import { DropshipForm } from "./dropship-form.tsx";
import { Picture } from "../../components/ui/picture.tsx";

/** One store's order (spec §2): items, its address (multiple-address mode), courier, dropshipper, subtotal. */
export function OrderBlock({
  order,
  index,
  rates,
  action,
  addressSlot,
  showMissingDelivery,
}: {
  order: PreviewOrderDto;
  index: number;
  rates: CheckoutRate[];
  action: string;
  addressSlot: ReactNode;
  showMissingDelivery: boolean;
}) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby={`order-${order.id}`}
      className="rounded-2xl bg-white p-4 shadow-sm desk:p-5"
      data-testid="checkout-order"
    >
      <header className="mb-3 flex items-center justify-between gap-3">
        <div>
          <p className="text-xs font-semibold text-slate-500">{t("checkout.page.order_n", { n: index + 1 })}</p>
          <h2 id={`order-${order.id}`} className="flex items-center gap-1.5 text-sm font-bold text-slate-900">
            <OrderStoreLink merchant={order.merchant} linkClassName="touch-target relative hover:text-accent-strong" />
          </h2>
          <p className="text-xs text-slate-500">{order.merchant.city.name}</p>
        </div>
      </header>
      {addressSlot ? <div className="mb-3 border-b border-slate-100 pb-3">{addressSlot}</div> : null}
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <Picture
              src={sizedImage(item.product.photos[0], 160)}
              alt=""
              size={64}
              className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 text-slate-800">{item.product.product_name}</p>
              {item.attribute ? (
                <p className="text-xs text-slate-500">{t("cart.item.variant", { value: item.attribute })}</p>
              ) : null}
              <OrderItemNote note={item.note} />
              <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-slate-600">
                {item.flash_sale_id !== null ? <FlashBadge /> : null}
                {item.qty} × <span className="font-bold text-slate-900">{formatRupiah(item.publish_price)}</span>
                {item.merchant_discount_amount > 0 ? (
                  <s className="ml-2 text-xs text-slate-500">{formatRupiah(item.base_price)}</s>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-100 pt-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{t("checkout.page.shipping")}</h3>
        {order.address_book ? (
          <CourierPicker
            orderId={order.id}
            action={action}
            rates={rates}
            chosen={order.shipping}
            error={showMissingDelivery && !order.shipping ? t("checkout.delivery_must_be_selected") : null}
          />
        ) : (
          <p className="text-sm text-accent-strong">{t("checkout.page.address_first")}</p>
        )}
        <DropshipForm orderId={order.id} action={action} name={order.dropship_name} phone={order.dropship_phone} />
      </div>
      <dl className="mt-3 flex justify-between border-t border-slate-100 pt-3 text-sm">
        <dt className="text-slate-600">{t("checkout.page.subtotal", { count: order.total_merchant_qty })}</dt>
        <dd className="font-bold text-slate-900" data-testid="order-subtotal">
          {formatRupiah(order.total_merchant_amount + (order.shipping?.response_manifest.final_price ?? 0))}
        </dd>
      </dl>
    </section>
  );
}
