import { useId, useState, type MouseEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { AddressDto } from "../../../core/address/address.dto.ts";
import { ADDRESS_BOOK_MAX, addressRegionLine } from "../../../core/address/address.view.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { SearchField } from "../../components/ui/search-field.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { AddressFormModal } from "./address-form-modal.tsx";
import { addressBookPath, matchesRecipient } from "./address-paths.ts";
import { ConfirmActionForm } from "./confirm-action-form.tsx";

/** The query parameter of the list's search box (plain GET form without JavaScript). */
export const ADDRESS_SEARCH_PARAM = "address_search";

export interface AddressChooseForm {
  /** The action the 'Choose' button posts to (the checkout page's). */
  action: string;
  /** Hidden fields it sends besides `address_book_id` (intent, order id…). */
  fields: Record<string, string>;
}

type Editing = { address: AddressDto | null } | null;

/**
 * The address list (spec §2: 'Choose Shipping Address', on mobile 'Daftar Alamat'): search by recipient
 * name, add, edit, make main (after a confirmation; the main address has none), choose (marks the card
 * active) and 'Done'; with `allowDelete`, delete. Its empty states are 'You dont have an address yet' and,
 * for a search without a match, 'Address Not Found'.
 *
 * Works without JavaScript: search is a GET form (`?address_search=`), 'Choose', 'Make main' and 'Delete'
 * are plain forms, and 'Add address' / 'Edit' are links to the address book page's form, which comes back
 * here. With JavaScript the search filters as one types and add/edit open AddressFormModal.
 */
export function AddressList({
  addresses,
  chosenId = null,
  chooseForm,
  onDone,
  doneHref,
  allowDelete = false,
  title = "choose",
  redirectTo,
  onAddressSaved,
}: {
  addresses: AddressDto[];
  chosenId?: number | null;
  chooseForm?: AddressChooseForm;
  /** 'Done' closes the host's panel (JavaScript)… */
  onDone?: () => void;
  /** …or, without JavaScript, is a link. */
  doneHref?: string;
  allowDelete?: boolean;
  /** 'choose': the spec's heading; 'none': the host page has its own. */
  title?: "choose" | "none";
  /** Where forms come back to; the current page by default. */
  redirectTo?: string;
  /** After the modal added or edited an address (e.g. to choose a new address at once). */
  onAddressSaved?: (address: AddressDto) => void;
}) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get(ADDRESS_SEARCH_PARAM) ?? "");
  const [editing, setEditing] = useState<Editing>(null);
  // Checkout may render a list per store order: ids must not repeat.
  const ids = useId();
  const here = redirectTo ?? `${location.pathname}${location.search}`;
  const shown = addresses.filter((address) => matchesRecipient(address.behalf_name, search));
  const full = addresses.length >= ADDRESS_BOOK_MAX;
  const openForm = (address: AddressDto | null) => (event: MouseEvent) => {
    event.preventDefault();
    setEditing({ address });
  };

  return (
    <section
      aria-labelledby={title === "choose" ? `${ids}-title` : undefined}
      aria-label={title === "none" ? t("address.list.title_mobile") : undefined}
      className="flex flex-col gap-3"
      data-testid="address-list"
    >
      {title === "choose" ? (
        <h2 id={`${ids}-title`} className="text-lg font-bold text-slate-900">
          <span className="desk:hidden">{t("address.list.title_mobile")}</span>
          <span className="hidden desk:inline">{t("address.list.title_choose")}</span>
        </h2>
      ) : null}

      <div className="flex flex-col gap-2 desk:flex-row desk:items-center">
        <form method="get" role="search" className="relative flex-1" onSubmit={(event) => event.preventDefault()}>
          {[...params.entries()]
            .filter(([name]) => name !== ADDRESS_SEARCH_PARAM)
            .map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
          <SearchField
            id={`${ids}-search`}
            label={t("address.list.search_label")}
            submitLabel={t("address.list.search_submit")}
            buttonClassName="absolute right-0.5 top-0.5 flex h-10 w-10 items-center justify-center rounded-md text-slate-500 hover:text-accent"
            name={ADDRESS_SEARCH_PARAM}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("address.list.search_placeholder")}
            maxLength={100}
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-11 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/20"
          />
        </form>
        {full ? (
          <p className="text-xs text-slate-500">{t("address.list.full", { max: ADDRESS_BOOK_MAX })}</p>
        ) : (
          <a
            href={addressBookPath(lang, { form: "new", redirectTo: here })}
            onClick={openForm(null)}
            aria-haspopup="dialog"
            className="flex h-11 items-center justify-center gap-1.5 rounded-lg border border-accent px-4 text-sm font-bold text-accent-strong hover:bg-accent-soft"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t("address.list.add")}
          </a>
        )}
      </div>

      {addresses.length === 0 ? (
        <EmptyAddresses title={t("address.list.empty")} text={t("address.list.empty_text")} />
      ) : shown.length === 0 ? (
        <EmptyAddresses
          title={t("address.list.not_found")}
          text={t("address.list.not_found_text", { search: search.trim() })}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((address) => (
            <li key={address.id}>
              <AddressCard
                idPrefix={ids}
                address={address}
                chosen={address.id === chosenId}
                chooseForm={chooseForm}
                allowDelete={allowDelete}
                redirectTo={here}
                editHref={addressBookPath(lang, { form: address.id, redirectTo: here })}
                onEdit={openForm(address)}
              />
            </li>
          ))}
        </ul>
      )}

      {onDone || doneHref ? (
        <div className="sticky bottom-0 -mx-1 bg-white/95 px-1 py-2 desk:static desk:bg-transparent">
          {onDone ? (
            <button
              type="button"
              onClick={onDone}
              className="h-11 w-full rounded-lg bg-accent-strong text-sm font-bold text-white hover:bg-accent-dark"
            >
              {t("address.list.done")}
            </button>
          ) : (
            <a
              href={doneHref}
              className="flex h-11 w-full items-center justify-center rounded-lg bg-accent-strong text-sm font-bold text-white hover:bg-accent-dark"
            >
              {t("address.list.done")}
            </a>
          )}
        </div>
      ) : null}

      <AddressFormModal
        open={editing !== null}
        onClose={() => setEditing(null)}
        address={editing?.address ?? null}
        redirectTo={here}
        onSaved={onAddressSaved}
      />
    </section>
  );
}

