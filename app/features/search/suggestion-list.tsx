import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Icon, StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { formatRupiah, sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SUGGESTION_GROUPS, type SuggestionOption } from "./suggestions.ts";
import { Picture } from "../../components/ui/picture.tsx";

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A suggested product's photo or a store's logo; nothing for keywords and categories. */
export function SuggestionThumb({ option }: { option: SuggestionOption }) {
  if (option.kind !== "products" && option.kind !== "stores") return null;
  return (
    <Picture
      src={sizedImage(option.photo, 80)}
      alt=""
      size={36}
      className={`h-9 w-9 shrink-0 bg-slate-100 object-cover ${option.kind === "stores" ? "rounded-full" : "rounded-md"}`}
    />
  );
}

/**
 * The desktop suggestions: an ARIA listbox whose options are links, grouped by kind. The input keeps the
 * focus and points at the active option with aria-activedescendant.
 */
export function SuggestionList({
  id,
  options,
  active,
  onHover,
  onChoose,
  corrected,
}: {
  id: string;
  options: SuggestionOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: () => void;
  corrected: string | null;
}) {
  const { t } = useI18n();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t("search.autocomplete.label")}
      className="max-h-[70vh] overflow-y-auto py-2"
    >
      {corrected ? (
        <p className="px-4 pb-1 text-xs text-slate-500">{t("search.autocomplete.corrected", { corrected })}</p>
      ) : null}
      {SUGGESTION_GROUPS.map((kind) => {
        const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
        if (items.length === 0) return null;
        return (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`} className="py-1">
            <div
              id={`${id}-${kind}`}
              role="presentation"
              className="px-4 pb-1 pt-1.5 text-[11px] font-bold uppercase tracking-wide text-slate-500"
            >
              {t(`search.autocomplete.${kind}`)}
            </div>
            {items.map(({ option, index }) => (
              <Link
                key={option.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={option.href}
                // Keep the input focused (and the list open) until the click lands.
                onMouseDown={(event: MouseEvent) => event.preventDefault()}
                onMouseMove={() => onHover(index)}
                onClick={onChoose}
                className={`flex items-center gap-3 px-4 py-2 text-sm text-slate-700 ${index === active ? "bg-accent-soft text-accent-strong" : "hover:bg-slate-50"}`}
              >
                {option.kind === "keywords" ? (
                  <Icon size={16} strokeLinecap="butt" strokeLinejoin="miter" className="shrink-0 text-slate-400">
                    <circle cx="11" cy="11" r="6.5" />
                    <path d="m16 16 4.5 4.5" />
                  </Icon>
                ) : null}
                <SuggestionThumb option={option} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1">
                    {option.official ? <StoreBadgeIcon /> : null}
                    <span className="truncate">{option.label}</span>
                  </span>
                  <SuggestionPrice option={option} />
                </span>
              </Link>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** A suggested product's price as its page shows it: during a flash sale in the accent, the normal price struck. */
export function SuggestionPrice({ option }: { option: SuggestionOption }) {
  if (option.price === null) return null;
  return (
    <span className="flex items-baseline gap-1.5 text-xs">
      <span className={`font-semibold ${option.listPrice === null ? "text-slate-900" : "text-accent-strong"}`}>
        {formatRupiah(option.price)}
      </span>
      {option.listPrice !== null ? <s className="text-slate-500">{formatRupiah(option.listPrice)}</s> : null}
    </span>
  );
}
