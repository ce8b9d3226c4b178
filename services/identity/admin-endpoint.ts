import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { localSecret } from "../local-secret";

// The provider's administration endpoints (/kazi/moderators, /kazi/employers): how the commands
// reach a running provider whose PGlite database no second process may open. The caller proves it
// can read the data folder: the bearer secret is the file below, made there for its owner only.

export const ADMIN_SECRET_FILE = "identity-admin-secret";

/** Checks a request's bearer secret against the data folder's; made at start, so commands find it. */
export function adminAuthorizer(dataDir: string) {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  const secret = digest(localSecret(dataDir, ADMIN_SECRET_FILE));
  return (req: IncomingMessage): boolean => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
    return !!match && crypto.timingSafeEqual(digest(match[1]), secret);
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "cache-control": "no-store", "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
