import fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { Viewer } from "../../core/account/index.ts";
import { paginationMeta } from "../../core/shared/pagination.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { answer, apiCalls } from "./api-calls.ts";
import type { MerchantCaller } from "./auth.ts";

// These calls are only declared, never served: what is tested is that `tsc --noEmit` accepts the lines
// without a `@ts-expect-error` and refuses each line with one (an unused directive is itself an error).
const lineSchema = z.object({ id: z.number(), qty: z.number(), product: z.object({ slug: z.string() }) });
type Line = z.infer<typeof lineSchema>;
const line: Line = { id: 1, qty: 2, product: { slug: "kaos" } };
const meta = paginationMeta(0, 1, 20, 0, (page) => `/lines?page=${page}`);

function declareCalls() {
  const app = fastify().withTypeProvider<ZodTypeProvider>();
  const buyer = apiCalls(app, { tag: "cart", caller: "viewer" });
  const merchant = apiCalls(app, { tag: "merchant", caller: "merchant" });
  const anyone = apiCalls(app, { tag: "home", caller: "public" });

  buyer.post("/line", { summary: "A line", body: z.object({ qty: z.number() }), data: lineSchema }, async (call) => {
    expectTypeOf(call.viewer).toEqualTypeOf<Viewer>();
    expectTypeOf(call.body).toEqualTypeOf<{ qty: number }>();
    return { ...line, qty: call.body.qty };
  });

  merchant.get("/store", { summary: "The store", data: z.object({ id: z.number() }) }, async (call) => {
    expectTypeOf(call).toExtend<MerchantCaller>();
    return { id: call.store.id };
  });

  anyone.get("/open", { summary: "No one signed in", data: z.null() }, async (call) => {
    // @ts-expect-error -- a public call has no viewer
    void call.viewer;
    return null;
  });

  // @ts-expect-error -- `note` is not in the call's response schema
  buyer.get("/extra-field", { summary: "", data: lineSchema }, async () => ({ ...line, note: "" }));

  buyer.get(
    "/extra-nested-field",
    { summary: "", data: z.array(lineSchema) },
    // Not a fresh object literal, so TypeScript's own excess-property check would let it through.
    // @ts-expect-error -- `product.stock` is not in the call's response schema
    async () => [{ id: 1, qty: 2, product: { slug: "kaos", stock: 5 } }],
  );

  // @ts-expect-error -- `qty` is required by the call's response schema
  buyer.get("/missing-field", { summary: "", data: lineSchema }, async () => ({ id: 1, product: { slug: "kaos" } }));

  const paged = { summary: "", data: z.array(lineSchema), meta: paginationMetaDto };
  buyer.get("/paged", paged, async () => answer([line], { meta }));
  // @ts-expect-error -- a paged answer needs its meta
  buyer.get("/paged-without-meta", paged, async () => [line]);
  // @ts-expect-error -- and the meta its schema describes
  buyer.get("/paged-other-meta", paged, async () => answer([line], { meta: { total: 1 } }));
  // @ts-expect-error -- a call without a meta schema has no meta
  buyer.get("/stray-meta", { summary: "", data: lineSchema }, async () => answer(line, { meta }));
  // @ts-expect-error -- the data inside answer() is checked too
  buyer.get("/answer-extra", { summary: "", data: lineSchema }, async () => answer({ ...line, note: "" }, {}));

  buyer.post("/message", { summary: "", data: z.null() }, async () =>
    answer(null, { message: { key: "common.success" } }),
  );
}

describe("apiCalls' handlers are typed by their call's response schema", () => {
  it("declares the calls above (their lines are checked by the typecheck)", () => {
    expect(typeof declareCalls).toBe("function");
  });
});
