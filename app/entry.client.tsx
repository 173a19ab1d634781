import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { firstHydrationPassed } from "./lib/hydrate-later.tsx";

/**
 * HydratedRouter creates the router before its first hook, and until the page's streamed loader data is
 * decoded it throws the promise of that instead, to suspend React. Preact cannot suspend at the root of
 * the document without replacing it (decision 0020), so the entry calls it once by itself: to wait for the
 * data, and then again to create the router in a task of its own, before hydration. That second call stops
 * at the first hook, which has no component to belong to outside a render; its error is expected.
 */
async function routerReady(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
  await nextTask();
  try {
    HydratedRouter({});
  } catch {
    // The first hook, outside a render: the router exists by now.
  }
  await nextTask();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

await routerReady();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
firstHydrationPassed();
