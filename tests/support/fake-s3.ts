import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  /** The endpoint to hand the S3 client (path-style: http://127.0.0.1:port). */
  endpoint: string;
  /** What is stored, by "bucket/key". */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request, as "METHOD /bucket/key". */
  requests: string[];
  close(): Promise<void>;
}

function notFound(response: ServerResponse, method: string, code: string) {
  response.writeHead(404, { "content-type": "application/xml" });
  // HEAD answers carry no body.
  response.end(
    method === "HEAD"
      ? undefined
      : `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local stand-in for an S3-compatible service, path-style, for the calls the storage provider makes:
 * PutObject, GetObject, HeadObject, DeleteObject. It checks no signature; it does check that requests are
 * signed (an Authorization header), as a real service would refuse them otherwise.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const method = request.method ?? "GET";
      const path = decodeURIComponent(url.pathname);
      requests.push(`${method} ${path}`);
      if (!String(request.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256")) {
        response.writeHead(403, { "content-type": "application/xml" });
        return response.end("<Error><Code>AccessDenied</Code></Error>");
      }
      const [, name, ...rest] = path.split("/");
      if (name !== bucket) return notFound(response, method, "NoSuchBucket");
      const key = `${name}/${rest.join("/")}`;
      if (method === "PUT") {
        const body = await bodyOf(request);
        objects.set(key, { body, contentType: String(request.headers["content-type"] ?? "binary/octet-stream") });
        response.writeHead(200, { etag: `"${body.length}"` });
        return response.end();
      }
      if (method === "DELETE") {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      const object = objects.get(key);
      if (!object) return notFound(response, method, "NoSuchKey");
      response.writeHead(200, {
        "content-type": object.contentType,
        "content-length": object.body.length,
        etag: `"${object.body.length}"`,
      });
      response.end(method === "HEAD" ? undefined : object.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
