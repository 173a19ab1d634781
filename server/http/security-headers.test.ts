import { describe, expect, it } from "vitest";
import { newCspNonce, pagePolicy } from "./security-headers.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("pagePolicy", () => {
  it("lets scripts run from this site and inline only with the response's nonce, and keeps other sites from framing", () => {
    const policy = pagePolicy("abc123", null);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
    expect(policy).not.toContain("midtrans");
  });

  it("names the payment gateway's host for scripts, frames and calls only when one is configured", () => {
    const policy = pagePolicy("abc123", "https://app.sandbox.midtrans.com/snap/snap.js");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' https://app.sandbox.midtrans.com");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://app.sandbox.midtrans.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://app.sandbox.midtrans.com");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline' https://app.sandbox.midtrans.com");
  });
});

describe("newCspNonce", () => {
  it("is a fresh base64url value each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newCspNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{24}$/);
  });
});
