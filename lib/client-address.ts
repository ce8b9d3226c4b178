import { isIP } from "node:net";

// The browser's address as a route handler can know it. Next's server sets X-Forwarded-For to the
// socket's address when the request arrives without one; a reverse proxy in front appends the
// address it saw. Either way the last entry is the one written by something we run, while earlier
// entries are whatever the client sent. (Without a proxy, a header the client sends itself is kept
// by Next as it is: deployments should sit behind a proxy that sets it.)

/** The nearest hop's view of the client address; undefined when the request carries no valid one. */
export function clientAddress(headers: Headers): string | undefined {
  const last = (headers.get("x-forwarded-for") ?? "").split(",").at(-1)?.trim();
  return last && isIP(last) ? last : undefined;
}
