import type { IncomingMessage, ServerResponse } from "node:http";
import { translator, type Values } from "../i18n";

const MAX_BODY = 8 * 1024;
// C0 and C1 controls and DEL. No field of our forms and no OpenID Connect parameter needs one, and
// NUL cannot even be looked up: PostgreSQL refuses it in text and JSON (a 500 before this check).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * A refusal the visitor sees as a page with this status and message: `key` names the message in the
 * catalogues' `identity` namespace, written in the visitor's language; `message` is the English.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly values: Values = {},
  ) {
    super(translator("en", "identity")(key, values));
  }
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    throw new HttpError(415, "errorFormSource");
  }
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_BODY) throw new HttpError(413, "errorFormTooLarge");
  }
  const form = new URLSearchParams(body);
  for (const [name, value] of form) {
    if (hasControlCharacter(name) || hasControlCharacter(value))
      throw new HttpError(400, "errorFormCharacters");
  }
  return form;
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  // The security headers (CSP, framing, referrer) come from the server (security-headers.ts).
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(html);
}

/**
 * Our forms are posted from our own pages. The interaction is also bound to a SameSite=Lax cookie,
 * so other sites cannot post into it; checking Origin (and Fetch Metadata) also turns away
 * same-site posts from other ports.
 */
export function assertSameOrigin(req: IncomingMessage, origin: string) {
  const sent = req.headers.origin;
  const crossSite = req.headers["sec-fetch-site"] === "cross-site";
  if (crossSite || (sent !== undefined && sent !== origin)) {
    throw new HttpError(403, "errorCrossSite");
  }
}
