import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { fastify, type FastifyInstance, type FastifyRequest, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext } from "#app-context";
import { loadConfig } from "../core/shared/config.ts";
import { catalogueScript, LANGUAGES, translator } from "../i18n/index.ts";
import {
  clearFlashCookie,
  clearSessionCookie,
  DEVICE_COOKIE,
  deviceCookie,
  flashCookie,
  FLASH_COOKIE,
  parseFlash,
  readCookie,
  sessionCookie,
} from "./http/cookies.ts";
import { allowedHostNames } from "./http/allowed-hosts.ts";
import { installJsonBodyParser } from "./http/json-body.ts";
import { installPageBodyLimits } from "./http/page-body.ts";
import { installProductViewCounting } from "./http/product-views.ts";
import { installPageCache } from "./http/page-cache.ts";
import { showsChange } from "./http/catalogue-pages.ts";
import { installPageCompression } from "./http/page-compression.ts";
import { installPageRateLimit } from "./http/rate-limits.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { apiEnvelopePlugin, sendError } from "./plugins/api-envelope.ts";
import { answerFrameworkError, edgeGuardPlugin } from "./plugins/edge-guard.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { accountRoutes } from "./routes/account.routes.ts";
import { passwordResetRoutes } from "./routes/password-reset.routes.ts";
import { addressRoutes } from "./routes/address.routes.ts";
import { buyerOrderRoutes } from "./routes/buyer-order.routes.ts";
import { cartRoutes } from "./routes/cart.routes.ts";
import { catalogueRoutes } from "./routes/catalogue.routes.ts";
import { checkoutRoutes } from "./routes/checkout.routes.ts";
import { homeRoutes } from "./routes/home.routes.ts";
import { invoiceRoutes } from "./routes/invoice.routes.ts";
import { merchantRoutes } from "./routes/merchant.routes.ts";
import { merchantProductRoutes } from "./routes/merchant-product.routes.ts";
import { merchantOrderRoutes } from "./routes/merchant-order.routes.ts";
import { salesDashboardRoutes } from "./routes/sales-dashboard.routes.ts";
import { productImportRoutes } from "./routes/product-import.routes.ts";
import { merchantReviewRoutes } from "./routes/merchant-review.routes.ts";
import { notificationRoutes } from "./routes/notification.routes.ts";
import { voucherRoutes } from "./routes/voucher.routes.ts";
import { paymentRoutes } from "./routes/payment.routes.ts";
import { productRoutes } from "./routes/product.routes.ts";
import { promoRoutes } from "./routes/promo.routes.ts";
import { searchRoutes } from "./routes/search.routes.ts";
import { sellerRoutes } from "./routes/seller.routes.ts";
import { bannerRoutes } from "./routes/banner.routes.ts";
import { shippingRoutes } from "./routes/shipping.routes.ts";
import { mediaRoutes } from "./routes/media.routes.ts";
import { uploadedMediaRoutes, uploadRoutes } from "./routes/upload.routes.ts";
import { systemRoutes } from "./routes/system.routes.ts";
import { walletRoutes } from "./routes/wallet.routes.ts";
import { wishlistRoutes } from "./routes/wishlist.routes.ts";
import { ROOT_DIR, startRuntime, VERSION, type Runtime } from "./runtime.ts";

/** Anonymous pages kept at most (decision 0018): some 600 product pages of 50 KB. */
const PAGE_CACHE_MAX_CHARS = 32 * 1024 * 1024;

