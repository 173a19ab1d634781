import { randomUUID, timingSafeEqual } from "node:crypto";
import type {
  ContextConfigDefault,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { FastifyReplyType, ResolveFastifyReplyType } from "fastify/types/type-provider.d.ts";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HTTP_STATUS_BY_CODE, isAppError, type Message } from "../../core/shared/errors.ts";
import type { PaginationMeta } from "../../core/shared/pagination.ts";
import { fieldErrorsFromZod, nulCharacterPath } from "../../core/shared/validation.ts";
import { translator } from "../../i18n/index.ts";
import { XSRF_HEADER } from "../http/cookies.ts";
import { isApi } from "./request-context.ts";

/** Spec §7: every answer is {code, message, data, meta}; code 200 means success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  meta: PaginationMeta | Record<string, unknown> | null;
  errors?: Record<string, string>;
}

/** The `data` of the route's 200 envelope schema (anything when the route declares none). */
type OkData<ReplyType> = unknown extends ReplyType
  ? unknown
  : ReplyType extends { code: number; data: infer Data }
    ? Data
    : never;
/** The `meta` of the route's 200 envelope schema. */
type OkMeta<ReplyType> = unknown extends ReplyType
  ? unknown
  : ReplyType extends { code: number; meta: infer Meta }
    ? Meta
    : never;

/**
 * `Given`, with every field the schema's `Shape` lacks, at any depth, turned into `never`: the serializer
 * would drop such a field (or the schema forgot it), so handing one to reply.ok is a compile error.
 */
export type NoExtraFields<Given, Shape> = unknown extends Shape
  ? Given
  : Given extends readonly (infer Item)[]
    ? NonNullable<Shape> extends readonly (infer ShapeItem)[]
      ? readonly NoExtraFields<Item, ShapeItem>[]
      : Given
    : Given extends object
      ? NonNullable<Shape> extends object
        ? {
            [Key in keyof Given]: Key extends keyof NonNullable<Shape>
              ? NoExtraFields<Given[Key], NonNullable<Shape>[Key]>
              : never;
          }
        : Given
      : Given;

type OkOptions<ReplyType> = { message?: Message } & (null extends OkMeta<ReplyType>
  ? { meta?: OkMeta<ReplyType> }
  : { meta: OkMeta<ReplyType> });

declare module "fastify" {
  // The type parameters repeat Fastify's own declaration, as interface merging requires.
  interface FastifyReply<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ReplyType extends FastifyReplyType = ResolveFastifyReplyType<TypeProvider, SchemaCompiler, RouteGeneric>,
  > {
    /**
     * Answers 200 in the envelope. `data` (and `meta`) must be what the route's response schema describes,
     * no field more: the schema is the one place a response's shape is written.
     */
    ok<Data extends OkData<ReplyType>>(
      data: Data & NoExtraFields<Data, OkData<ReplyType>>,
      ...options: null extends OkMeta<ReplyType> ? [options?: OkOptions<ReplyType>] : [options: OkOptions<ReplyType>]
    ): FastifyReply<
      RouteGeneric,
      RawServer,
      RawRequest,
      RawReply,
      ContextConfig,
      SchemaCompiler,
      TypeProvider,
      ReplyType
    >;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** "required": the call needs a signed-in viewer, checked before the body is read (401 otherwise). */
    auth?: "required";
    /** The 401's message key when it is not the general one (spec §8 names one for some calls). */
    authMessage?: string;
    /**
     * "merchant": the call acts for the signed-in merchant's own store, and its handler checks that the caller
     * has one (apiCalls' merchant calls, server/http/api-calls.ts; 403 otherwise).
     */
    caller?: "merchant";
    /** A GET that changes state (spec §7 has a few): it needs the XSRF check like a POST. */
    changesState?: boolean;
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A cookie-authenticated state change must echo this browser's XSRF token in X-XSRF-TOKEN (spec §7).
 * Requests with a Bearer token carry no ambient authority, so they need no check.
 */
function xsrfRefused(request: FastifyRequest): boolean {
  if (!request.authenticatedByCookie) return false;
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== "string" || !request.csrfToken) return true;
  const given = Buffer.from(header);
  const expected = Buffer.from(request.csrfToken);
  return given.length !== expected.length || !timingSafeEqual(given, expected);
}

/**
 * Who is calling, and the XSRF token, are checked for every API route before its body is even read: an
 * anonymous or forged call learns nothing of the body's rules and costs no parsing. Routes declare what
 * they need in their config (see FastifyContextConfig above).
 */
async function checkCaller(request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config;
  if ((UNSAFE_METHODS.has(request.method) || config.changesState) && xsrfRefused(request)) {
    return sendError(reply, 403, translator(request.lang)("errors.csrf"));
  }
  if (config.auth === "required" && !(await request.viewer())) {
    return sendError(reply, 401, translator(request.lang)(config.authMessage ?? "errors.unauthenticated"));
  }
}

export const apiEnvelopePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply(
      "ok",
      function ok(
        this: FastifyReply,
        data: unknown,
        options: { meta?: Envelope<unknown>["meta"]; message?: Message } = {},
      ) {
        const t = translator(this.request.lang);
        const message = options.message ?? { key: "common.success" };
        const body: Envelope<unknown> = {
          code: 200,
          message: t(message.key, message.values),
          data,
          meta: options.meta ?? null,
        };
        return this.code(200).send(body);
      },
    );

