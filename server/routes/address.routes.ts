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
import { answer, apiCalls } from "../http/api-calls.ts";
import { idParams } from "../http/route-options.ts";

/** Set-default and delete need nothing but the id; a client sending the address along is not refused. */
const ignoredBody = z.unknown();

/**
 * A region list, which changes only when the reference data is reseeded: browsers and proxies may keep it
 * a day. Its headers are set once the list is read, so that a 404 is not cached.
 */
function cacheable<List>(reply: FastifyReply, list: List): List {
  reply.header("cache-control", "public, max-age=86400, stale-while-revalidate=604800");
  reply.header("vary", "accept-language");
  return list;
}

/**
 * Spec §7 address calls (the signed-in buyer's own address book only: another buyer's address is a 404)
 * and the public region lists of the address form.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { addresses, regions } = services;
  const buyer = apiCalls(app, { tag: "address", caller: "viewer" });
  const anyone = apiCalls(app, { tag: "region", caller: "public" });

  buyer.get(
    "/addressbook/list",
    {
      summary: "The buyer's addresses, main first then newest first, with region names",
      description: `\`search\` keeps addresses whose recipient name contains it (any case). \`meta.total\` counts every address of the buyer, searched or not; a buyer keeps at most ${ADDRESS_BOOK_MAX}.`,
      querystring: addressListQuery,
      data: z.array(addressDto),
      meta: addressListMetaDto,
    },
    async ({ viewer, query }) => {
      const [list, total] = await Promise.all([
        addresses.listForUser(viewer.userId, query.search),
        addresses.count(viewer.userId),
      ]);
      return answer(list, { meta: { total, max: ADDRESS_BOOK_MAX } });
    },
  );

  buyer.post(
    "/addressbook/add",
    {
      summary: "Add an address; the buyer's first address becomes the main one",
      description:
        "Spec §5 rules in order, only the first failing field is reported (422 with `errors`); the region ids must form a chain " +
        `(city in province, district in city, village in district). At most ${ADDRESS_BOOK_MAX} addresses (409). ` +
        "`is_main_address` 'yes' (or true) moves the main mark to the new address.",
      body: addressInput,
      data: addressDto,
      message: "address.added",
    },
    async ({ viewer, body }) => addresses.add(viewer.userId, body),
  );

  buyer.post(
    "/addressbook/edit/:id",
    {
      summary: "Replace an address's fields",
      description:
        "Same rules as add. `is_main_address` 'yes' makes it the main address; 'no' never unmarks the main address. 404 when the address is not the buyer's.",
      params: idParams,
      body: addressInput,
      data: addressDto,
      message: "address.changed",
    },
    async ({ viewer, params, body }) => addresses.edit(viewer.userId, params.id, body),
  );

  buyer.post(
    "/addressbook/setdefault/:id",
    {
      summary: "Make an address the main one (the old main address is unmarked in the same transaction)",
      params: idParams,
      body: ignoredBody,
      data: addressDto,
      message: "address.set_main",
    },
    async ({ viewer, params }) => addresses.setDefault(viewer.userId, params.id),
  );

  buyer.post(
    "/addressbook/delete/:id",
    {
      summary: "Delete an address; deleting the main address makes the newest remaining one main",
      description: "`data.promoted` is the address that became main, if any.",
      params: idParams,
      body: ignoredBody,
      data: addressRemovalDto,
      message: "address.deleted",
    },
    async ({ viewer, params }) => addresses.remove(viewer.userId, params.id),
  );

  anyone.get(
    "/province",
    { summary: "Every province, by name", querystring: provinceListQuery, data: z.array(regionDto) },
    async ({ reply }) => cacheable(reply, await regions.provinces()),
  );

  anyone.get(
    "/city",
    {
      summary: "The cities and regencies of a province, by name",
      description: "404 when there is no such province.",
      querystring: cityListQuery,
      data: z.array(regionDto),
    },
    async ({ reply, query }) => cacheable(reply, await regions.cities(query.province_id)),
  );

  anyone.get(
    "/subdistrict",
    {
      summary: "The districts (kecamatan) of a city, by name",
      description: "404 when there is no such city.",
      querystring: districtListQuery,
      data: z.array(regionDto),
    },
    async ({ reply, query }) => cacheable(reply, await regions.districts(query.city_id)),
  );

  anyone.get(
    "/area",
    {
      summary: "The villages (kelurahan/desa) of a district, by name",
      description: "404 when there is no such district.",
      querystring: villageListQuery,
      data: z.array(regionDto),
    },
    async ({ reply, query }) => cacheable(reply, await regions.villages(query.kecamatan_id)),
  );
};
