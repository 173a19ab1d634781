import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { CloseIcon } from "./icons.tsx";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

const SIZES = {
  md: "w-[min(32rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl",
  lg: "w-[min(60rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl",
  /** The whole screen: the mobile full-screen views of the spec. */
  full: "h-dvh max-h-dvh w-screen max-w-none",
} as const;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  size?: keyof typeof SIZES;
  /** Selector, inside the modal, of the element to focus first (else the first focusable one). */
  initialFocus?: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
  testId?: string;
  /** Extra keys for the whole dialog (e.g. arrows in a gallery), wherever focus is inside it. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * An accessible modal dialog on the native <dialog> element: it opens in the top layer with the page
 * behind it inert, traps focus (Tab wraps inside), closes on Escape, on a backdrop click and on its
 * close control, locks page scroll while open and gives focus back to what had it before.
 * Rendered only while open, so a closed modal costs nothing in the HTML.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  size = "md",
  initialFocus,
  className = "",
  bodyClassName = "",
  children,
  testId,
  onKeyDown,
}: Omit<ModalProps, "open">) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before paint, so the dialog never shows outside the top layer for a frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previouslyFocused?.focus({ preventScroll: true });
    };
    // Opening is a one-time effect of mounting; initialFocus is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      className={`m-auto hidden flex-col open:flex overflow-hidden bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/70 ${SIZES[size]} ${className}`}
      // Escape fires 'cancel': close through the parent's state rather than the browser alone.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // The content fills the box, so a click that lands on the <dialog> itself is on its backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== "Tab") return;
        const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (item) => item.offsetParent !== null || item === document.activeElement,
        );
        if (items.length === 0) {
          event.preventDefault();
          return;
        }
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (
          event.shiftKey &&
          (document.activeElement === first || !event.currentTarget.contains(document.activeElement))
        ) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 id={titleId} className={hideTitle ? "sr-only" : "text-base font-bold text-slate-900"}>
          {title}
        </h2>
        {hideTitle ? <span /> : null}
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          aria-label={t("common.close")}
          data-modal-close=""
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon />
        </button>
      </div>
      <div className={`min-h-0 flex-1 overflow-y-auto ${bodyClassName}`}>{children}</div>
    </dialog>
  );
}
