import { hostname } from "node:os";
import type { Config } from "../../core/shared/config.ts";

/** HOST values that listen on every address rather than naming one. */
const EVERY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/** A Host header: a DNS name or IPv4 address, or an IPv6 address in brackets, then an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)\.?(?::\d{1,5})?$/i;

/**
 * The host names this server answers to: ALLOWED_HOSTS, or else the names it is reached by on this machine.
 * PUBLIC_URL's host is always one of them. Links written from the request's host (canonical, sharing) are
 * only ever written for these, so a forged Host header cannot put another site into a page.
 */
export function allowedHostNames(config: Pick<Config, "ALLOWED_HOSTS" | "HOST" | "PUBLIC_URL">): Set<string> {
  const names = config.ALLOWED_HOSTS ?? [
    "localhost",
    "127.0.0.1",
    "[::1]",
    hostname(),
    ...(EVERY_ADDRESS.has(config.HOST) ? [] : [config.HOST]),
  ];
  if (config.PUBLIC_URL) names.push(new URL(config.PUBLIC_URL).hostname);
  return new Set(names.map(canonicalName));
}

/** The host name of a Host header without its port, lower-case; null when it is not a well-formed host. */
export function hostNameOf(header: string | undefined): string | null {
  const match = header === undefined ? null : HOST_HEADER.exec(header);
  return match ? canonicalName(match[1]!) : null;
}

function canonicalName(name: string): string {
  const lower = name.toLowerCase().replace(/\.$/, "");
  // A bare IPv6 address (HOST=::1) is written in brackets in a Host header.
  return lower.includes(":") && !lower.startsWith("[") ? `[${lower}]` : lower;
}
