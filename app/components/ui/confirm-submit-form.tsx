import { useRef, useState, type ReactNode } from "react";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { CsrfField } from "./csrf-field.tsx";
import { Modal } from "./modal.tsx";

/**
 * A button that posts its form only after a question ('Are you sure?') is confirmed. Without JavaScript
 * the form posts at once: there is no dialog to ask in, and the page comes back with the answer.
 */
export function ConfirmSubmitForm({
  action,
  fields,
  dialogTitle,
  question,
  confirmLabel,
  cancelLabel,
  buttonLabel,
  tooltip,
  className,
  children,
  confirmClassName = "bg-accent-strong hover:bg-accent-dark",
}: {
  action: string;
  /** Hidden fields; a list posts one field per value. */
  fields: Record<string, string | number | readonly (string | number)[]>;
  dialogTitle: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The button's accessible name (its text may be shorter). */
  buttonLabel: string;
  tooltip?: string;
  className: string;
  children: ReactNode;
  confirmClassName?: string;
}) {
  const fetcher = useNoticeFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <CsrfField />
      {Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => (
          <input key={`${name}-${one}`} type="hidden" name={name} value={one} />
        )),
      )}
      <button
        type="submit"
        aria-label={buttonLabel}
        title={tooltip}
        disabled={fetcher.state !== "idle"}
        className={className}
      >
        {children}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title={dialogTitle}>
        <div className="p-5">
          <p className="text-sm text-slate-600">{question}</p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <button
              type="button"
              onClick={() => setAsking(false)}
              className="h-10 rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                if (formRef.current) void fetcher.submit(formRef.current, { method: "post", action });
              }}
              className={`h-10 rounded-lg text-sm font-semibold text-white ${confirmClassName}`}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </Modal>
    </fetcher.Form>
  );
}
