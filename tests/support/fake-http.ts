import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake service received, its JSON body parsed (null when empty). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Answers a request; one that never answers lets a client's timeout fire. */
export type FakeHandler = (request: SeenRequest, response: ServerResponse) => void;

export interface FakeHttp {
  /** The service's origin, http://127.0.0.1:port. */
  url: string;
  /** Every request so far, oldest first; a test may empty it. */
  seen: SeenRequest[];
  /** What answers the next requests; a test may swap it. */
  handler: FakeHandler;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** A local stand-in for an outside JSON API (a payment gateway, a courier aggregator), on a free port. */
export async function startFakeHttp(handler: FakeHandler): Promise<FakeHttp> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const seen: SeenRequest = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      fake.seen.push(seen);
      fake.handler(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const fake: FakeHttp = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen: [],
    handler,
    async close() {
      // A request a test left unanswered would otherwise hold the server open.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
