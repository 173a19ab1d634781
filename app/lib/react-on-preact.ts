/**
 * What the browser build imports as "react" and "react-dom": Preact's React layer, plus the one hook React Router
 * asks for that it lacks (decision 0020).
 */
import { useState } from "preact/compat";

// @ts-expect-error -- preact/compat's types say `export =`; the module itself is ESM with named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/** React Router asks for it, and sets an optimistic state only when told to use transitions, which Pasar never is. */
export function useOptimistic<T>(passthrough: T): [T, (action: unknown) => void] {
  const [, setIgnored] = useState<unknown>(undefined);
  return [passthrough, setIgnored];
}
