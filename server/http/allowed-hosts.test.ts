import { hostname } from "node:os";
import { describe, expect, it } from "vitest";
import { allowedHostNames, hostNameOf } from "./allowed-hosts.ts";

describe("allowedHostNames", () => {
  it("defaults to the names this machine is reached by, with HOST when it names one", () => {
    expect(allowedHostNames({ HOST: "0.0.0.0" })).toEqual(
      new Set(["localhost", "127.0.0.1", "[::1]", hostname().toLowerCase()]),
    );
    expect(allowedHostNames({ HOST: "::1" }).has("[::1]")).toBe(true);
    expect(allowedHostNames({ HOST: "pasar.internal" }).has("pasar.internal")).toBe(true);
  });

  it("takes ALLOWED_HOSTS instead, and always PUBLIC_URL's host", () => {
    const names = allowedHostNames({
      HOST: "0.0.0.0",
      ALLOWED_HOSTS: ["Pasar.co.id", "www.pasar.co.id"],
      PUBLIC_URL: "https://toko.pasar.co.id",
    });
    expect(names).toEqual(new Set(["pasar.co.id", "www.pasar.co.id", "toko.pasar.co.id"]));
  });
});

describe("hostNameOf", () => {
  it.each([
    ["localhost", "localhost"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["[::1]:8080", "[::1]"],
    ["Pasar.CO.ID", "pasar.co.id"],
    ["pasar.co.id.", "pasar.co.id"],
  ])("reads %j as %j", (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it.each([
    [undefined],
    [""],
    ["a b"],
    ["[::1"],
    ["::1"],
    ["evil.com/x"],
    ["evil.com:port"],
    ["user@evil.com"],
    ["-evil.com"],
    ["pasar.co.id\r\nx: y"],
    ["a\tb"],
  ])("refuses %j", (header) => {
    expect(hostNameOf(header)).toBeNull();
  });
});
