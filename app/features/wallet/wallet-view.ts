import { HISTORY_KINDS_OF, type WalletHistoryKind } from "../../../core/wallet/wallet.view.ts";
import { listAddress, pageParam } from "../merchant/list-view.ts";

/** A wallet page's history filters and page, as its address carries them. */
export interface WalletView {
  kind: WalletHistoryKind | "all";
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view in the address; an unknown kind or a malformed date is left out (the list shows everything). */
export function walletViewOf(params: URLSearchParams, owner: "user" | "merchant"): WalletView {
  const kind = params.get("kind");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    kind: (HISTORY_KINDS_OF[owner] as readonly string[]).includes(kind ?? "") ? (kind as WalletHistoryKind) : "all",
    from: day("from"),
    to: day("to"),
    page: pageParam(params, 10_000),
  };
}

/** The wallet page's address for `view` (without the language prefix). */
export function walletHref(path: string, view: WalletView): string {
  return listAddress(path, view, { kind: "all", page: 1 });
}
