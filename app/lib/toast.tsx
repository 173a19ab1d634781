import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type * as SonnerModule from "sonner";

/*
 * sonner, loaded only when a page first shows a toast (about 9 KB compressed that no first paint needs).
 * `toast` has the call shapes the app uses; `LazyToaster` takes sonner's Toaster props and renders it
 * once sonner is here. sonner replays toasts created before its Toaster subscribed, so none is lost.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner["toast"]>[0];
type Options = Parameters<Sonner["toast"]>[1];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

function deferred(pick: (module: Sonner) => (message: Message, options?: Options) => unknown) {
  return (message: Message, options?: Options): void => {
    loadSonner()
      .then((module) => pick(module)(message, options))
      .catch((error: unknown) => console.error("toast could not be shown", error));
  };
}

export const toast = Object.assign(
  deferred((module) => module.toast),
  {
    success: deferred((module) => module.toast.success),
    error: deferred((module) => module.toast.error),
    warning: deferred((module) => module.toast.warning),
    info: deferred((module) => module.toast.info),
    message: deferred((module) => module.toast.message),
  },
);

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function LazyToaster(props: ComponentProps<Sonner["Toaster"]>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (sonner) {
      setWanted(true);
      return;
    }
    const listener = () => setWanted(true);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
