import type { IncomingMessage } from "node:http";
import net from "node:net";

const unmap = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** TRUSTED_PROXIES entries: "loopback", addresses and CIDR ranges, IPv4 or IPv6. */
export function trustedProxyList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address, bits] = entry.split("/");
    const type = net.isIP(address) === 6 ? "ipv6" : net.isIP(address) === 4 ? "ipv4" : undefined;
    const prefix = Number(bits);
    if (
      !type ||
      (bits !== undefined &&
        (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv4" ? 32 : 128)))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or "loopback"`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

function trusted(list: net.BlockList, address: string): boolean {
  const type = net.isIP(address);
  return type !== 0 && list.check(address, type === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket's, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read from the right, skipping our own proxies, so a client cannot choose its address by sending
 * the header itself. Behind one proxy this is the header's first (only real) entry.
 */
export function clientAddress(req: IncomingMessage, proxies: net.BlockList): string {
  let address = unmap(req.socket.remoteAddress ?? "");
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => unmap(hop.trim()))
    .filter(Boolean);
  while (trusted(proxies, address) && hops.length) {
    const next = hops.pop()!;
    if (!net.isIP(next)) break;
    address = next;
  }
  return address || "unknown";
}
