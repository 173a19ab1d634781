import { describe, expect, it } from "vitest";
import { listAddress, listLinks, pageParam, pickParam } from "./list-view.ts";

interface View {
  tab: "running" | "ended";
  search: string;
  point: number | null;
  unreplied: boolean;
  page: number;
}

const VIEW: View = { tab: "running", search: "", point: null, unreplied: false, page: 1 };
const DEFAULTS: Partial<View> = { tab: "running", page: 1 };

describe("a merchant list's address", () => {
  it("is the bare path when every parameter is its default or empty", () => {
    expect(listAddress("/merchant/dashboard/voucher", VIEW, DEFAULTS)).toBe("/merchant/dashboard/voucher");
  });

  it("names only what differs from the defaults, in the view's order, true as 1", () => {
    const view: View = { tab: "ended", search: "ongkir gratis", point: 4, unreplied: true, page: 3 };
    expect(listAddress("/list", view, DEFAULTS)).toBe(
      "/list?tab=ended&search=ongkir+gratis&point=4&unreplied=1&page=3",
    );
  });

  it("links in the page's language, with some parameters changed and the rest kept", () => {
    const href = listLinks("en", "/list", { ...VIEW, search: "kopi" }, DEFAULTS);
    expect(href()).toBe("/en/list?search=kopi");
    expect(href({ page: 2 })).toBe("/en/list?search=kopi&page=2");
    expect(href({ tab: "ended", search: "" })).toBe("/en/list?tab=ended");
    expect(listLinks("id", "/list", VIEW, DEFAULTS)({ page: 2 })).toBe("/list?page=2");
  });

  it("takes defaults that depend on the changed view", () => {
    const href = listLinks("id", "/list", { sort: "name", order: "asc" }, (next) => ({
      order: next.sort === "name" ? "asc" : "desc",
    }));
    expect(href()).toBe("/list?sort=name");
    expect(href({ sort: "price" })).toBe("/list?sort=price&order=asc");
    expect(href({ sort: "price", order: "desc" })).toBe("/list?sort=price");
  });
});

describe("a merchant list's parameters", () => {
  it("falls back on anything that is not one of the choices", () => {
    expect(pickParam("ended", ["running", "ended"] as const, "running")).toBe("ended");
    expect(pickParam("<script>", ["running", "ended"] as const, "running")).toBe("running");
    expect(pickParam(null, ["running", "ended"] as const, "running")).toBe("running");
  });

  it("reads the page number, the first page for anything odd or too far", () => {
    const page = (value: string) => pageParam(new URLSearchParams({ page: value }), 100);
    expect(page("7")).toBe(7);
    expect([page("0"), page("-2"), page("1.5"), page("101"), page("x")]).toEqual([1, 1, 1, 1, 1]);
  });
});
