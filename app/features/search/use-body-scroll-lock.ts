import { useEffect } from "react";

let locks = 0;
let saved = "";

/**
 * Keeps the page behind a full-screen sheet or overlay from scrolling while `active` (body overflow
 * hidden). Counted, so two overlays opened in turn restore the page only when both are closed.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
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
