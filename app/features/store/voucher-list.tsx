import type { StoreVoucherDto } from "../../../core/promo/promo.dto.ts";
import { Icon } from "../../components/ui/icons.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { CopyCodeButton } from "../promo/copy-code-button.tsx";
import { formatDate } from "../promo/dates.ts";

export function voucherValue(
  voucher: Pick<StoreVoucherDto, "kind" | "value" | "max_potongan">,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (voucher.kind === "percentage") return t("landing.value_percentage", { value: voucher.value });
  if (voucher.kind === "free_shipping")
    return t("landing.value_free_shipping", { amount: formatRupiah(voucher.max_potongan ?? voucher.value) });
  return t("landing.value_fixed", { amount: formatRupiah(voucher.value) });
}

/** A store's live vouchers as tickets: benefit, code with copy, minimum purchase and end date. */
export function VoucherList({ vouchers }: { vouchers: StoreVoucherDto[] }) {
  const { lang, t } = useI18n();
  if (vouchers.length === 0) return null;
  return (
    <section aria-labelledby="store-vouchers">
      <h2 id="store-vouchers" className="mb-3 text-base font-bold text-slate-900">
        {t("store.vouchers")}
      </h2>
      <ul className="-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pb-1">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className="w-72 shrink-0 snap-start">
            <article className="relative flex h-full overflow-hidden rounded-xl border border-accent/30 bg-white shadow-sm">
              <div className="flex w-20 shrink-0 flex-col items-center justify-center bg-accent-soft px-2 text-center text-accent-strong">
                <Icon size={26} strokeWidth="1.8" strokeLinecap="butt" strokeLinejoin="miter">
                  <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z" />
                  <path d="M9.5 15.5 14.5 8.5M9.5 9h.01M14.5 15h.01" strokeLinecap="round" />
                </Icon>
                <span className="mt-1 text-[11px] font-bold leading-tight">
                  {voucher.kind === "percentage"
                    ? `${voucher.value}%`
                    : voucher.kind === "free_shipping"
                      ? t("landing.free_shipping_short")
                      : formatRupiah(voucher.value)}
                </span>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 border-l border-dashed border-accent/30 p-3">
                <h3 className="line-clamp-1 text-sm font-bold text-slate-900">
                  <LocalLink to={`/promo/${voucher.slug}`} className="hover:text-accent-strong">
                    {voucherValue(voucher, t)}
                  </LocalLink>
                </h3>
                <p className="text-xs text-slate-600">
                  {t("store.min_purchase", { amount: formatRupiah(voucher.min_purchase) })}
                  {voucher.kind === "percentage" && voucher.max_potongan
                    ? ` · ${t("store.max_discount", { amount: formatRupiah(voucher.max_potongan) })}`
                    : ""}
                </p>
                <p className="text-[11px] text-slate-500">
                  {t("store.valid_until", {
                    date: formatDate(voucher.end_at, lang, { day: "numeric", month: "short", year: "numeric" }),
                  })}
                  {voucher.quota_left !== null ? ` · ${t("store.quota_left", { count: voucher.quota_left })}` : ""}
                </p>
                <div className="mt-auto flex items-center gap-2 pt-1">
                  {voucher.code ? (
                    <>
                      <code className="flex h-10 min-w-0 flex-1 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 px-2 text-xs font-bold tracking-wide text-slate-800 desk:h-8">
                        <span className="truncate">{voucher.code}</span>
                      </code>
                      <CopyCodeButton code={voucher.code} className="h-10 desk:h-8" />
                    </>
                  ) : (
                    <span className="rounded-md bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-600">
                      {t("store.no_code")}
                    </span>
                  )}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
