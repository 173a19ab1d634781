import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { vi } from "vitest";
import type { Viewer } from "../../core/account/index.ts";
import { requestContext, type RequestContext } from "./app-context.ts";

/** A request's context with only what an area's gate reads: who is signed in, and the flash cookie. */
export function gateContext(viewer: Viewer | null): RouterContextProvider {
  const context = new RouterContextProvider();
  const flash = (key: string) => `pasar_flash=${key}`;
  context.set(requestContext, { viewer, cookies: { flash } } as unknown as RequestContext);
  return context;
}

/**
 * Asks an area's gate (its layout's middleware) to let `viewer` in to `url`: what it answered (a redirect
 * thrown, or the page), whether the page was reached (`next`), and the context the pages would read.
 */
export async function enterThroughGate(gate: MiddlewareFunction<Response>, url: string, viewer: Viewer | null) {
  const context = gateContext(viewer);
  const next = vi.fn(async () => new Response("page"));
  const outcome = await Promise.resolve(
    gate({ request: new Request(url), context, params: {}, unstable_pattern: "" } as never, next),
  ).catch((thrown: unknown) => thrown);
  return { outcome: outcome as Response, next, context };
}
