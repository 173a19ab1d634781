import { Suspense, useState, type ReactNode } from "react";

/*
 * Preact hydrates the whole page in one task (React cut its hydration into slices of a few ms). On a phone
 * that task is several hundred ms the page cannot answer in, which Lighthouse counts as blocking time
 * (decision 0020). Parts wrapped in HydrateLater keep their server HTML and are hydrated each in a task of
 * its own once the rest is done, in page order. Only the first hydration waits; parts that appear later
 * (after a navigation) render at once.
 */
let firstPassDone = false;
/**
 * Parts still waiting. A part leaves the set a task after its own, once it has rendered (and so created the
 * parts inside it, which wait in turn). Preact may render a waiting part again with a new wait of its own.
 */
const waiting = new Set<Wait>();

interface Wait {
  settled: boolean;
  promise: Promise<void>;
}

/** Called by the browser entry once the page's first hydration pass has returned. */
export function firstHydrationPassed() {
  firstPassDone = true;
  if (waiting.size === 0) markHydrated();
}

/** `<html data-hydrated>`: every part of the page answers; browser tests wait for it. */
function markHydrated() {
  document.documentElement.dataset.hydrated = "";
}

function nextTask(): Wait {
  const wait: Wait = { settled: false, promise: Promise.resolve() };
  wait.promise = new Promise((resolve) =>
    setTimeout(() => {
      wait.settled = true;
      resolve();
      setTimeout(() => {
        waiting.delete(wait);
        if (firstPassDone && waiting.size === 0) markHydrated();
      }, 0);
    }, 0),
  );
  waiting.add(wait);
  return wait;
}

function Deferred({ children }: { children: ReactNode }) {
  const [wait] = useState(() => (firstPassDone && waiting.size === 0 ? null : nextTask()));
  // Preact keeps the server's HTML for a part that suspends while hydrating, and hydrates it when this settles.
  if (wait && !wait.settled) throw wait.promise;
  return children;
}

/**
 * Hydrates `children` after the rest of the page. The server renders them as they are. They must render
 * exactly one element: Preact keeps the first element it finds for a part that waits, so a part that
 * renders nothing would hold on to the element after it.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
