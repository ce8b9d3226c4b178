import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

// Who is asking, as far as rate limits and guest reports are concerned. Behind a trusted proxy (the
// web app, a load balancer) that is the first X-Forwarded-For entry, which the proxy sets to the
// browser's address; from anyone else the header is ignored, as anyone can send it.

export type TrustedProxies = BlockList;

const LOOPBACK = "127.0.0.0/8, ::1";

/** Parses TRUSTED_PROXIES: "loopback", addresses or CIDR ranges, separated by commas or spaces. */
export function parseTrustedProxies(spec: string | undefined = LOOPBACK): TrustedProxies {
  const list = new BlockList();
  const entries = (spec.trim() || LOOPBACK).replace(/\bloopback\b/gi, LOOPBACK).split(/[\s,]+/);
  for (const entry of entries.filter(Boolean)) {
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && !(prefix >= 0 && prefix <= maxPrefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range or "loopback"`);
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** An IPv4 address as itself, also when it comes IPv4-mapped (::ffff:127.0.0.1). */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1] : address).toLowerCase();
}

const isTrusted = (address: string, trusted: TrustedProxies) =>
  trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

export function clientAddress(c: Context, trusted: TrustedProxies): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  // No socket: the app is called in-process (the web app's embedded API), so the caller is the proxy.
  const peer = socket ? normalize(socket) : undefined;
  if (!peer || isTrusted(peer, trusted)) {
    const first = normalize(c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? "");
    if (isIP(first)) return first;
  }
  return peer ?? "in-process";
}
