import { Form } from "react-router";
import type {
  BuyerBankDto,
  WalletEntryDto,
  WalletHistoryMetaDto,
  WalletSaldoDto,
} from "../../../core/wallet/wallet.dto.ts";
import { HISTORY_KINDS_OF, MIN_WITHDRAWAL } from "../../../core/wallet/wallet.view.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { SellerFieldGrid, SellerForm, Select, Text, type SellerFormFailure } from "../merchant/seller-form.tsx";
import { walletHref, type WalletView } from "./wallet-view.ts";

export interface WalletPageData {
  saldo: WalletSaldoDto;
  list: { items: WalletEntryDto[]; meta: WalletHistoryMetaDto };
  view: WalletView;
  filterError: string | null;
  bank: { account: BuyerBankDto | null; banks: { code: string; name: string }[] };
}

/**
 * A wallet page's body, for a buyer or a store: the balances, the bank account (a buyer saves theirs here, a
 * store's is its bank settings), the withdraw form, and the history with its filters and pages. Every form is a
 * plain post or get, so the page works without JavaScript.
 */
export function WalletPage({
  owner,
  data,
  failure,
  path,
}: {
  owner: "user" | "merchant";
  data: WalletPageData;
  failure: SellerFormFailure | undefined;
  /** The page's address without the language prefix. */
  path: string;
}) {
  const { t } = useI18n();
  const { saldo, bank } = data;
  const pending = saldo.pending_withdrawal;
  const bankFailure = failure && "bank_id" in failure.values ? failure : undefined;
  const withdrawFailure = failure && !bankFailure ? failure : undefined;
  return (
    <div className="space-y-4">
      <section aria-label={t("wallet.total")} className="grid gap-3 desk:grid-cols-3">
        <BalanceCard label={t("wallet.available")} amount={saldo.available} testId="wallet-available" strong />
        <BalanceCard
          label={t("wallet.held")}
          hint={t(owner === "user" ? "wallet.held_buyer_hint" : "wallet.held_store_hint")}
          amount={saldo.held}
          testId="wallet-held"
        />
        <BalanceCard label={t("wallet.total")} amount={data.list.meta.total_saldo} testId="wallet-total" />
      </section>

      {pending ? (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("wallet.pending", {
            amount: formatRupiah(pending.amount),
            bank: pending.bank_name,
            account: pending.account_number,
          })}
        </p>
      ) : null}

      <div className="grid gap-4 desk:grid-cols-2">
        {owner === "user" ? (
          <SellerForm
            title={t("wallet.bank.title")}
            description={bank.account ? undefined : t("wallet.bank.none_buyer")}
            failure={bankFailure}
            submitLabel={t("wallet.bank.save")}
            intent="bank"
            testId="wallet-bank"
          >
            <SellerFieldGrid
              values={
                bankFailure?.values ??
                (bank.account
                  ? {
                      bank_id: bank.account.bank_id,
                      rekening: bank.account.rekening,
                      atas_nama: bank.account.atas_nama,
                    }
                  : {})
              }
              errors={bankFailure?.errors}
            >
              <Select
                name="bank_id"
                label={t("wallet.bank.bank")}
                placeholder={t("wallet.bank.choose")}
                options={bank.banks.map((one) => ({ value: one.code, label: one.name }))}
                wide
              />
              <Text name="rekening" label={t("wallet.bank.account_number")} inputMode="numeric" maxLength={24} />
              <Text name="atas_nama" label={t("wallet.bank.holder")} maxLength={100} />
            </SellerFieldGrid>
          </SellerForm>
        ) : (
          <section className="rounded-2xl bg-white p-4 shadow-sm desk:p-6" data-testid="wallet-bank">
            <h2 className="text-lg font-bold text-slate-900 desk:text-xl">{t("wallet.bank.title")}</h2>
            {bank.account ? (
              <dl className="mt-3 space-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline text-slate-500">{t("wallet.bank.bank")}: </dt>
                  <dd className="inline font-medium">{bank.account.bank_name}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">{t("wallet.bank.account_number")}: </dt>
                  <dd className="inline font-medium">{bank.account.rekening}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">{t("wallet.bank.holder")}: </dt>
                  <dd className="inline font-medium">{bank.account.atas_nama}</dd>
                </div>
              </dl>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("wallet.bank.none_store")}</p>
            )}
            <LocalLink
              to="/merchant/dashboard/bank"
              className="mt-3 inline-block text-sm font-semibold text-accent-strong underline"
            >
              {t("wallet.bank.edit_store")}
            </LocalLink>
          </section>
        )}

        <SellerForm
          title={t("wallet.withdraw.title")}
          description={
            pending
              ? t("wallet.withdraw.blocked_pending")
              : t("wallet.withdraw.hint", {
                  min: formatRupiah(MIN_WITHDRAWAL),
                  max: formatRupiah(saldo.available),
                })
          }
          failure={withdrawFailure}
          submitLabel={t("wallet.withdraw.submit")}
          intent="withdraw"
          testId="wallet-withdraw"
        >
          <SellerFieldGrid values={withdrawFailure?.values ?? {}} errors={withdrawFailure?.errors}>
            <Text name="amount" label={t("wallet.withdraw.amount")} inputMode="numeric" maxLength={16} wide />
          </SellerFieldGrid>
        </SellerForm>
      </div>

      <History owner={owner} data={data} path={path} />
    </div>
  );
}

