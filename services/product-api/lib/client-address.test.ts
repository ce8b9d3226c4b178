import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { clientAddress, parseTrustedProxies } from "./client-address";

function appTrusting(spec?: string) {
  const trusted = parseTrustedProxies(spec);
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, trusted)));
  // The env is what @hono/node-server hands the app: the Node request, with its socket.
  return async (peer: string | undefined, forwardedFor?: string) => {
    const res = await app.request(
      "/",
      { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} },
      peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined,
    );
    return res.text();
  };
}

describe("the client address", () => {
  it("is the first X-Forwarded-For entry when the peer is loopback (the default trusted proxy)", async () => {
    const from = appTrusting();
    expect(await from("127.0.0.1", "203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(await from("::ffff:127.0.0.1", "2001:db8::1")).toBe("2001:db8::1");
    expect(await from("::1", "198.51.100.4")).toBe("198.51.100.4");
  });

  it("is the peer itself when the peer is not a trusted proxy, whatever it forwards", async () => {
    const from = appTrusting();
    expect(await from("198.51.100.9", "203.0.113.7")).toBe("198.51.100.9");
    expect(await from("::ffff:198.51.100.9")).toBe("198.51.100.9");
  });

  it("follows TRUSTED_PROXIES (addresses and ranges) instead of loopback", async () => {
    const from = appTrusting("10.0.0.0/8, 192.168.1.5");
    expect(await from("10.1.2.3", "203.0.113.7")).toBe("203.0.113.7");
    expect(await from("192.168.1.5", "203.0.113.8")).toBe("203.0.113.8");
    expect(await from("127.0.0.1", "203.0.113.7")).toBe("127.0.0.1");
    const withLoopback = appTrusting("loopback, 10.0.0.0/8");
    expect(await withLoopback("::1", "203.0.113.7")).toBe("203.0.113.7");
    expect(await withLoopback("10.0.0.1", "203.0.113.8")).toBe("203.0.113.8");
  });

  it("ignores a forwarded value that is not an address, and trusts an in-process caller", async () => {
    const from = appTrusting();
    expect(await from("127.0.0.1", "not-an-ip")).toBe("127.0.0.1");
    expect(await from(undefined, "203.0.113.7")).toBe("203.0.113.7");
    expect(await from(undefined)).toBe("in-process");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or range", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/proxy.internal/);
  });

  it("reads the socket of a real Node server", async () => {
    for (const [spec, expected] of [
      [undefined, "203.0.113.9"],
      ["10.0.0.0/8", "127.0.0.1"],
    ] as const) {
      const trusted = parseTrustedProxies(spec);
      const app = new Hono();
      app.get("/", (c) => c.text(clientAddress(c, trusted)));
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
      });
      try {
        const { port } = server.address() as AddressInfo;
        const res = await fetch(`http://127.0.0.1:${port}/`, {
          headers: { "x-forwarded-for": "203.0.113.9" },
        });
        expect([spec, await res.text()]).toEqual([spec, expected]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
