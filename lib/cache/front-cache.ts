import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { FEED_CONTENT_TYPE, type OnPage } from "@/lib/security/secure-response";
import { acceptedEncodings } from "./accept-encoding";

// The web server's cache of finished public pages and feeds (scripts/web-server.ts), in front of Next: a page
// Next has cached is stored here as the bytes that were sent, with the security headers and the
// Content-Security-Policy hashed for it once, and the next request for it is answered from memory
// without Next, its router or the proxy. It only holds what Next would answer from its own cache
// anyway, for a minute at most, and forgets everything rendered before a job write (`generation`).

/** How a finished page may be kept: for how long, and whether only once it is asked again. */
export interface KeepRule {
  maxAgeMs: number;
  /** Stored the second time it is rendered: never-seen searches then cost no cache write. */
  afterRepeat?: boolean;
}

export interface FrontCacheOptions {
  /** The rule for a finished response, or null to keep nothing of it. */
  rule: (req: IncomingMessage, res: ServerResponse) => KeepRule | null;
  /**
   * What the cached pages are valid for, read when a request starts: a page stored under one value
   * is not served under another. null (not known now) neither serves nor stores.
   */
  generation: () => string | null | Promise<string | null>;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag?: string;
  generation: string;
  expiresAt: number;
  bytes: number;
}

/** The answer to a request: served from the cache, or `remember` to call with the finished page. */
export type Lookup = { served: true } | { served: false; remember?: OnPage };

// Headers that belong to one response, not to the page (a streamed page's encoding is that request's).
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "x-request-id",
]);
const GZIP_MIN_BYTES = 1024; // as the compression middleware
const SEEN_KEYS = 20_000;

/** Requests a stored page can answer: plain GET/HEAD of a document, not Next's own RSC fetches. */
function cacheable(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const h = req.headers;
  return !(h.rsc || h["next-router-state-tree"] || h["next-router-prefetch"] || h["next-action"] || h.range);
}

function withVary(value: unknown, name: string): string {
  const list = String(value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === name.toLowerCase())
    ? list.join(", ")
    : [...list, name].join(", ");
}

export function createFrontCache({
  rule,
  generation,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: FrontCacheOptions) {
  const entries = new Map<string, Entry>();
  const seen = new Set<string>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    if (entry.bytes > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const counted = (compressed: Buffer) => {
      entry.bytes += compressed.length;
      bytes += compressed.length;
      return compressed;
    };
    res.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers))
      if (value !== undefined) res.setHeader(name, value);
    res.setHeader("x-nextjs-cache", "HIT");
    if (entry.etag && req.headers["if-none-match"] === entry.etag) {
      // As secureResponse answers a 304: the browser keeps the policy it has for its copy.
      res.statusCode = 304;
      res.removeHeader("content-security-policy");
      res.end();
      return;
    }
    let body = entry.body;
    if (body.length >= GZIP_MIN_BYTES) {
      res.setHeader("vary", withVary(res.getHeader("vary"), "Accept-Encoding"));
      const taken = acceptedEncodings(req.headers["accept-encoding"]);
      // Compressed once, the first time someone asks for it in that encoding. Brotli at quality 5
      // costs about what gzip does here and makes a page ~12% smaller.
      if (taken.has("br")) {
        entry.br ??= counted(
          brotliCompressSync(entry.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          }),
        );
        body = entry.br;
        res.setHeader("content-encoding", "br");
      } else if (taken.has("gzip")) {
        entry.gzip ??= counted(gzipSync(entry.body));
        body = entry.gzip;
        res.setHeader("content-encoding", "gzip");
      }
    }
    res.setHeader("content-length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function rememberer(key: string, at: string): OnPage {
    return (res, body, keptPolicy) => {
      const keep = rule(res.req, res);
      if (!keep || res.hasHeader("set-cookie") || (res.statusCode !== 200 && res.statusCode !== 404)) return;
      const type = String(res.getHeader("content-type") ?? "");
      if (!(type.startsWith("text/html") || FEED_CONTENT_TYPE.test(type)) || body.length === 0) return;
      if (keep.afterRepeat && !seen.has(key)) {
        seen.add(key);
        if (seen.size > SEEN_KEYS) seen.delete(seen.values().next().value as string);
        return;
      }
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (!PER_RESPONSE.has(name)) headers[name] = value;
      headers["content-security-policy"] = keptPolicy();
      const etag = res.getHeader("etag");
      store(key, {
        status: res.statusCode,
        headers,
        body,
        etag: typeof etag === "string" ? etag : undefined,
        generation: at,
        expiresAt: now() + keep.maxAgeMs,
        bytes: body.length + key.length + 1024,
      });
    };
  }

  return {
    /** Answers `req` from the cache when it can; otherwise says how to remember what Next answers. */
    async lookup(req: IncomingMessage, res: ServerResponse): Promise<Lookup> {
      if (!cacheable(req)) return { served: false };
      const at = await generation();
      if (at === null) return { served: false };
      const key = req.url ?? "/";
      const entry = entries.get(key);
      if (entry && entry.generation === at && entry.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, entry);
        send(req, res, entry);
        return { served: true };
      }
      if (entry) remove(key);
      return { served: false, remember: req.method === "GET" ? rememberer(key, at) : undefined };
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
