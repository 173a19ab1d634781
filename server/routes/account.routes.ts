import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordInput,
  googleSignInInput,
  loginInput,
  loginResultDto,
  registerInput,
  userDto,
} from "../../core/account/index.ts";
import { AppError } from "../../core/shared/errors.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer } from "../http/auth.ts";
import { signedInRoute } from "../http/route-options.ts";
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  deviceCookie,
  readCookie,
  sessionCookie,
  xsrfCookie,
} from "../http/cookies.ts";
import { envelope } from "../http/response-schemas.ts";

export const accountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts } = services;
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    deviceToken: readCookie(request.cookies, DEVICE_COOKIE),
  });
  /**
   * Signed in: the session cookie, the session's XSRF token, and the known-device cookie for the next
   * sign-in from this browser.
   */
  const signInCookies = (
    reply: FastifyReply,
    request: FastifyRequest,
    result: { jwt_token: string; device_token: string },
  ) => {
    reply.header("set-cookie", sessionCookie(result.jwt_token, request.isSecure));
    reply.header("set-cookie", xsrfCookie(accounts.xsrfTokenFor(result.jwt_token), request.isSecure));
    reply.header("set-cookie", deviceCookie(result.device_token, request.isSecure));
  };

  app.post(
    "/auth/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create a buyer account and sign in",
        body: registerInput,
        response: { 200: envelope(loginResultDto) },
      },
    },
    async (request, reply) => {
      const { device_token, ...result } = await accounts.register(request.body, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return reply.ok(result, { message: { key: "auth.registered" } });
    },
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in; sets the my_token cookie for 2 days and returns the user with jwt_token",
        body: loginInput,
        response: { 200: envelope(loginResultDto) },
      },
    },
    async (request, reply) => {
      const { device_token, ...result } = await accounts.login(request.body, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return reply.ok(result, { message: { key: "auth.welcome", values: { name: result.fullname ?? result.email } } });
    },
  );

  app.post(
    "/auth/google",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with a Google ID token (Sign in with Google's credential); 404 unless GOOGLE_CLIENT_ID is set",
        description:
          "The token's signature (Google's keys), issuer, audience, expiry and email_verified are checked. The Google account " +
          "signs in to the user it was linked to, else to the account of its email (and is linked to it), else to a new one.",
        body: googleSignInInput,
        response: { 200: envelope(loginResultDto) },
      },
    },
    async (request, reply) => {
      if (!services.google) throw new AppError("NOT_FOUND", "auth.google_off");
      const identity = await services.google.verify(request.body.credential);
      const { device_token, ...result } = await accounts.signInWithIdentity(identity, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return reply.ok(result, { message: { key: "auth.welcome", values: { name: result.fullname ?? result.email } } });
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "End this session; the token stops working",
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await accounts.logout(await request.viewer());
      reply.header("set-cookie", clearSessionCookie(request.isSecure));
      return reply.ok(null, { message: { key: "auth.logged_out" } });
    },
  );

  app.get(
    "/auth/me",
    signedInRoute("auth", {
      summary: "The signed-in user",
      security: [{ bearerAuth: [] }],
      response: { 200: envelope(userDto) },
    }),
    async (request, reply) => {
      return reply.ok(await accounts.profile(await requireViewer(request)));
    },
  );

  app.post(
    "/auth/password",
    signedInRoute("auth", {
      summary: "Change the password; every existing token stops working",
      security: [{ bearerAuth: [] }],
      body: changePasswordInput,
      response: { 200: envelope(z.null()) },
    }),
    async (request, reply) => {
      await accounts.changePassword(await requireViewer(request), request.body);
      reply.header("set-cookie", clearSessionCookie(request.isSecure));
      return reply.ok(null, { message: { key: "auth.password_changed" } });
    },
  );
};
