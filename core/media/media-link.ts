import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a private file's link works: enough to open it, too short to be worth passing around. */
export const MEDIA_LINK_TTL_MS = 5 * 60 * 1000;

/**
 * Links to private files carry an HMAC of the file, its owner and the expiry. The key is derived from the
 * app's JWT secret, so a link's signature is worth nothing as any other token. The route checks the
 * signature, the expiry and that the signed-in caller is the owner: a leaked link alone opens nothing.
 */
export function createMediaLinkSigner(secret: Uint8Array) {
  const key = createHmac("sha256", secret).update("pasar media link v1").digest();
  const mac = (id: string, ownerUserId: number, expires: number) =>
    createHmac("sha256", key).update(`${id}\n${ownerUserId}\n${expires}`).digest();
  return {
    sign(id: string, ownerUserId: number, expires: number): string {
      return mac(id, ownerUserId, expires).toString("base64url");
    },
    verify(id: string, ownerUserId: number, expires: number, signature: string): boolean {
      const given = Buffer.from(signature, "base64url");
      const expected = mac(id, ownerUserId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
