import fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";
import type { NoExtraFields } from "./api-envelope.ts";

// These routes are only declared, never served: what is tested is that `tsc --noEmit` accepts the lines
// without a `@ts-expect-error` and refuses each line with one (an unused directive is itself an error).
const lineSchema = z.object({ id: z.number(), qty: z.number(), product: z.object({ slug: z.string() }) });
type Line = z.infer<typeof lineSchema>;

function declareRoutes() {
  const app = fastify().withTypeProvider<ZodTypeProvider>();

  app.get("/line", { schema: { response: { 200: envelope(lineSchema) } } }, async (_request, reply) => {
    const line: Line = { id: 1, qty: 2, product: { slug: "kaos" } };
    return reply.ok(line, { message: { key: "cart.added" } });
  });

  app.get("/extra-field", { schema: { response: { 200: envelope(lineSchema) } } }, async (_request, reply) => {
    // @ts-expect-error -- `note` is not in the route's schema
    return reply.ok({ id: 1, qty: 2, note: "", product: { slug: "kaos" } });
  });

  app.get(
    "/extra-nested-field",
    { schema: { response: { 200: envelope(z.array(lineSchema)) } } },
    async (_request, reply) => {
      // Not a fresh object literal, so TypeScript's own excess-property check would let it through.
      const lines = [{ id: 1, qty: 2, product: { slug: "kaos", stock: 5 } }];
      // @ts-expect-error -- `product.stock` is not in the route's schema
      return reply.ok(lines);
    },
  );

  app.get("/missing-field", { schema: { response: { 200: envelope(lineSchema) } } }, async (_request, reply) => {
    // @ts-expect-error -- `qty` is required by the route's schema
    return reply.ok({ id: 1, product: { slug: "kaos" } });
  });

  app.get(
    "/paged",
    { schema: { response: { 200: envelope(z.array(lineSchema), paginationMetaDto) } } },
    async (_request, reply) => {
      const meta = {
        current_page: 1,
        per_page: 20,
        last_page: 1,
        from: null,
        to: null,
        total: 0,
        next_page_url: null,
        prev_page_url: null,
      };
      if (Math.random() > 2) {
        // @ts-expect-error -- a paged answer needs its meta
        return reply.ok([]);
      }
      return reply.ok([], { meta });
    },
  );

  app.get("/message-only", { schema: { response: { 200: envelope(z.null()) } } }, async (_request, reply) => {
    // @ts-expect-error -- the schema's data is null
    void reply.ok({ done: true });
    return reply.ok(null, { message: { key: "common.success" } });
  });
}

describe("reply.ok is typed by the route's response schema", () => {
  it("declares the routes above (their lines are checked by the typecheck)", () => {
    expect(typeof declareRoutes).toBe("function");
  });

  it("turns every field the schema lacks into never, at any depth", () => {
    type Given = { id: number; qty: number; product: { slug: string; stock: number } }[];
    expectTypeOf<NoExtraFields<Given, Line[]>>().toEqualTypeOf<
      readonly { id: number; qty: number; product: { slug: string; stock: never } }[]
    >();
    expectTypeOf<NoExtraFields<Line | null, Line | null>>().toEqualTypeOf<{
      id: number;
      qty: number;
      product: { slug: string };
    } | null>();
  });
});
