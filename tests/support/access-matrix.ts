import type { FastifyInstance, RouteOptions } from "fastify";
import type { SQL } from "drizzle-orm";
import { createStaticHandler, RouterContextProvider, type RouteObject } from "react-router";
import { expect } from "vitest";
import routeConfig from "../../app/routes.ts";
import { requestContext, type RequestContext } from "../../app/lib/app-context.ts";
import type { Viewer } from "../../core/account/index.ts";
import type { Services } from "../../core/services.ts";
import type { Executor } from "../../db/client.ts";
import { query } from "../../db/seed/bulk.ts";

/**
 * What the access-matrix suites share (merchant-access, order-access): the routes as the app registers them,
 * calls as one caller or another, the rows of an owner as text to compare before and after, and React Router's
 * own data handler over a layout's real page modules, so that a page's gate, loader and action run as in the
 * server. Each suite lists a case per route or page; a route or page added later fails its suite until its
 * case is written (expectEveryRouteHasACase).
 */

// ---- the API --------------------------------------------------------------------------------------------------

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The handler's source, to find the routes that ask for a merchant wherever they live. */
  handler: string;
  /** Declared as a merchant call of apiCalls (server/http/api-calls.ts), which asks for the merchant itself. */
  merchantCall: boolean;
}

/** Collects the app's routes as they are registered: pass `onRoute` to useTestApp. */
export function routeRecorder() {
  const registered: RegisteredRoute[] = [];
  return {
    registered,
    onRoute(route: RouteOptions) {
      const merchantCall = route.config?.caller === "merchant";
      for (const method of [route.method].flat())
        if (method !== "HEAD")
          registered.push({ method, url: route.url, handler: String(route.handler), merchantCall });
    },
    /** 'METHOD /url' of every registered route that `select` keeps. */
    names(select: (route: RegisteredRoute) => boolean): string[] {
      return registered.filter(select).map((route) => `${route.method} ${route.url}`);
    },
  };
}

/** The method of a case named 'METHOD /url'. */
export const methodOf = (name: string) => name.slice(0, name.indexOf(" ")) as "GET" | "POST";

