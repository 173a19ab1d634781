import { StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { formatRupiah, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { FlashBadge } from "../cart/flash-badge.tsx";

/** What an ordered product row shows of its item, on the invoice and in the order list alike. */
interface OrderedItem {
  product_name: string;
  product_slug: string;
  photos: string[];
  attribute: string | null;
  qty: number;
  publish_price: number;
  flash_sale_id: number | null;
}

/** The store an order is from, linked, with the official badge when it is one (checkout, invoice, order list). */
export function OrderStoreLink({
  merchant,
  linkClassName = "truncate hover:text-accent-strong",
}: {
  merchant: { storetype: string; merchant_slug: string; merchant_name: string };
  linkClassName?: string;
}) {
  return (
    <>
      {merchant.storetype === "official" ? <StoreBadgeIcon /> : null}
      <LocalLink to={`/store/${merchant.merchant_slug}`} className={linkClassName}>
        {merchant.merchant_name}
      </LocalLink>
    </>
  );
}

export function OrderItemPhoto({ item }: { item: OrderedItem }) {
  return (
    <Picture
      src={sizedImage(item.photos[0], 120)}
      alt={item.product_name}
      size={64}
      className="h-16 w-16 flex-none rounded-lg bg-slate-100 object-cover"
    />
  );
}

/** The product's name, linked to its page, and the variant line under it. */
export function OrderItemTitle({ item, weight = "font-semibold" }: { item: OrderedItem; weight?: string }) {
  return (
    <>
      <LocalLink
        to={`/product/${item.product_slug}`}
        className={`line-clamp-2 text-sm ${weight} text-slate-800 hover:text-accent-strong`}
      >
        {item.product_name}
      </LocalLink>
      <OrderItemVariant item={item} />
    </>
  );
}

/** The shopper's note to the store about an item, when there is one (checkout, invoice). */
export function OrderItemNote({ note, className = "" }: { note: string | null; className?: string }) {
  const { t } = useI18n();
  return note ? (
    <p className={`text-xs text-slate-500 ${className}`}>
      {t("invoice.note")}: {note}
    </p>
  ) : null;
}

/** The variant line, when the product has one. */
export function OrderItemVariant({ item }: { item: OrderedItem }) {
  const { t } = useI18n();
  return item.attribute ? (
    <p className="text-xs text-slate-500">
      {t("invoice.variant")}: {item.attribute}
    </p>
  ) : null;
}

/** 'qty × price', marked when it was bought in a flash sale (publish_price is then the flash price paid). */
export function OrderItemQuantity({ item }: { item: OrderedItem }) {
  const { t } = useI18n();
  return (
    <>
      {item.flash_sale_id !== null ? <FlashBadge /> : null}
      <span>{t("invoice.qty_times", { qty: item.qty, price: formatRupiah(item.publish_price) })}</span>
    </>
  );
}