function EmptyAddresses({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-200 bg-white px-6 py-10 text-center"
    >
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="mb-3">
        <ellipse cx="32" cy="58" rx="16" ry="3" fill="#f1f5f9" />
        <path
          d="M32 6c-10 0-18 7.6-18 17.4C14 36 32 54 32 54s18-18 18-30.6C50 13.6 42 6 32 6Z"
          fill="#fff1f1"
          stroke="#f90717"
          strokeWidth="3"
        />
        <circle cx="32" cy="23" r="6.5" fill="#f90717" />
      </svg>
      <p className="text-base font-bold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p>
    </div>
  );
}

function AddressCard({
  idPrefix,
  address,
  chosen,
  chooseForm,
  allowDelete,
  redirectTo,
  editHref,
  onEdit,
}: {
  idPrefix: string;
  address: AddressDto;
  chosen: boolean;
  chooseForm: AddressChooseForm | undefined;
  allowDelete: boolean;
  redirectTo: string;
  editHref: string;
  onEdit: (event: MouseEvent) => void;
}) {
  const { t } = useI18n();
  const isMain = address.is_main_address === "yes";
  const headingId = `${idPrefix}-address-${address.id}`;
  const secondary =
    "h-10 rounded-lg border border-slate-300 px-3 text-xs font-semibold text-slate-700 hover:border-accent hover:text-accent-strong disabled:opacity-60";
  return (
    <article
      aria-labelledby={headingId}
      aria-current={chosen ? "true" : undefined}
      data-testid="address-card"
      data-main={isMain ? "1" : "0"}
      className={`rounded-2xl border bg-white p-4 shadow-sm transition ${chosen ? "border-accent ring-1 ring-accent" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-bold text-slate-900">
          {address.label}
        </h3>
        {isMain ? (
          <span className="rounded bg-accent-soft px-2 py-0.5 text-[11px] font-bold text-accent-strong">
            {t("address.list.main_badge")}
          </span>
        ) : null}
        {chosen ? (
          <span className="rounded bg-emerald-50 px-2 py-0.5 text-[11px] font-bold text-emerald-700">
            {t("address.list.chosen")}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm font-semibold text-slate-800">{address.behalf_name}</p>
      <p className="text-sm text-slate-600">{address.behalf_phone}</p>
      <p className="mt-1 text-sm text-slate-600">{address.address}</p>
      <p className="text-sm text-slate-600">{addressRegionLine(address)}</p>

      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        <a
          href={editHref}
          onClick={onEdit}
          aria-haspopup="dialog"
          aria-label={t("address.list.edit_label", { label: address.label })}
          className={`${secondary} inline-flex items-center`}
        >
          {t("address.list.edit")}
        </a>
        {isMain ? null : (
          <ConfirmedAddressAction action="make_main" address={address} redirectTo={redirectTo} className={secondary} />
        )}
        {allowDelete ? (
          <ConfirmedAddressAction action="delete" address={address} redirectTo={redirectTo} className={secondary} />
        ) : null}
        {chooseForm ? (
          <div className="ml-auto">
            <ChooseButton address={address} chosen={chosen} chooseForm={chooseForm} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** Posts the choice to the host's action (the lead's checkout), which answers with its own notice. */
function ChooseButton({
  address,
  chosen,
  chooseForm,
}: {
  address: AddressDto;
  chosen: boolean;
  chooseForm: AddressChooseForm;
}) {
  const { t } = useI18n();
  const fetcher = useNoticeFetcher();
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={chooseForm.action}>
      <CsrfField />
      {Object.entries(chooseForm.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="address_book_id" value={address.id} />
      <button
        type="submit"
        disabled={chosen || pending}
        aria-pressed={chosen}
        aria-label={t("address.list.choose_label", { label: address.label })}
        className={`h-10 rounded-lg px-5 text-xs font-bold ${chosen ? "bg-slate-100 text-slate-500" : "bg-accent-strong text-white hover:bg-accent-dark"} disabled:cursor-default`}
      >
        {chosen ? t("address.list.chosen") : t("address.list.choose")}
      </button>
    </fetcher.Form>
  );
}

/** The intent each confirmed address action posts (what the address action reads). */
const ADDRESS_ACTION_INTENTS = { make_main: "setdefault", delete: "delete" } as const;

/**
 * An address card's action that asks first (make it the main address, delete it). Its texts are named
 * after `action`: the button (address.list.<action>, and …_label for screen readers) and the question
 * (address.confirm.<action>_text) with its answer (address.confirm.<action>).
 */
function ConfirmedAddressAction({
  action,
  address,
  redirectTo,
  className,
}: {
  action: keyof typeof ADDRESS_ACTION_INTENTS;
  address: AddressDto;
  redirectTo: string;
  className: string;
}) {
  const { t } = useI18n();
  const label = { label: address.label };
  return (
    <ConfirmActionForm
      intent={ADDRESS_ACTION_INTENTS[action]}
      addressId={address.id}
      redirectTo={redirectTo}
      question={t(`address.confirm.${action}_text`, label)}
      confirmLabel={t(`address.confirm.${action}`)}
      buttonLabel={t(`address.list.${action}_label`, label)}
      className={className}
      tone={action === "delete" ? "danger" : "accent"}
    >
      {t(`address.list.${action}`)}
    </ConfirmActionForm>
  );
}
