import { useEffect, useRef, useState, type RefObject } from "react";
import { Picture, type PictureProps } from "../../components/ui/picture.tsx";

/**
 * Whether a horizontal strip shows everything past its first screen: true once the item at `index` is in
 * the strip's view (at once where the strip fits the screen, as on a desktop) or the strip is scrolled (a
 * phone). Chromium fetches lazy pictures in a scroller long before they are scrolled to, so on a phone
 * the home page's strips asked for some fifty pictures beside the first banner, each waiting its turn for
 * one of a slow connection's few connections (decision 9). Returns the ref to put on the strip (a list) too.
 */
export function useStripReveal(index: number): [RefObject<HTMLUListElement | null>, boolean] {
  const stripRef = useRef<HTMLUListElement>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const strip = stripRef.current;
    const item = strip?.children[index];
    if (revealed || !strip || !item) return;
    const reveal = () => setRevealed(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), {
      root: strip,
    });
    observer.observe(item);
    strip.addEventListener("scroll", reveal, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener("scroll", reveal);
    };
  }, [index, revealed]);
  return [stripRef, revealed];
}

/**
 * A picture that waits for `show`: meanwhile a box of the same classes holds its place (no layout shift);
 * browsers without JavaScript draw the picture into it from <noscript>.
 */
export function DeferredImg({ show, ...image }: { show: boolean } & PictureProps) {
  if (show) return <Picture {...image} />;
  return (
    <span className={`block overflow-hidden ${image.className ?? ""}`}>
      <noscript>
        <Picture {...image} className="h-full w-full object-cover" />
      </noscript>
    </span>
  );
}
