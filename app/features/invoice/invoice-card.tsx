import { formatInvoiceDate } from "../../../core/invoice/invoice-format.view.ts";
import { paymentStatusKey } from "../../../core/invoice/invoice-status.view.ts";
import type { InvoiceDetailDto } from "../../../core/invoice/invoice.dto.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { DownloadLink } from "./download-icon.tsx";

/** The invoice at a glance: number, date, what is owed and how it is split, and its PDF. */
export function InvoiceCard({ invoice }: { invoice: InvoiceDetailDto }) {
  const { lang, t } = useI18n();
  const rows: [label: string, value: string][] = [
    [t("invoice.date"), `${formatInvoiceDate(invoice.created_at, lang)} WIB`],
    [t("invoice.payment_status_label"), t(paymentStatusKey(invoice.status_payment))],
    ...(invoice.paid_at
      ? ([[t("invoice.paid_at"), `${formatInvoiceDate(invoice.paid_at, lang)} WIB`]] as [string, string][])
      : []),
    ...(invoice.wallet_used > 0
      ? ([[t("invoice.wallet_used"), formatRupiah(invoice.wallet_used)]] as [string, string][])
      : []),
    [t("invoice.charge_to_gateway"), formatRupiah(invoice.charge_to_gateway)],
  ];
  return (
    <section aria-labelledby="invoice-card-title" className="rounded-2xl bg-white p-5 shadow-sm desk:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="invoice-card-title" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t("invoice.code")}
          </h2>
          <p className="mt-0.5 break-all font-mono text-base font-bold text-slate-900 desk:text-lg">
            {invoice.invoice_code}
          </p>
        </div>
        <DownloadLink href={invoice.download_url}>{t("invoice.download_invoice")}</DownloadLink>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 sm:block">
            <dt className="shrink-0 text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900 sm:mt-0.5 sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-center justify-between rounded-xl bg-accent-soft px-4 py-3">
        <span className="text-sm font-semibold text-slate-800">{t("invoice.total_bill")}</span>
        <span className="text-lg font-extrabold text-accent-strong desk:text-xl">
          {formatRupiah(invoice.total_tagihan)}
        </span>
      </div>
    </section>
  );
}
