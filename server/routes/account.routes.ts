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
import { answer, apiCalls } from "../http/api-calls.ts";
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  deviceCookie,
  readCookie,
  sessionCookie,
  xsrfCookie,
} from "../http/cookies.ts";

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

  const anyone = apiCalls(app, { tag: "auth", caller: "public" });
  const user = apiCalls(app, { tag: "auth", caller: "viewer" });

  anyone.post(
    "/auth/register",
    {
      summary: "Create a buyer account and sign in",
      body: registerInput,
      data: loginResultDto,
      message: "auth.registered",
    },
    async ({ request, reply, body }) => {
      const { device_token, ...result } = await accounts.register(body, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return result;
    },
  );

  anyone.post(
    "/auth/login",
    {
      summary: "Sign in; sets the my_token cookie for 2 days and returns the user with jwt_token",
      body: loginInput,
      data: loginResultDto,
    },
    async ({ request, reply, body }) => {
      const { device_token, ...result } = await accounts.login(body, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return answer(result, { message: { key: "auth.welcome", values: { name: result.fullname ?? result.email } } });
    },
  );

  anyone.post(
    "/auth/google",
    {
      summary: "Sign in with a Google ID token (Sign in with Google's credential); 404 unless GOOGLE_CLIENT_ID is set",
      description:
        "The token's signature (Google's keys), issuer, audience, expiry and email_verified are checked. The Google account " +
        "signs in to the user it was linked to, else to the account of its email (and is linked to it), else to a new one.",
      body: googleSignInInput,
      data: loginResultDto,
    },
    async ({ request, reply, body }) => {
      if (!services.google) throw new AppError("NOT_FOUND", "auth.google_off");
      const identity = await services.google.verify(body.credential);
      const { device_token, ...result } = await accounts.signInWithIdentity(identity, meta(request));
      signInCookies(reply, request, { jwt_token: result.jwt_token, device_token });
      return answer(result, { message: { key: "auth.welcome", values: { name: result.fullname ?? result.email } } });
    },
  );

  anyone.post(
    "/auth/logout",
    { summary: "End this session; the token stops working", data: z.null(), message: "auth.logged_out" },
    async ({ request, reply }) => {
      await accounts.logout(await request.viewer());
      reply.header("set-cookie", clearSessionCookie(request.isSecure));
      return null;
    },
  );

  user.get("/auth/me", { summary: "The signed-in user", data: userDto }, async ({ viewer }) =>
    accounts.profile(viewer),
  );

  user.post(
    "/auth/password",
    {
      summary: "Change the password; every existing token stops working",
      body: changePasswordInput,
      data: z.null(),
      message: "auth.password_changed",
    },
    async ({ viewer, request, reply, body }) => {
      await accounts.changePassword(viewer, body);
      reply.header("set-cookie", clearSessionCookie(request.isSecure));
      return null;
    },
  );
};
