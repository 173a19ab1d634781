import { z } from "zod";

/** Every setting comes from the environment, checked once at start; the README lists them all. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
    // Connections to DATABASE_URL per server process. On the 2-core bench machine 4 gave a third less
    // throughput than 10 (bench:checkout, add and pay).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    PGLITE_DATA_DIR: z.string().default("./data/pglite"),
    // PGlite runs its SQL on a worker thread, leaving the main thread to HTTP and rendering
    // (docs/decisions/0017-pglite-worker-thread.md); false runs it in-process.
    PGLITE_WORKER: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    // Seconds a page seen without a session is kept and served to other such visitors (decision 0018); 0: never.
    PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
    // Per-IP limits a minute on what costs the server CPU (behind a proxy, TRUST_PROXY makes the IP the
    // visitor's); 0 turns one off. Page renders (a page from the anonymous cache is not one), PDF downloads,
    // demo pictures drawn (a picture already on disk is not one). The API as a whole has its own limit.
    RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    RATE_LIMIT_DOWNLOADS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    RATE_LIMIT_PICTURES_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    // Files one signed-in user may upload a minute (counted per user, not per IP); 0 turns it off.
    RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    MEDIA_DIR: z.string().default("./data/media"),
    // Largest page post with files (multipart), in MB: a form's pictures sent without JavaScript. Other page
    // posts are capped at 1 MB; past either the answer is 413.
    PAGE_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(40),
    // Where uploads are kept (docs/decisions/0022-uploads-and-storage.md): on disk under MEDIA_DIR/uploads, or
    // in an S3-compatible bucket. S3_ENDPOINT names a non-AWS service (MinIO, R2…); without the keys the AWS
    // SDK's own credential chain applies. S3_PUBLIC_URL, when the bucket's public/ prefix is served (CDN or
    // public bucket), makes public pictures link there instead of through this server.
    STORAGE_PROVIDER: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.string().url().optional(),
    BUILD_DIR: z.string().default("build"),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    REDIS_URL: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    // Host names (no port) the server answers to, comma-separated; a request for another host gets 400. Unset:
    // localhost, 127.0.0.1, [::1], the machine's name and HOST when it names one (server/http/allowed-hosts.ts).
    ALLOWED_HOSTS: z
      .string()
      .regex(/^\s*[^\s,]+\s*(,\s*[^\s,]+\s*)*$/, "ALLOWED_HOSTS must be comma-separated host names")
      .transform((value) => value.split(",").map((name) => name.trim()))
      .optional(),
    SEED_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    // An unpaid invoice expires after this many hours: stock, wallet part and promo quotas come back.
    INVOICE_EXPIRY_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 14)
      .default(24),
    // After payment (docs/decisions/0030-order-fulfilment-and-ledger.md): a store that neither approves nor rejects a
    // paid order within this many hours, or does not hand an approved one to the courier within the next, has it
    // cancelled and refunded; a delivered order neither confirmed nor complained about completes after the last.
    ORDER_RESPONSE_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(24),
    ORDER_SHIP_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(72),
    ORDER_AUTO_COMPLETE_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 30)
      .default(48),
    // Hours before a store's response or ship deadline that it is warned the order will be cancelled; 0: no warning.
    ORDER_DEADLINE_WARNING_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(6),
    // The built-in courier: minutes from the pickup request to pickup, then hours on the road to arrival.
    LOCAL_COURIER_PICKUP_MINUTES: z.coerce
      .number()
      .min(0)
      .max(24 * 60 * 7)
      .default(60),
    LOCAL_COURIER_TRANSIT_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(24),
    // How often each process looks for due order moves (timers, the courier's steps); a demo or a browser journey
    // with an instant courier turns it down to see a parcel travel in seconds.
    ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // What one buyer may hold unpaid (docs/decisions/0013-checkout-payment-and-expiry.md): unpaid invoices
    // reserve stock until they expire, so without a cap one buyer could take a product off the market.
    CHECKOUT_MAX_PENDING_INVOICES: z.coerce.number().int().min(1).max(1000).default(5),
    // Units of one product waiting for payment per buyer: the larger of this many units …
    CHECKOUT_MAX_PENDING_UNITS: z.coerce.number().int().min(1).max(1_000_000).default(10),
    // … or this share (percent) of the product's stock.
    CHECKOUT_MAX_PENDING_STOCK_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
    // Payment (docs/decisions/0012-payment-gateways.md): Midtrans Snap when both keys are set, else the local gateway.
    MIDTRANS_SERVER_KEY: z.string().optional(),
    MIDTRANS_CLIENT_KEY: z.string().optional(),
    MIDTRANS_IS_PRODUCTION: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    MIDTRANS_SNAP_URL: z.string().url().optional(),
    MIDTRANS_API_URL: z.string().url().optional(),
    LOCAL_GATEWAY_SERVER_KEY: z.string().min(16, "LOCAL_GATEWAY_SERVER_KEY must be at least 16 characters").optional(),
    // Shipping rates (docs/decisions/0011-shipping-rates.md): the built-in engine, or Biteship's rate API.
    SHIPPING_PROVIDER: z.enum(["local", "aggregator"]).default("local"),
    SHIPPING_API_URL: z.string().url().default("https://api.biteship.com"),
    SHIPPING_API_KEY: z.string().optional(),
    // Who carries parcels (docs/decisions/0036-courier-provider.md): the built-in courier, or Biteship's order
    // API with the SHIPPING_API_URL and SHIPPING_API_KEY above. Its tracking comes by webhook (accepted only with
    // BITESHIP_WEBHOOK_SECRET, sent by Biteship in the BITESHIP_WEBHOOK_HEADER header) and by asking every
    // COURIER_POLL_MINUTES about each parcel on the road (0: webhooks only).
    COURIER_PROVIDER: z.enum(["local", "biteship"]).default("local"),
    BITESHIP_WEBHOOK_SECRET: z.string().min(16, "BITESHIP_WEBHOOK_SECRET must be at least 16 characters").optional(),
    BITESHIP_WEBHOOK_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i, "BITESHIP_WEBHOOK_HEADER must be a header name")
      .transform((name) => name.toLowerCase())
      .default("x-biteship-signature"),
    COURIER_POLL_MINUTES: z.coerce
      .number()
      .min(0)
      .max(24 * 60)
      .default(30),
    // Wallet withdrawals (docs/decisions/0038-wallet-withdrawals.md): the local payout pays this many seconds after
    // the request; PAYOUT_PROVIDER=iris sends them through Midtrans Iris with a creator's and an approver's key.
    PAYOUT_PROVIDER: z.enum(["local", "iris"]).default("local"),
    PAYOUT_LOCAL_DELAY_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 86_400)
      .default(60),
    IRIS_BASE_URL: z.string().url().default("https://app.sandbox.midtrans.com/iris"),
    IRIS_CREATOR_KEY: z.string().optional(),
    IRIS_APPROVER_KEY: z.string().optional(),
    // How often each process looks for withdrawals to hand over or to ask about.
    PAYOUT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    // Mail (notifications of key events): through this SMTP server when set (smtp://user:pass@host:587 or
    // smtps://…), else kept in the mail_message table and written to the log, so it works offline.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Pasar <no-reply@pasar.local>"),
    // Sign in with Google (docs/decisions/0040-sign-in-with-google.md): shown and accepted only when set. ID tokens
    // are checked against the keys at GOOGLE_JWKS_URL (Google's, unless a test points it at a local fake).
    GOOGLE_CLIENT_ID: z.string().min(10).optional(),
    GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
    SHIPPING_API_COURIERS: z
      .string()
      .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, "SHIPPING_API_COURIERS must be comma-separated courier codes")
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.PAYOUT_PROVIDER === "iris" && !(env.IRIS_CREATOR_KEY && env.IRIS_APPROVER_KEY))
      context.addIssue({
        code: "custom",
        path: ["IRIS_CREATOR_KEY"],
        message: "IRIS_CREATOR_KEY and IRIS_APPROVER_KEY are required when PAYOUT_PROVIDER=iris",
      });
    if (env.STORAGE_PROVIDER === "s3" && !env.S3_BUCKET)
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET is required when STORAGE_PROVIDER=s3",
      });
    if (env.COURIER_PROVIDER === "biteship" && !env.SHIPPING_API_KEY)
      context.addIssue({
        code: "custom",
        path: ["SHIPPING_API_KEY"],
        message: "SHIPPING_API_KEY is required when COURIER_PROVIDER=biteship",
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      context.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together",
      });
  });

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // `DATABASE_URL=` in a shell or .env file means unset, not an invalid URL.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
