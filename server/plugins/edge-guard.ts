import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { langFromRequest, translator } from "../../i18n/index.ts";
import { hostNameOf } from "../http/allowed-hosts.ts";
import { sendError } from "./api-envelope.ts";
import { isApi } from "./request-context.ts";

/** The methods pages and the API answer; TRACE, CONNECT and the WebDAV ones are not served at all. */
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Refuses, before any route runs, what no route of ours can answer: a Host header that is malformed or not
 * one of ours (400), since pages write absolute links from it; and a method outside SERVED_METHODS (405),
 * which the page renderer cannot even make a Request of. The API answers in its envelope, pages in text.
 */
export const edgeGuardPlugin = fp(
  async (app: FastifyInstance, { allowedHosts }: { allowedHosts: ReadonlySet<string> }) => {
    app.addHook("onRequest", async (request, reply) => {
      const name = hostNameOf(request.host);
      if (name === null || !allowedHosts.has(name)) return refuse(request, reply, 400, "errors.unknown_host");
      if (!SERVED_METHODS.includes(request.method)) {
        reply.header("allow", SERVED_METHODS.join(", "));
        return refuse(request, reply, 405, "errors.method_not_allowed");
      }
    });
  },
  { name: "pasar-edge-guard", dependencies: ["pasar-request-context"] },
);

/**
 * Fastify's frameworkErrors: an address it cannot even decode ('/%', '/product/%E0%A4%A') is refused before
 * any hook has run, so without this it answered in Fastify's own shape rather than the envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const lang = /^\/en(\/|\?|$)/.test(request.url)
    ? "en"
    : langFromRequest(undefined, request.headers["accept-language"]);
  // The handler is synchronous and Fastify ignores its result; the reply is thenable only for hooks to await.
  void refuse(request, reply, status, "errors.invalid_input", lang);
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, messageKey: string, lang = request.lang) {
  const message = translator(lang)(messageKey);
  if (isApi(request)) return sendError(reply, status, message);
  return reply.code(status).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(message);
}
