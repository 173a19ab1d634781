import { createContext, useContext } from "react";

/**
 * The nonce of this response's inline scripts, named in its Content-Security-Policy (server/http/
 * security-headers.ts). Set by the server entry; in the browser there is none, and none is needed.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
