import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  assetSecurityHeaders,
  contentSecurityPolicy,
  dataSecurityHeaders,
  imageSecurityHeaders,
  securityHeaders,
  type PolicySettings,
} from "./headers";
import { inlineScriptHashes } from "./inline-script-hashes";

type Callback = (error?: Error | null) => void;
type RawHeaders = OutgoingHttpHeaders | (string | string[])[];

function applyHeaders(res: ServerResponse, headers: RawHeaders | undefined) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  } else if (Array.isArray(headers[0])) {
    for (const [name, value] of headers as string[][]) res.appendHeader(name, value);
  } else {
    for (let i = 0; i < headers.length; i += 2) res.appendHeader(headers[i] as string, headers[i + 1]);
  }
}

/** Feeds (RSS, Atom, JSON Feed): data, which the web server's page cache may keep as it keeps pages. */
export const FEED_CONTENT_TYPE = /^application\/(?:rss\+xml|atom\+xml|feed\+json)\b/;

/** A finished HTML page (or feed), for the web server's page cache, and the policy to keep with it. */
export type OnPage = (res: ServerResponse, body: Buffer, keptPolicy: () => string) => void;

export interface SecureOptions {
  /**
   * The nonce this request's render puts on its scripts (the web server hands it to Next in the
   * request's Content-Security-Policy header). A page Next renders for the request (no
   * x-nextjs-cache) is then streamed as it comes, under a policy naming the nonce.
   */
  nonce?: string;
  /** Gets each finished HTML page as sent, headers set (scripts/web-server.ts keeps some). */
  onPage?: OnPage;
}

/**
 * Gives `res` the security headers and a Content-Security-Policy. A page from Next's cache (and any
 * HTML without a nonce) is held until it ends, its inline scripts are hashed into the policy, and it
 * is sent in one piece: the policy fits exactly the bytes being sent, so a cached page stays a cached
 * page. A page rendered for this request streams under its nonce. Everything else passes straight
 * through. Install after any compression middleware, so hashing sees the page as written.
 */
export function secureResponse(
  res: ServerResponse,
  settings: PolicySettings,
  { nonce, onPage }: SecureOptions = {},
): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  // "stream": sent as it comes, with a copy kept for onPage.
  let mode: "undecided" | "pass" | "hold" | "stream" = "undecided";
  const chunks: Buffer[] = [];
  const hashedPolicy = (body: Buffer) => contentSecurityPolicy(settings, inlineScriptHashes(body));
  // A streamed feed's policy is the data one, set below; a page's names the hashes of its scripts.
  let keptPolicy = hashedPolicy;

  function restore() {
    Object.assign(res, original);
  }

  function decide(): "pass" | "hold" | "stream" {
    if (mode !== "undecided") return mode;
    const type = String(res.getHeader("content-type") ?? "").toLowerCase();
    // Next's page data for its router (RSC), fetched by a page and never shown as a document, gets the
    // headers of a script; data (JSON, XML) those of data, images those of images: ~0.7 KB less on
    // each, against a document's.
    const own = type.startsWith("text/x-component")
      ? assetSecurityHeaders(settings)
      : /^(?:application\/(?:[\w.+-]*\+)?(?:json|xml)|text\/(?:plain|xml))/.test(type)
        ? dataSecurityHeaders(settings)
        : type.startsWith("image/")
          ? imageSecurityHeaders(settings)
          : null;
    if (own) {
      for (const [name, value] of own) res.setHeader(name, value);
      if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
      if (onPage && FEED_CONTENT_TYPE.test(type)) {
        const policy = String(res.getHeader("Content-Security-Policy"));
        keptPolicy = () => policy;
        return (mode = "stream");
      }
      restore();
      return (mode = "pass");
    }
    for (const [name, value] of securityHeaders(settings)) res.setHeader(name, value);
    // A 304 has no body to describe, and browsers copy its headers onto the page they kept: a
    // policy sent here would replace the one made for that page. Without one, theirs stays.
    if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    else if (type.startsWith("text/html")) {
      // An error page is held and hashed too: Next may answer a failed render of a cached page with
      // a document made without the request's nonce (its scripts then blocked, the page left blank).
      if (!nonce || res.hasHeader("x-nextjs-cache") || res.statusCode >= 500) return (mode = "hold");
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings, [], nonce));
      if (onPage) return (mode = "stream");
    } else res.setHeader("Content-Security-Policy", contentSecurityPolicy(settings));
    restore();
    return (mode = "pass");
  }

  function keep(chunk: unknown, encoding?: BufferEncoding) {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, encoding ?? "utf8"));
    else chunks.push(Buffer.from(chunk as Uint8Array));
  }

  res.writeHead = function writeHead(status: number, reason?: string | RawHeaders, headers?: RawHeaders) {
    res.statusCode = status;
    if (typeof reason === "string") res.statusMessage = reason;
    applyHeaders(res, typeof reason === "string" ? headers : reason);
    if (decide() !== "hold") original.writeHead.call(res, res.statusCode);
    return res;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function flushHeaders() {
    if (decide() !== "hold") original.flushHeaders.call(res);
  };

  res.write = function write(chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const cb = typeof encoding === "function" ? encoding : callback;
    const enc = typeof encoding === "function" ? undefined : encoding;
    const how = decide();
    if (how !== "hold") {
      if (how === "stream") keep(chunk, enc);
      return original.write.call(res, chunk, enc as BufferEncoding, cb);
    }
    keep(chunk, enc);
    if (cb) process.nextTick(cb);
    return true;
  } as ServerResponse["write"];

  res.end = function end(chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (typeof chunk === "function") [chunk, callback] = [undefined, chunk as Callback];
    const cb = typeof encoding === "function" ? encoding : callback;
    const enc = typeof encoding === "function" ? undefined : encoding;
    const how = decide();
    if (how === "pass") return original.end.call(res, chunk, enc as BufferEncoding, cb);
    keep(chunk, enc);
    restore();
    const body = Buffer.concat(chunks);
    if (how === "stream") {
      // The copy kept is served to others later: under its hashes, not this request's nonce.
      onPage?.(res, body, () => keptPolicy(body));
      return original.end.call(res, chunk, enc as BufferEncoding, cb);
    }
    const policy = hashedPolicy(body);
    res.setHeader("Content-Security-Policy", policy);
    // Empty for HEAD and 304, whose Content-Length (if any) describes the page, not this body.
    if (body.length > 0 && !res.hasHeader("transfer-encoding")) res.setHeader("Content-Length", body.length);
    onPage?.(res, body, () => policy);
    return original.end.call(res, body, "binary", cb);
  } as ServerResponse["end"];
}
