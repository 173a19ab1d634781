import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser.ts";
import { api, placePendingOrder, plainProducts, resetShopper } from "./support/shopper.ts";

/*
 * Issue 21, item 1: the local gateway's page once built its webhook address from the request's Host
 * header, so a forged Host received a signed settlement (and could point the server at internal
 * addresses). A plain form post to the page with a Host naming a listener of ours must not reach it, and
 * the invoice must still settle, in-process.
 */

let listener: Server;
let listenerOrigin: string;
const heard: string[] = [];

beforeAll(async () => {
  listener = createServer((request, response) => {
    heard.push(`${request.method ?? ""} ${request.url ?? ""}`);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ code: 200, data: { outcome: "accepted" } }));
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerOrigin = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  listener?.closeAllConnections();
  await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
});

/** POSTs a form to the server under test with the given Host header (fetch would not let us set it). */
function postForm(
  path: string,
  host: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<{ status: number; location: string | undefined }> {
  const target = new URL(path, baseUrl());
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          host,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("the local gateway's page with a forged Host header", () => {
  it("sends nothing to the address the Host names, and the invoice still settles", async () => {
    const token = await resetShopper("buyer2@pasar.test");
    const [product] = await plainProducts("toko-demo-pasar", 1);
    const placed = await placePendingOrder(token, product!.id);

    const xsrf = randomBytes(24).toString("base64url");
    const answer = await postForm(
      placed.redirect_url,
      listenerOrigin,
      { intent: "pay", method: "bca_va", _csrf: xsrf },
      `XSRF-TOKEN=${xsrf}`,
    );
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    expect(answer.location).toContain(`/user/order/invoice/${placed.invoice_code}`);
    expect(heard).toEqual([]);
    const invoice = await api<{ status_payment: string }>(`/invoice/detail/${placed.invoice_code}`, { token });
    expect(invoice.status_payment).toBe("settlement");
  });
});
