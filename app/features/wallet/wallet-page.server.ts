import { redirect } from "react-router";
import type { WalletOwner } from "../../../core/wallet/wallet.repository.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { translator } from "../../../i18n/index.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import { langFromPath, localizedPath } from "../../lib/i18n.tsx";
import { saveThenBack } from "../merchant/merchant-form.server.ts";
import { redirectWithFlash } from "../merchant/merchant-list.server.ts";
import { formFields, sellerFormFailure } from "../../routes/merchant/seller-forms.server.ts";
import { walletHref, walletViewOf } from "./wallet-view.ts";

/**
 * A wallet page's data, for a buyer or a store: balances, one page of the history under the address's filters,
 * and the bank account withdrawals go to. A range whose end is before its start is told, and the list shown
 * without it; past the last page goes to the last.
 */
export async function loadWallet(ctx: RequestContext, owner: WalletOwner, url: URL, path: string) {
  const lang = langFromPath(url.pathname);
  const view = walletViewOf(url.searchParams, owner.type);
  const { wallets, sellers } = ctx.services;
  const history = (filters: typeof view) =>
    wallets.history(
      owner,
      { kind: filters.kind, from: filters.from || undefined, to: filters.to || undefined, page: filters.page },
      (page) => localizedPath(lang, walletHref(path, { ...filters, page })),
    );
  let filterError: string | null = null;
  let list;
  try {
    list = await history(view);
  } catch (error) {
    if (!isAppError(error) || error.code !== "INVALID_INPUT") throw error;
    const field = Object.values(error.fieldErrors ?? {})[0];
    filterError = translator(lang)(field?.key ?? error.messageKey, field?.values);
    list = await history({ ...view, from: "", to: "", page: 1 });
  }
  if (list.items.length === 0 && list.meta.total > 0)
    throw redirect(localizedPath(lang, walletHref(path, { ...view, page: list.meta.last_page })));
  const [saldo, bank] = await Promise.all([
    wallets.saldo(owner),
    owner.type === "user"
      ? Promise.all([wallets.buyerBank(owner.id), wallets.banks()]).then(([account, banks]) => ({ account, banks }))
      : sellers.bank(owner.id).then((account) => ({
          account: account
            ? {
                bank_id: account.bank_id,
                bank_name: account.bank_name,
                rekening: account.rekening,
                atas_nama: account.atas_nama,
              }
            : null,
          banks: [],
        })),
  ]);
  return { saldo, list, view, filterError, bank };
}

/**
 * A wallet page's forms, as plain posts: 'withdraw' (amount), and for a buyer 'bank' (their account). A refusal
 * answers with its messages and the values sent (which form it was shows in them: `amount` or `bank_id`); a
 * success goes back to the page with a notice.
 */
export async function walletAction(request: Request, ctx: RequestContext, owner: WalletOwner, url: URL) {
  const lang = langFromPath(url.pathname);
  const backTo = `${url.pathname}${url.search}`;
  const form = await request.formData();
  const intent = form.get("intent");
  const values = formFields(form);
  const { wallets, withdrawals } = ctx.services;
  const refuse = (error: unknown) => sellerFormFailure(error, lang, values);
  if (intent === "bank" && owner.type === "user")
    return saveThenBack(ctx, backTo, "wallet.notice.bank_saved", () => wallets.saveBuyerBank(owner.id, values), refuse);
  if (intent === "withdraw")
    return saveThenBack(ctx, backTo, "wallet.notice.withdrawn", () => withdrawals.request(owner, values), refuse);
  return redirectWithFlash(ctx, backTo, { key: "errors.invalid_input", tone: "error" });
}