function BalanceCard({
  label,
  hint,
  amount,
  testId,
  strong,
}: {
  label: string;
  hint?: string;
  amount: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`rounded-2xl p-4 shadow-sm ${strong ? "bg-accent-strong text-white" : "bg-white"}`}>
      <p className={`text-sm ${strong ? "text-white/90" : "text-slate-600"}`}>{label}</p>
      <p className="mt-1 text-2xl font-bold" data-testid={testId}>
        {formatRupiah(amount)}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

function History({ owner, data, path }: { owner: "user" | "merchant"; data: WalletPageData; path: string }) {
  const { lang, t } = useI18n();
  const { list, view } = data;
  const filtered = view.kind !== "all" || view.from !== "" || view.to !== "";
  const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm desk:p-6" aria-labelledby="wallet-history">
      <h2 id="wallet-history" className="text-lg font-bold text-slate-900 desk:text-xl">
        {t("wallet.history.title")}
      </h2>
      <Form method="get" className="grid grid-cols-2 items-end gap-3 desk:grid-cols-5" data-testid="wallet-filters">
        <label className="col-span-2 text-sm text-slate-700 desk:col-span-1">
          {t("wallet.history.kind")}
          <select name="kind" defaultValue={view.kind} className={field}>
            <option value="all">{t("wallet.history.all")}</option>
            {HISTORY_KINDS_OF[owner].map((kind) => (
              <option key={kind} value={kind}>
                {t(`wallet.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          {t("wallet.history.from")}
          <input type="date" name="from" defaultValue={view.from} className={field} />
        </label>
        <label className="text-sm text-slate-700">
          {t("wallet.history.to")}
          <input type="date" name="to" defaultValue={view.to} className={field} />
        </label>
        <button type="submit" className="rounded-lg bg-accent-strong px-4 py-2 text-sm font-bold text-white">
          {t("wallet.history.filter")}
        </button>
        {filtered ? (
          <LocalLink to={path} className="py-2 text-center text-sm font-semibold text-accent-strong underline">
            {t("wallet.history.reset")}
          </LocalLink>
        ) : null}
      </Form>
      {data.filterError ? (
        <p role="alert" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
          {data.filterError}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p role="status" className="px-2 py-8 text-center text-sm text-slate-600" data-testid="wallet-empty">
          {t(filtered ? "wallet.history.empty_filtered" : "wallet.history.empty")}
        </p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="wallet-history">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t("wallet.history.date")}
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t("wallet.history.description")}
              </th>
              {owner === "merchant" ? (
                <th scope="col" className="hidden py-2 pr-2 font-semibold desk:table-cell">
                  {t("wallet.history.balance")}
                </th>
              ) : null}
              <th scope="col" className="py-2 text-right font-semibold">
                {t("wallet.history.amount")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.items.map((entry) => (
              <tr key={entry.id} data-testid="wallet-entry">
                <td className="py-2 pr-2 align-top text-slate-600">
                  <time dateTime={entry.created_at}>
                    {formatJakartaDate(new Date(entry.created_at), lang, {
                      day: "numeric",
                      month: "short",
                      year: "numeric",
                    })}
                  </time>
                </td>
                <td className="py-2 pr-2 align-top">
                  <span className="font-medium text-slate-900">{t(`wallet.kind.${entry.kind}`)}</span>
                  {entry.link ? (
                    <LocalLink to={entry.link} className="block text-xs text-accent-strong underline">
                      {entry.order_code
                        ? t("wallet.history.order", { code: entry.order_code })
                        : t("wallet.history.invoice", { code: entry.invoice_code ?? "" })}
                    </LocalLink>
                  ) : null}
                </td>
                {owner === "merchant" ? (
                  <td className="hidden py-2 pr-2 align-top text-slate-600 desk:table-cell">
                    {t(`wallet.balance.${entry.balance}`)}
                  </td>
                ) : null}
                <td
                  className={`whitespace-nowrap py-2 text-right align-top font-semibold ${
                    entry.amount < 0 ? "text-slate-900" : "text-emerald-700"
                  }`}
                >
                  {entry.amount > 0 ? "+" : "−"}
                  {formatRupiah(Math.abs(entry.amount))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        meta={list.meta}
        hrefFor={(page) => localizedPath(lang, walletHref(path, { ...view, page }))}
        label={t("wallet.history.title")}
      />
    </section>
  );
}
