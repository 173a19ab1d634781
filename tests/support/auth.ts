import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Services } from "../../core/services.ts";

let ipCounter = 0;

/** Bearer headers for an existing account (a fresh IP per call keeps the login limits out of the way). */
export async function bearerFor(
  services: Services,
  email: string,
  password = "pasar-demo-123",
): Promise<Record<string, string>> {
  ipCounter += 1;
  const result = await services.accounts.login(
    { email, password },
    { ip: `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` },
  );
  return { authorization: `Bearer ${result.jwt_token}` };
}

/** A new buyer account, signed in. */
export async function newBuyer(services: Services, name: string): Promise<Record<string, string>> {
  ipCounter += 1;
  const result = await services.accounts.register(
    {
      fullname: name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
      password: "rahasia-sekali-123",
    },
    { ip: `10.8.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` },
  );
  return { authorization: `Bearer ${result.jwt_token}` };
}

/** Signs in through POST /api/auth/login from `remoteAddress`, as a client does, and answers the session token. */
export async function loginOverApi(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress: string,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.jwt_token as string;
}

/**
 * POST /api/auth/register and /api/auth/login on the app, as a client sends them, each from `freshIp()` unless
 * a client address is given (so that one test's per-IP limits stay out of another's way).
 */
export function authCalls(world: { app: FastifyInstance }, freshIp: () => string) {
  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string>,
    remoteAddress: string,
  ) => world.app.inject({ method: "POST", url, payload, remoteAddress, headers });
  return {
    register: (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
      post("/api/auth/register", payload, headers, remoteAddress),
    login: (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
      post("/api/auth/login", { email, password }, headers, remoteAddress),
  };
}