/** A call with these headers (in English); a file's answer (a sheet, a PDF) comes back as its text. */
export async function callAs(
  world: { app: FastifyInstance },
  headers: Record<string, string>,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
) {
  const response = await world.app.inject({
    method,
    url,
    headers: { "accept-language": "en", ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = String(response.headers["content-type"]).startsWith("application/json");
  return { status: response.statusCode, body: json ? response.json() : response.body };
}

/**
 * Every registered route of the matrix has a case, and every case a route: `file` and `howTo` make the message
 * say where and how to add one.
 */
export function expectEveryRouteHasACase(names: string[], cases: Record<string, unknown>, file: string, howTo: string) {
  expect(names.length).toBeGreaterThanOrEqual(Object.keys(cases).length);
  const missing = names.filter((name) => !(name in cases));
  expect(missing, `Routes without an entry in API_CASES of ${file}. ${howTo}`).toEqual([]);
  const gone = Object.keys(cases).filter((name) => !names.includes(name));
  expect(gone, `Entries of API_CASES in ${file} whose route no longer exists: remove or rename them`).toEqual([]);
}

/** The rows a statement selects as one text column `row`, in its order: what 'nothing changed' compares. */
export async function rowsAsText(db: Executor, statement: SQL): Promise<string[]> {
  return (await query<{ row: string }>(db, statement)).map((entry) => entry.row);
}

// ---- the pages ------------------------------------------------------------------------------------------------

/** A page as app/routes.ts declares it (the Indonesian copies). */
export interface DeclaredRoute {
  id?: string;
  path?: string;
  file: string;
  children?: DeclaredRoute[];
}

/** A layout of app/routes.ts by its id ('account', 'merchant'). */
export function declaredLayout(id: string): DeclaredRoute {
  const layout = (routeConfig as DeclaredRoute[]).find((entry) => entry.id === id);
  if (!layout) throw new Error(`app/routes.ts has no layout '${id}'`);
  return layout;
}

export interface PageAnswer {
  status: number;
  location: string | null;
  flashes: { key: string; tone: string | undefined }[];
  /** The loader, action and error data, as JSON. */
  text: string;
}

/**
 * The pages of one layout of app/routes.ts (those `select` keeps), served by React Router's data handler with
 * the layout's middleware and loader, as `viewerOf(caller)` would be signed in.
 */
export function pageHarness<Caller extends string>(options: {
  layout: string;
  select?: (page: DeclaredRoute) => boolean;
  services: () => Services;
  viewerOf: (caller: Caller) => Viewer | null;
}) {
  const layout = declaredLayout(options.layout);
  const children = (layout.children ?? []).filter(options.select ?? (() => true));
  const modules = new Map<string, Record<string, unknown>>();
  let handler: ReturnType<typeof createStaticHandler> | undefined;

  async function load(file: string) {
    const module = (await import(/* @vite-ignore */ new URL(`../../app/${file}`, import.meta.url).href)) as Record<
      string,
      unknown
    >;
    modules.set(file, module);
    return module;
  }

  async function ready() {
    if (handler) return handler;
    const top = await load(layout.file);
    const routes: RouteObject[] = [];
    for (const child of children) {
      const module = await load(child.file);
      routes.push({ id: child.id!, path: child.path!, loader: module.loader, action: module.action } as RouteObject);
    }
    handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          { id: options.layout, middleware: top.middleware, loader: top.loader, children: routes } as RouteObject,
        ],
      },
    ]);
    return handler;
  }

  function contextFor(caller: Caller, flashes: PageAnswer["flashes"]): RouterContextProvider {
    const context = new RouterContextProvider();
    const ctx: RequestContext = {
      services: options.services(),
      viewer: options.viewerOf(caller),
      requestId: "access",
      ip: "10.99.0.1",
      userAgent: undefined,
      deviceToken: undefined,
      csrfToken: "token",
      cspNonce: "nonce",
      flash: undefined,
      demoAccounts: [],
      cookies: {
        session: () => "",
        device: () => "",
        clearSession: () => "",
        flash: (key, flashOptions) => {
          flashes.push({ key, tone: flashOptions?.tone });
          return `pasar_flash=${key}`;
        },
        clearFlash: () => "",
      },
    };
    context.set(requestContext, ctx);
    return context;
  }

  return {
    /** The layout's pages that the harness serves, as declared. */
    children,
    /** Whether a declared page's module has an action (known once `ready` ran). */
    hasAction: (page: DeclaredRoute) => Boolean(modules.get(page.file)?.action),
    ready,
    /** A GET of `url` as `caller`, or a POST of `form` to it. */
    async page(caller: Caller, url: string, form?: { fields: Record<string, string | string[]> }): Promise<PageAnswer> {
      const served = await ready();
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(form?.fields ?? {}))
        for (const one of [value].flat()) body.append(key, one);
      const request = new Request(`http://pasar.test${url}`, form ? { method: "POST", body } : {});
      const flashes: PageAnswer["flashes"] = [];
      let text = "";
      const response = await served.query(request, {
        requestContext: contextFor(caller, flashes),
        generateMiddlewareResponse: async (run) => {
          const result = await run(request);
          if (result instanceof Response) return result;
          text = JSON.stringify({
            loaderData: result.loaderData,
            actionData: result.actionData,
            errors: result.errors,
          });
          return new Response(null, { status: result.statusCode });
        },
      });
      if (!(response instanceof Response)) throw new Error("the middleware answers a Response");
      return { status: response.status, location: response.headers.get("Location"), flashes, text };
    },
  };
}

/** A refused post: a 404, or the page again with an error notice. */
export function expectRefused(answer: PageAnswer, label: string) {
  if (answer.status === 404) return;
  expect(answer.status, label).toBe(302);
  expect(
    answer.flashes.map((flash) => flash.tone),
    label,
  ).toEqual(["error"]);
}

/** A page or post that went through: 200, or a redirect elsewhere than the login or the store opening, no error notice. */
export function expectSucceeded(answer: PageAnswer, label: string) {
  expect([200, 302], label).toContain(answer.status);
  expect(
    answer.flashes.filter((flash) => flash.tone !== "success"),
    label,
  ).toEqual([]);
  if (answer.status === 302) expect(answer.location, label).not.toMatch(/login|onboarding/);
}