export interface BuildAppOptions {
  runtime: Pick<Runtime, "config" | "database" | "services" | "demoAccounts">;
  /** How pages are served: the production build, Vite in development, or not at all (API tests). */
  pages: { mode: "production" } | { mode: "development"; vite: ViteDevServer } | { mode: "none" };
  logger?: boolean;
  /** Called with every route as it is added (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({ runtime, pages, logger = true, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, services } = runtime;
  // Shared rate-limit counters of every process, when configured; otherwise each process counts alone.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  const app = fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    trustProxy: config.TRUST_PROXY,
    // Finish in-flight requests on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
    rewriteUrl: withoutNulCharacters,
    frameworkErrors: answerFrameworkError,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  installJsonBodyParser(app);

  // Before compression: the cache reads the HTML the renderer wrote, then pages are compressed whole (decision 0018).
  const pageCache =
    pages.mode === "production" && config.PAGE_CACHE_SECONDS > 0
      ? installPageCache(app, { ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxChars: PAGE_CACHE_MAX_CHARS })
      : null;
  if (pageCache) {
    // A merchant's save shows at once to visitors too: kept pages that may list the products go.
    const unsubscribe = services.catalogChanges.subscribe((change) =>
      pageCache.forget((path) => showsChange(path, change)),
    );
    app.addHook("onClose", async () => void unsubscribe());
  }
  if (pages.mode === "production") installPageCompression(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(requestContextPlugin, { services });
  await app.register(edgeGuardPlugin, { allowedHosts: allowedHostNames(config) });
  installSecurityHeaders(app, {
    paymentScriptUrl: services.payments.gateway.clientConfig().scriptUrl,
    pagePolicy: pages.mode === "production",
  });

  await app.register(
    async (api) => {
      await api.register(apiEnvelopePlugin);
      await api.register(fastifyRateLimit, {
        global: true,
        max: 1200,
        timeWindow: "1 minute",
        ...(redis ? { redis } : {}),
        errorResponseBuilder: (request: FastifyRequest, context) => ({
          statusCode: 429,
          code: 429,
          message: translator(request.lang)("errors.rate_limited"),
          data: null,
          meta: { retry_after_seconds: Math.ceil(context.ttl / 1000) },
        }),
      });
      await api.register(fastifySwagger, {
        openapi: {
          openapi: "3.1.0",
          info: {
            title: "Pasar API",
            version: VERSION,
            description:
              "Every answer is an envelope {code, message, data, meta}; code 200 means success. Authenticate with `Authorization: Bearer <jwt_token>` or the my_token cookie; cookie-authenticated state changes must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. Messages follow Accept-Language (id default, en).",
          },
          servers: [{ url: "/api" }],
          components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(fastifySwaggerUi, { routePrefix: "/docs", uiConfig: { docExpansion: "list" } });
      await api.register(systemRoutes, { database, version: VERSION });
      await api.register(accountRoutes, { services });
      await api.register(passwordResetRoutes, { services });
      await api.register(homeRoutes, { services });
      await api.register(searchRoutes, { services });
      await api.register(productRoutes, { services });
      await api.register(shippingRoutes, { services });
      await api.register(cartRoutes, { services });
      await api.register(checkoutRoutes, { services });
      await api.register(merchantRoutes, { services });
      await api.register(merchantProductRoutes, { services });
      await api.register(productImportRoutes, { services });
      await api.register(merchantReviewRoutes, { services });
      await api.register(merchantOrderRoutes, { services });
      await api.register(salesDashboardRoutes, { services });
      await api.register(voucherRoutes, { services });
      await api.register(sellerRoutes, { services });
      await api.register(bannerRoutes, { services });
      await api.register(promoRoutes, { services });
      await api.register(wishlistRoutes, { services });
      await api.register(notificationRoutes, { services });
      await api.register(walletRoutes, { services });
      await api.register(invoiceRoutes, {
        services,
        downloadLimit: { max: config.RATE_LIMIT_DOWNLOADS_PER_MINUTE, redis },
      });
      await api.register(buyerOrderRoutes, { services });
      await api.register(addressRoutes, { services });
      await api.register(paymentRoutes, { services });
      await api.register(uploadRoutes, { services, uploadsPerMinute: config.RATE_LIMIT_UPLOADS_PER_MINUTE });
      // Unknown API paths answer in the envelope rather than falling through to the pages.
      api.all("/*", (request, reply) => sendError(reply, 404, translator(request.lang)("errors.route_not_found")));
    },
    { prefix: "/api" },
  );

  await app.register(mediaRoutes, {
    prefix: "/media",
    mediaDir: path.resolve(ROOT_DIR, config.MEDIA_DIR),
    demoPictures: services.demoPictures,
    drawLimit: { max: config.RATE_LIMIT_PICTURES_PER_MINUTE, redis },
  });
  await app.register(uploadedMediaRoutes, { prefix: "/media", services });

  if (pages.mode !== "none") {
    // The message catalogue each page loads for hydration (I18nProvider).
    await app.register(catalogueRoutes, { scripts: LANGUAGES.map(catalogueScript) });
    await app.register(async (site) => {
      await installPageRateLimit(site, {
        max: config.RATE_LIMIT_PAGES_PER_MINUTE,
        redis,
        exempt: pageCache?.isRefresh,
      });
      installProductViewCounting(site, { counter: services.productViews, isRefresh: pageCache?.isRefresh });
      installPageBodyLimits(site, { formBytes: 1024 * 1024, multipartBytes: config.PAGE_UPLOAD_MAX_MB * 1024 * 1024 });
      const serverBuildPath = path.resolve(ROOT_DIR, config.BUILD_DIR, "server/index.js");
      await site.register(fastifyReactRouter, {
        ...(pages.mode === "development"
          ? { devServer: pages.vite }
          : // The build loaded once: handed a path, the adapter re-imports it and rebuilds the route table per request.
            { build: (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild }),
        // The build writes brotli and gzip copies of every asset: send those instead of compressing per request.
        staticOptions: { preCompressed: true },
        serverBuildPath,
        clientBuildDirectory: path.resolve(ROOT_DIR, config.BUILD_DIR, "client"),
        getLoadContext: async (request) => {
          const context = new RouterContextProvider();
          const secure = request.isSecure;
          context.set(requestContext, {
            services,
            viewer: await request.viewer(),
            requestId: request.id,
            ip: request.ip,
            userAgent: request.headers["user-agent"],
            deviceToken: readCookie(request.cookies, DEVICE_COOKIE),
            csrfToken: pageCache ? pageCache.csrfTokenFor(request) : request.csrfToken,
            cspNonce: pageCache ? pageCache.nonceFor(request) : request.cspNonce,
            flash: parseFlash(request.cookies[FLASH_COOKIE]),
            demoAccounts: runtime.demoAccounts,
            cookies: {
              session: (jwt) => sessionCookie(jwt, secure),
              device: (token) => deviceCookie(token, secure),
              clearSession: () => clearSessionCookie(secure),
              flash: (key, options) =>
                flashCookie(
                  { key, tone: options?.tone ?? "success", values: options?.values, id: randomUUID().slice(0, 8) },
                  secure,
                ),
              clearFlash: () => clearFlashCookie(secure),
            },
          });
          return context;
        },
      });
    });
  }
  return app;
}

/**
 * No address of ours has a NUL character ('%00'), and PostgreSQL text cannot hold one, so a slug or a
 * search with it would fail in the database. It is dropped before routing: '/product/%00' is then an
 * unknown page and '?search=kaos%00' a search for 'kaos'. React Router reads the address from
 * originalUrl, so that is the cleaned one too.
 */
function withoutNulCharacters(raw: IncomingMessage & { originalUrl?: string }): string {
  const url = raw.url ?? "/";
  if (!url.includes("%00")) return url;
  raw.originalUrl = url.replaceAll("%00", "");
  return raw.originalUrl;
}

type DevState = { runtime?: Promise<Runtime> };
const devState: DevState = ((globalThis as { __pasarDev?: DevState }).__pasarDev ??= {});

/** Entry for `react-router dev`: Vite reloads this module on change; the database stays open. */
export async function createDevServer(vite: ViteDevServer): Promise<FastifyInstance> {
  devState.runtime ??= startRuntime(loadConfig(), { log: (line) => console.log(line) });
  return buildApp({ runtime: await devState.runtime, pages: { mode: "development", vite } });
}
