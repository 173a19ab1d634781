/**
 * A module the page fetches on first use rather than with its scripts. `load()` starts the import (one at
 * a time; after a failure the next call tries again); `current` is the module once it has arrived, so a
 * caller can render it within the same event, unlike `React.lazy`, which suspends at least once and
 * hands a failed import to the nearest error boundary.
 */
export interface OnDemand<T> {
  readonly current: T | undefined;
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
