import { useEffect, useId, useRef, useState } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { NoteIcon } from "./cart-icons.tsx";
import { useCartAction } from "./use-cart-action.ts";
import { useNoticeFetcher } from "../../lib/use-notice.ts";

export const NOTE_MAX = 144;
/** Spec §9: the field takes focus 500 ms after the editor opens (after its reveal). */
const FOCUS_DELAY_MS = 500;

/**
 * A line's note (spec §4/§5): 'Write a Note' opens the field focused; leaving it saves. Longer text is cut
 * to 144 characters with the spec's message. Without JavaScript it is a disclosure with a Save button.
 */
export function NoteEditor({ itemId, note, productName }: { itemId: number; note: string; productName: string }) {
  const { t } = useI18n();
  const fetcher = useNoticeFetcher();
  const action = useCartAction();
  const fieldId = useId();
  const messageId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState(note);
  const [tooLong, setTooLong] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setDraft(note), [note]);
  // The field's maxLength cuts typed or pasted text silently; the spec wants the shopper told.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const onBeforeInput = (event: InputEvent) => {
      const inserted = event.data ?? event.dataTransfer?.getData("text") ?? "";
      if (!inserted) return;
      const kept = Array.from(field.value).length - Math.abs((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
      if (kept + Array.from(inserted).length > NOTE_MAX) setTooLong(true);
    };
    field.addEventListener("beforeinput", onBeforeInput);
    return () => field.removeEventListener("beforeinput", onBeforeInput);
  }, []);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => fieldRef.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const save = () => {
    if (draft.trim() !== note) {
      const form = new FormData();
      form.set("intent", "note");
      form.set("cart_item_id", String(itemId));
      form.set("note", draft);
      form.set("_csrf", detailsRef.current?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? "");
      void fetcher.submit(form, { method: "post", action });
    }
    if (detailsRef.current) detailsRef.current.open = false;
    setTooLong(false);
  };

  return (
    <details ref={detailsRef} className="group/note min-w-0" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {note ? (
        <p className="mb-1 line-clamp-2 break-words text-xs text-slate-600 group-open/note:hidden">
          <span className="font-semibold">{t("cart.item.note")}:</span> {note}
        </p>
      ) : null}
      <summary className="touch-target relative inline-flex cursor-pointer list-none items-center gap-1 text-xs font-semibold text-accent-strong hover:underline [&::-webkit-details-marker]:hidden">
        <NoteIcon width={14} height={14} />
        {note ? t("cart.item.edit_note") : t("cart.item.write_note")}
      </summary>
      <fetcher.Form
        method="post"
        action={action}
        className="mt-2"
        onSubmit={(event) => (event.preventDefault(), save())}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="cart_item_id" value={itemId} />
        <label htmlFor={fieldId} className="sr-only">
          {t("cart.item.note_label", { name: productName })}
        </label>
        <div className="relative">
          <textarea
            ref={fieldRef}
            id={fieldId}
            name="note"
            rows={2}
            maxLength={NOTE_MAX}
            value={draft}
            placeholder={t("cart.item.note_placeholder")}
            aria-describedby={messageId}
            aria-invalid={tooLong || undefined}
            onChange={(event) => {
              const value = Array.from(event.target.value);
              if (value.length > NOTE_MAX) setTooLong(true);
              else if (value.length < NOTE_MAX) setTooLong(false);
              setDraft(value.slice(0, NOTE_MAX).join(""));
            }}
            onBlur={save}
            className={`block w-full resize-none rounded-lg border px-3 py-2 pr-14 text-sm focus:outline-none ${tooLong ? "border-accent" : "border-slate-300 focus:border-accent"}`}
          />
          <span
            className="pointer-events-none absolute bottom-1.5 right-2 text-[11px] text-slate-500"
            aria-hidden="true"
          >
            {t("cart.item.note_counter", { count: Array.from(draft).length, max: NOTE_MAX })}
          </span>
        </div>
        <p id={messageId} role="alert" className="mt-1 min-h-4 text-xs text-accent-strong">
          {tooLong ? t("cart.validation.note_max") : ""}
        </p>
        <noscript>
          <button
            type="submit"
            className="mt-1 rounded-lg border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700"
          >
            {t("cart.item.save_note")}
          </button>
        </noscript>
      </fetcher.Form>
    </details>
  );
}
