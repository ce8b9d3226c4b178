import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { parseTrustedProxies, type TrustedProxies } from "@/services/product-api/lib/client-address";

// The browser's address as a route handler can know it. The web server (scripts/web-server.ts)
// appends the address of whoever connected to X-Forwarded-For, and each proxy in front appends the
// one it saw; entries further left are whatever the client wrote. So the client is the rightmost
// entry that is not one of our proxies (TRUSTED_PROXIES, loopback by default, as for the product
// API). (Under plain `next start`, which only fills in the header when it is absent, a client's own
// header is taken as it is.)

let trusted: TrustedProxies | undefined;

/** TRUSTED_PROXIES as the identity provider reads it too ("loopback" names 127.0.0.0/8 and ::1). */
function trustedProxies(): TrustedProxies {
  // lib/web-env.ts has already refused a value this cannot parse.
  return parseTrustedProxies(env.TRUSTED_PROXIES);
}

const unmap = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
const isTrusted = (address: string) =>
  (trusted ??= trustedProxies()).check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

/** The client's address; undefined when the request carries no valid one. */
export function clientAddress(headers: Headers): string | undefined {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => unmap(entry.trim()));
  let client: string | undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!isIP(entries[i])) break;
    client = entries[i];
    if (!isTrusted(client)) break;
  }
  return client;
}
