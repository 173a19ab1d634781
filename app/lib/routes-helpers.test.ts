import { index, layout, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { localized } from "./routes-helpers.ts";

function flatten(
  entries: RouteConfigEntry[],
  parents: RouteConfigEntry[] = [],
): { entry: RouteConfigEntry; parents: RouteConfigEntry[] }[] {
  return entries.flatMap((entry) => [{ entry, parents }, ...flatten(entry.children ?? [], [...parents, entry])]);
}

describe("localized()", () => {
  it("declares a page once and serves it at its Indonesian path and under /en, each with its own id", () => {
    const entries = localized([
      index("routes/home.tsx", { id: "home" }),
      route("cart", "routes/cart.tsx", { id: "cart" }),
    ]);
    expect(entries.map(({ id, path, index: isIndex }) => ({ id, path, index: isIndex }))).toEqual([
      { id: "home", path: undefined, index: true },
      { id: "cart", path: "cart", index: undefined },
      { id: "en/home", path: "en", index: true },
      { id: "en/cart", path: "en/cart", index: undefined },
    ]);
  });

  it("makes an area one layout with its children in each language, the children keeping their paths", () => {
    const entries = localized([
      layout("routes/seller/layout.tsx", { id: "seller" }, [
        route("seller/products", "routes/seller/products.tsx", { id: "seller-products" }),
      ]),
    ]);
    expect(entries).toHaveLength(2);
    const [indonesian, english] = entries;
    expect(indonesian).toMatchObject({
      id: "seller",
      file: "routes/seller/layout.tsx",
      children: [{ id: "seller-products", path: "seller/products" }],
    });
    expect(english).toMatchObject({
      id: "en/seller",
      file: "routes/seller/layout.tsx",
      children: [{ id: "en/seller-products", path: "en/seller/products" }],
    });
    expect(english!.path).toBeUndefined();
  });

  it("refuses a route without an id, whose copies would collide", () => {
    expect(() => localized([route("cart", "routes/cart.tsx")])).toThrow(/routes\/cart\.tsx needs an id/);
  });
});

describe("app/routes.ts", () => {
  const all = flatten(routes);

  it("gives every route a unique id", () => {
    const ids = all.map(({ entry }) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts the buyer's pages under the account layout, in both languages, at their old URLs", () => {
    const underAccount = (layoutId: string) =>
      all.filter(({ parents }) => parents.some((parent) => parent.id === layoutId)).map(({ entry }) => entry.path);
    expect(underAccount("account")).toEqual([
      "user/wishlist",
      "user/address-book",
      "user/order/list",
      "user/order/detail/:orderCode",
      "user/order/invoice/:invoiceCode",
      "user/notification",
      "user/wallet",
    ]);
    expect(underAccount("en/account")).toEqual([
      "en/user/wishlist",
      "en/user/address-book",
      "en/user/order/list",
      "en/user/order/detail/:orderCode",
      "en/user/order/invoice/:invoiceCode",
      "en/user/notification",
      "en/user/wallet",
    ]);
  });

  it("has an English twin for every Indonesian page", () => {
    const paths = new Set(
      all.map(({ entry }) => (entry.index ? (entry.path ?? "") : entry.path)).filter((path) => path !== undefined),
    );
    for (const path of ["", "login", "product/:slug", "checkout/multiple", "user/order/list"]) {
      expect(paths.has(path)).toBe(true);
      expect(paths.has(path ? `en/${path}` : "en")).toBe(true);
    }
  });

  it("gives every page route (a module with a component) an ErrorBoundary", async () => {
    const pages = [];
    for (const file of new Set(all.map(({ entry }) => entry.file))) {
      const module = (await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).href)) as {
        default?: unknown;
        ErrorBoundary?: unknown;
      };
      if (module.default) pages.push({ file, hasBoundary: typeof module.ErrorBoundary === "function" });
    }
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((page) => !page.hasBoundary)).toEqual([]);
  });
});
