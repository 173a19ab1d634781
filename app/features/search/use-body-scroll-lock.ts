import { useLayoutEffect } from "react";

let locks = 0;
let saved = "";

/**
 * Keeps the page behind a full-screen sheet or overlay from scrolling while `active` (body overflow
 * hidden). Counted, so two overlays opened in turn restore the page only when both are closed. A layout
 * effect, so the lock comes and goes in the same commit as the overlay: Preact runs a passive effect's
 * unmount cleanup only after the next frame, and the page stayed locked for a moment after closing.
 */
export function useBodyScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      saved = body.style.overflow;
      body.style.overflow = "hidden";
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) body.style.overflow = saved;
    };
  }, [active]);
}
