import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productReviewsQuery } from "../../core/review/index.ts";
import type { Services } from "../../core/services.ts";
import { productCardDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

const categoryCrumb = z.object({ id: z.number(), name: z.string(), slug: z.string(), level: z.number() });
const productDetail = z.object({
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  photos: z.array(z.string()),
  youtube_url: z.string().nullable(),
  stock: z.number(),
  publish_price: z.number(),
  base_price: z.number(),
  merchant_discount_percentage: z.number().describe("Discount from base to publish price, 2 decimals"),
  merchant_discount_amount: z.number(),
  flash_sale: z
    .object({
      flash_sale_id: z.number(),
      name: z.string(),
      flash_price: z.number(),
      discount_percentage: z.number().describe("Discount of the flash price against publish_price, 2 decimals"),
      quota: z.number(),
      sold: z.number(),
      remaining: z.number(),
      start_at: z.string(),
      end_at: z.string(),
      server_time: z.string(),
    })
    .nullable()
    .describe("The running flash sale pricing the product: one unit costs flash_price while remaining units last"),
  is_wishlist: z.boolean(),
  average_ratings: z.number(),
  rating_count: z.number(),
  sold_count: z.number(),
  description: z.string(),
  weight: z.number().describe("Grams"),
  category: z.array(categoryCrumb).describe("Category path from the top category down to the product's leaf"),
  merchant: z.object({
    id: z.number(),
    merchant_name: z.string(),
    merchant_slug: z.string(),
    merchant_city: z.string(),
    province: z.string(),
    is_pkp: z.enum(["pkp", "non-pkp"]),
    storetype: z.string(),
    logo: z.string().nullable(),
    rating: z.number(),
    rating_count: z.number(),
    product_count: z.number(),
  }),
  product_variant: z
    .array(z.object({ id: z.number(), slug: z.string(), thumb: z.string().nullable(), name: z.string() }))
    .describe("The products of the variant group, the product itself included"),
  json_meta: z.object({
    attribute_type: z.string().nullable(),
    attribute_value: z.array(z.string()).describe("Sizes"),
    product_photos: z.array(z.string()),
  }),
});

const attachment = z.object({ id: z.number(), media_url: z.string(), media_caption: z.string().nullable() });
const star = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const productReviews = z.object({
  rating_avg: z.number(),
  total_ulasan: z.number().describe("All reviews of the product, whatever the filter"),
  count_rating_group: z.object({ "1": z.number(), "2": z.number(), "3": z.number(), "4": z.number(), "5": z.number() }),
  photos: z.array(attachment.extend({ review_id: z.number() })).describe("Buyer photos, newest first"),
  point: star.nullable().describe("The star filter applied to the list"),
  reviews: z.array(
    z.object({
      id: z.number(),
      point: z.number(),
      message: z.string(),
      created_at: z.string(),
      user: z.object({ fullname: z.string().nullable(), profile_picture: z.string().nullable() }),
      attachment: z.array(attachment),
      reply: z.array(
        z.object({
          message: z.string(),
          created_at: z.string(),
          merchant: z.object({ merchant_name: z.string(), merchant_photos: z.object({ url: z.string().nullable() }) }),
        }),
      ),
    }),
  ),
});

export const productRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/products/detail/:slug",
    {
      schema: {
        tags: ["products"],
        summary: "Product detail (spec §3); hidden products and products of closed stores answer 404",
        params: slugParams,
        response: { 200: envelope(productDetail, z.null()) },
      },
    },
    async (request, reply) => reply.ok(await services.products.detail(request.params.slug, request.lang)),
  );

  app.get(
    "/products/detail/:slug/related",
    {
      schema: {
        tags: ["products"],
        summary: "Up to 12 best sellers of the product's category, then of its sibling categories, never the product or its variants",
        params: slugParams,
        response: { 200: envelope(z.array(productCardDto), z.null()) },
      },
    },
    async (request, reply) => reply.ok(await services.products.related(request.params.slug)),
  );

  app.get(
    "/products/detail/:slug/review",
    {
      schema: {
        tags: ["products"],
        summary: "Review info and one page of reviews (10 per page); `point` filters the list by star",
        params: slugParams,
        querystring: productReviewsQuery,
        response: { 200: envelope(productReviews, paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const base = `/api/products/detail/${encodeURIComponent(slug)}/review`;
      const perPage = request.query.per_page;
      const result = await services.reviews.productReviews(slug, request.query, (page, point) => {
        const params = new URLSearchParams();
        if (point) params.set("point", String(point));
        if (perPage !== 10) params.set("per_page", String(perPage));
        params.set("page", String(page));
        return `${base}?${params.toString()}`;
      });
      return reply.ok(result.data, { meta: result.meta });
    },
  );
};
