import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Viewer } from "../../core/account/index.ts";
import type { Message } from "../../core/shared/errors.ts";
import type { NoExtraFields } from "../plugins/api-envelope.ts";
import { requireMerchant, requireViewer, type MerchantCaller } from "./auth.ts";
import { envelope } from "./response-schemas.ts";
import { bearerRoute, merchantRoute } from "./route-options.ts";

/**
 * Who may make a call: anyone; a signed-in user (401 otherwise); or a merchant, who acts on their own store
 * only (401 for a visitor, 403 for a user without a store). The check is made here, for every call of the
 * group, so a handler cannot forget it: it receives the `viewer`, or the merchant's `viewer` and `store`.
 */
export type Caller = "public" | "viewer" | "merchant";

/** A group of calls: the OpenAPI tag they are filed under, who may make them, and the 401's message key. */
export interface CallGroup<C extends Caller> {
  tag: string;
  caller: C;
  authMessage?: string;
}

/**
 * One call: its OpenAPI text, its inputs, the `data` (and `meta`) of its 200 envelope (a DTO schema of its
 * domain), and `message`, the key of the answer's message when the handler does not give one.
 */
export interface CallSpec {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  data: z.ZodType;
  meta?: z.ZodType;
  message?: string;
  /** This call's own 401 message key, over the group's. */
  authMessage?: string;
  /** A GET that changes state: it needs the XSRF check like a POST. */
  changesState?: boolean;
}

type Input<T> = T extends z.ZodType ? z.output<T> : undefined;
type DataOf<S extends CallSpec> = z.output<S["data"]>;
type MetaOf<S extends CallSpec> = S["meta"] extends z.ZodType ? z.output<S["meta"]> : null;

type Who<C extends Caller> = C extends "merchant" ? MerchantCaller : C extends "viewer" ? { viewer: Viewer } : unknown;

/** What a handler is given: the caller (see Caller), the request with its validated inputs, and the reply. */
export type CallContext<C extends Caller, S extends CallSpec> = Who<C> & {
  request: FastifyRequest<{
    Body: Input<S["body"]>;
    Querystring: Input<S["querystring"]>;
    Params: Input<S["params"]>;
    Headers: Input<S["headers"]>;
  }>;
  reply: FastifyReply;
  body: Input<S["body"]>;
  query: Input<S["querystring"]>;
  params: Input<S["params"]>;
  lang: FastifyRequest["lang"];
};

declare const ANSWER: unique symbol;

/** An answer with its `meta` (a paged call must give one) or a message of its own. */
export interface Answer<Data, Meta> {
  readonly [ANSWER]: true;
  data: Data;
  meta: Meta;
  message?: Message;
}

const answers = new WeakSet<object>();

/** The handler's answer when it has a `meta` or a message of its own; otherwise it returns the data alone. */
export function answer<Data, Meta = undefined>(data: Data, options: { meta?: Meta; message?: Message }) {
  const made = { data, meta: options.meta, message: options.message } as Answer<Data, Meta>;
  answers.add(made);
  return made;
}

/** The answer of a paged call: a page of a list (`items`) and its `meta`, as the services return it. */
export function paged<Item, Meta>(page: { items: Item[]; meta: Meta }) {
  return answer(page.items, { meta: page.meta });
}

/** Whether `Given` is what `Shape` describes, no field more (see NoExtraFields). */
type Fits<Given, Shape> = [Given] extends [Shape]
  ? [Given] extends [NoExtraFields<Given, Shape>]
    ? true
    : false
  : false;

/** Whether a handler's result `R` is the data of the call's response schema, or an answer() that fits it. */
type Fitting<S extends CallSpec, R> = [R] extends [Answer<infer Data, infer Meta>]
  ? Fits<Data, DataOf<S>> extends true
    ? [Meta] extends [undefined]
      ? null extends MetaOf<S>
        ? true
        : false
      : Fits<Meta, MetaOf<S>>
    : false
  : null extends MetaOf<S>
    ? Fits<R, DataOf<S>>
    : false;

/** The handler's result type, refused at compile time (a missing property named for why) when it does not fit. */
type Checked<S extends CallSpec, R> =
  Fitting<S, R> extends true
    ? R
    : R & { "the handler's answer is not what the call's response schema describes (or it lacks its meta)": never };

export type CallHandler<C extends Caller, S extends CallSpec, R> = (
  context: CallContext<C, S>,
) => Promise<Checked<S, R>>;

/** The instance a FastifyPluginAsyncZod is given. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

async function callerOf(caller: Caller, request: FastifyRequest, authMessage: string | undefined) {
  if (caller === "merchant") return requireMerchant(request);
  if (caller === "viewer") return { viewer: await requireViewer(request, authMessage) };
  return {};
}

/** The route options of a call: its schema, under the group's tag, and the auth config the caller needs. */
function routeOptions(group: CallGroup<Caller>, spec: CallSpec) {
  const { summary, description, params, querystring, body, headers, data, meta } = spec;
  const schema: FastifySchema = {
    summary,
    ...(description === undefined ? {} : { description }),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
    response: { 200: envelope(data, meta) },
  };
  const options =
    group.caller === "public"
      ? { config: {}, schema: { tags: [group.tag], ...schema } }
      : group.caller === "merchant"
        ? merchantRoute(group.tag, schema)
        : bearerRoute(group.tag, schema, spec.authMessage ?? group.authMessage);
  const config: FastifyContextConfig = {
    ...options.config,
    ...(spec.changesState ? { changesState: true } : {}),
    ...(group.caller === "merchant" ? { caller: "merchant" as const } : {}),
  };
  return { config, schema: options.schema };
}

/**
 * The JSON calls of a group, declared as what they are: a path, the call's OpenAPI text and schemas, and a
 * handler from the caller and the validated inputs to the answer, whose type the response schema checks.
 * Calls that send files, read multipart bodies or need hooks or a validator of their own are declared with
 * Fastify's route options (route-options.ts) and check their caller with requireViewer or requireMerchant.
 */
export function apiCalls<C extends Caller>(app: ZodApp, group: CallGroup<C>) {
  const declare =
    (method: "GET" | "POST") =>
    <S extends CallSpec, R>(url: string, spec: S, handler: CallHandler<C, S, R>) => {
      const { config, schema } = routeOptions(group, spec);
      const authMessage = spec.authMessage ?? group.authMessage;
      const message = spec.message ? { message: { key: spec.message } } : {};
      app.route({
        method,
        url,
        config,
        schema,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const caller = await callerOf(group.caller, request, authMessage);
          const context = {
            ...caller,
            request,
            reply,
            body: request.body,
            query: request.query,
            params: request.params,
            lang: request.lang,
          } as CallContext<C, S>;
          const result: unknown = await handler(context);
          if (typeof result === "object" && result !== null && answers.has(result)) {
            const { data, meta, message: own } = result as Answer<unknown, Record<string, unknown>>;
            return reply.ok(data, { meta, message: own ?? message.message });
          }
          return reply.ok(result, message);
        },
      });
    };
  return { get: declare("GET"), post: declare("POST") };
}