    // preParsing: after onRequest (the rate limit has counted the call), before the body is read.
    app.addHook("preParsing", async (request, reply, payload) => {
      if (isApi(request)) await checkCaller(request, reply);
      return payload;
    });

    // A field with a NUL character is refused by name before validation (see nulCharacterPath).
    app.addHook("preValidation", async (request, reply) => {
      if (!isApi(request)) return;
      const field = nulCharacterPath(request.body);
      if (field === null) return;
      const message = translator(request.lang)("validation.nul_character");
      return sendError(reply, 422, message, { [field || "_"]: message });
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(reply, 404, translator(request.lang)("errors.route_not_found")),
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const t = translator(request.lang);
      if (isAppError(error)) {
        const errors = error.fieldErrors ? translateFields(error.fieldErrors, t) : undefined;
        const firstFieldMessage = errors ? Object.values(errors)[0] : undefined;
        // A generic validation error is best told by its first field; an error that names its own message
        // (e.g. 'Delivery has not been selected' over each order's 'Delivery must be selected') keeps it.
        const generic = error.code === "INVALID_INPUT" && error.messageKey === "errors.invalid_input";
        const message = generic && firstFieldMessage ? firstFieldMessage : t(error.messageKey, error.values);
        return sendError(reply, HTTP_STATUS_BY_CODE[error.code], message, errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((item) => ({
          ...(item.params as Record<string, unknown>),
          code: item.keyword,
          message: item.message ?? "",
          path: item.instancePath.split("/").filter(Boolean),
        }));
        const errors = translateFields(fieldErrorsFromZod({ issues }), t);
        return sendError(reply, 422, Object.values(errors)[0] ?? t("errors.invalid_input"), errors);
      }
      if (error.statusCode === 429) return sendError(reply, 429, t("errors.rate_limited"));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Malformed JSON, body too large, unsupported media type: the client's fault, safe to name.
        return sendError(reply, error.statusCode, t("errors.invalid_input"));
      }
      const errorId = randomUUID();
      request.log.error({ err: error, errorId }, "unhandled error");
      return sendError(reply, 500, `${t("errors.server")} ${t("errors.error_id", { id: errorId })}`);
    });
  },
  { name: "pasar-api-envelope", dependencies: ["pasar-request-context"] },
);

function translateFields(fields: Record<string, Message>, t: ReturnType<typeof translator>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, t(message.key, message.values)]));
}

export function sendError(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  const body: Envelope<null> = { code: status, message, data: null, meta: null, ...(errors ? { errors } : {}) };
  return reply.code(status).send(body);
}
