import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADDRESS_BOOK_MAX,
  addressDto,
  addressInput,
  addressListMetaDto,
  addressListQuery,
  addressRemovalDto,
} from "../../core/address/index.ts";
import {
  cityListQuery,
  districtListQuery,
  provinceListQuery,
  regionDto,
  villageListQuery,
} from "../../core/region/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer } from "../http/auth.ts";
import { signedInRoute } from "../http/route-options.ts";
import { envelope } from "../http/response-schemas.ts";

const idParams = z.object({ id: z.string() });
/** Set-default and delete need nothing but the id; a client sending the address along is not refused. */
const ignoredBody = z.unknown();
const security = [{ bearerAuth: [] }];

/** Region lists change only when the reference data is reseeded: browsers and proxies may keep them a day. */
function cacheable(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
  reply.header("vary", "accept-language");
}

/**
 * Spec §7 address calls (the signed-in buyer's own address book only: another buyer's address is a 404)
 * and the public region lists of the address form.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { addresses, regions } = services;

  app.get(
    "/addressbook/list",
    signedInRoute("address", {
      summary: "The buyer's addresses, main first then newest first, with region names",
      description: `\`search\` keeps addresses whose recipient name contains it (any case). \`meta.total\` counts every address of the buyer, searched or not; a buyer keeps at most ${ADDRESS_BOOK_MAX}.`,
      security,
      querystring: addressListQuery,
      response: { 200: envelope(z.array(addressDto), addressListMetaDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const [list, total] = await Promise.all([
        addresses.listForUser(viewer.userId, request.query.search),
        addresses.count(viewer.userId),
      ]);
      return reply.ok(list, { meta: { total, max: ADDRESS_BOOK_MAX } });
    },
  );

  app.post(
    "/addressbook/add",
    signedInRoute("address", {
      summary: "Add an address; the buyer's first address becomes the main one",
      description:
        "Spec §5 rules in order, only the first failing field is reported (422 with `errors`); the region ids must form a chain " +
        `(city in province, district in city, village in district). At most ${ADDRESS_BOOK_MAX} addresses (409). ` +
        "`is_main_address` 'yes' (or true) moves the main mark to the new address.",
      security,
      body: addressInput,
      response: { 200: envelope(addressDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await addresses.add(viewer.userId, request.body), { message: { key: "address.added" } });
    },
  );

  app.post(
    "/addressbook/edit/:id",
    signedInRoute("address", {
      summary: "Replace an address's fields",
      description:
        "Same rules as add. `is_main_address` 'yes' makes it the main address; 'no' never unmarks the main address. 404 when the address is not the buyer's.",
      security,
      params: idParams,
      body: addressInput,
      response: { 200: envelope(addressDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await addresses.edit(viewer.userId, request.params.id, request.body), {
        message: { key: "address.changed" },
      });
    },
  );

  app.post(
    "/addressbook/setdefault/:id",
    signedInRoute("address", {
      summary: "Make an address the main one (the old main address is unmarked in the same transaction)",
      security,
      params: idParams,
      body: ignoredBody,
      response: { 200: envelope(addressDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await addresses.setDefault(viewer.userId, request.params.id), {
        message: { key: "address.set_main" },
      });
    },
  );

  app.post(
    "/addressbook/delete/:id",
    signedInRoute("address", {
      summary: "Delete an address; deleting the main address makes the newest remaining one main",
      description: "`data.promoted` is the address that became main, if any.",
      security,
      params: idParams,
      body: ignoredBody,
      response: { 200: envelope(addressRemovalDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok(await addresses.remove(viewer.userId, request.params.id), {
        message: { key: "address.deleted" },
      });
    },
  );

  app.get(
    "/province",
    {
      schema: {
        tags: ["region"],
        summary: "Every province, by name",
        querystring: provinceListQuery,
        response: { 200: envelope(z.array(regionDto)) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return reply.ok(await regions.provinces());
    },
  );

  app.get(
    "/city",
    {
      schema: {
        tags: ["region"],
        summary: "The cities and regencies of a province, by name",
        description: "404 when there is no such province.",
        querystring: cityListQuery,
        response: { 200: envelope(z.array(regionDto)) },
      },
    },
    async (request, reply) => {
      const list = await regions.cities(request.query.province_id);
      cacheable(reply);
      return reply.ok(list);
    },
  );

  app.get(
    "/subdistrict",
    {
      schema: {
        tags: ["region"],
        summary: "The districts (kecamatan) of a city, by name",
        description: "404 when there is no such city.",
        querystring: districtListQuery,
        response: { 200: envelope(z.array(regionDto)) },
      },
    },
    async (request, reply) => {
      const list = await regions.districts(request.query.city_id);
      cacheable(reply);
      return reply.ok(list);
    },
  );

  app.get(
    "/area",
    {
      schema: {
        tags: ["region"],
        summary: "The villages (kelurahan/desa) of a district, by name",
        description: "404 when there is no such district.",
        querystring: villageListQuery,
        response: { 200: envelope(z.array(regionDto)) },
      },
    },
    async (request, reply) => {
      const list = await regions.villages(request.query.kecamatan_id);
      cacheable(reply);
      return reply.ok(list);
    },
  );
};
