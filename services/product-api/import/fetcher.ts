import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import zlib from "node:zlib";
import { BlockedAddressError, isPrivateAddress, publicOnlyLookup } from "./address-guard";
import { createHostClock, type HostClock } from "./host-clock";
import { ALLOW_ALL, parseRobots, type Robots } from "./robots";

// The importer's only way out to the web: a polite, guarded GET. Every request names Kazi's bot
// (User-Agent), asks robots.txt first, keeps at least a second between requests to one host (or the
// site's Crawl-delay), waits out a 429 or 503 when Retry-After is short and gives up when it is not,
// sends the last ETag and Last-Modified so an unchanged feed answers 304, and stops at a size cap
// and a timeout. Only http and https; private and loopback addresses only when the caller says so
// (the tests' local server).

export interface FetcherOptions {
  /** "KaziBot/1.0 (+https://kazi.example/employers)" */
  userAgent: string;
  /** The token robots.txt groups are matched against ("KaziBot"). */
  productToken: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Least time between two requests to one host. */
  minIntervalMs?: number;
  /** The longest Retry-After waited for; a longer one fails the run. */
  maxRetryAfterMs?: number;
  /** Tests only: allow loopback and private addresses. */
  allowPrivateAddresses?: boolean;
  clock?: HostClock;
}

export class FetchError extends Error {}

export type FetchResult =
  | { notModified: true }
  | {
      notModified: false;
      body: string;
      etag: string | null;
      lastModified: string | null;
      contentType: string;
    };

interface Conditional {
  etag?: string | null;
  lastModified?: string | null;
}

const MAX_REDIRECTS = 5;
const ROBOTS_MAX_BYTES = 512 * 1024;
const sharedClock = createHostClock();

export function createFetcher(options: FetcherOptions) {
  const {
    userAgent,
    productToken,
    timeoutMs = 15_000,
    maxBytes = 5 * 1024 * 1024,
    minIntervalMs = 1000,
    maxRetryAfterMs = 60_000,
    allowPrivateAddresses = false,
    clock = sharedClock,
  } = options;
  const robotsByOrigin = new Map<string, Promise<Robots>>();

  function checkUrl(url: URL) {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new FetchError(`only http and https feeds are read, not ${url.protocol}`);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!allowPrivateAddresses && isIP(host) && isPrivateAddress(host))
      throw new FetchError(`refused: ${host} is a private or loopback address`);
  }

  /** One request, its body read within the caps. */
  async function request(url: URL, headers: Record<string, string>, cap: number, delayMs: number) {
    await clock.waitTurn(url.hostname, Math.max(minIntervalMs, delayMs));
    const get: typeof http.get = url.protocol === "https:" ? https.get : http.get;
    return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        req.destroy();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new FetchError(`no complete answer from ${url.host} within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const req = get(
        url,
        {
          headers: { "user-agent": userAgent, "accept-encoding": "gzip, deflate, br", ...headers },
          ...(allowPrivateAddresses ? {} : { lookup: publicOnlyLookup as never }),
        },
        (response) => {
          const length = Number(response.headers["content-length"]);
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            response.resume();
            clearTimeout(timer);
            return resolve({ response, body: Buffer.alloc(0) });
          }
          const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
          if (!encoding && Number.isFinite(length) && length > cap)
            return fail(
              new FetchError(`the answer is larger than ${cap / 1024 / 1024} MB (Content-Length ${length})`),
            );
          const stream =
            encoding === "gzip"
              ? response.pipe(zlib.createGunzip())
              : encoding === "deflate"
                ? response.pipe(zlib.createInflate())
                : encoding === "br"
                  ? response.pipe(zlib.createBrotliDecompress())
                  : response;
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > cap) fail(new FetchError(`the answer is larger than ${cap / 1024 / 1024} MB`));
            else chunks.push(chunk);
          });
          stream.on("error", (error) =>
            fail(new FetchError(`the answer could not be read: ${error.message}`)),
          );
          stream.on("end", () => {
            clearTimeout(timer);
            resolve({ response, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on("error", (error) =>
        fail(
          error instanceof BlockedAddressError || error instanceof FetchError
            ? new FetchError(`refused: ${error.message}`)
            : new FetchError(`${url.host} could not be reached: ${error.message}`),
        ),
      );
    });
  }

  /** Follows redirects (each target checked), and waits out one short Retry-After. */
  async function follow(start: URL, headers: Record<string, string>, cap: number, useRobots: boolean) {
    let url = start;
    let retried = false;
    for (let hop = 0; hop <= MAX_REDIRECTS;) {
      checkUrl(url);
      const robots = useRobots ? await robotsOf(url) : ALLOW_ALL;
      if (!robots.allowed(url.pathname + url.search))
        throw new FetchError(`robots.txt of ${url.host} disallows ${url.pathname} for ${productToken}`);
      const { response, body } = await request(url, headers, cap, robots.crawlDelayMs);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
        url = new URL(response.headers.location, url);
        hop++;
        continue;
      }
      // 429, or a 503 that says when to come back: rate limiting (a bare 503 is an error below).
      if ((status === 429 || (status === 503 && response.headers["retry-after"])) && !retried) {
        const wait = retryAfterMs(response.headers["retry-after"]);
        if (wait !== null && wait <= maxRetryAfterMs) {
          retried = true;
          await sleep(wait);
          continue;
        }
        const after = wait === null ? "" : ` (Retry-After: ${Math.ceil(wait / 1000)} s)`;
        throw new FetchError(`${url.host} is rate limiting us: ${status}${after}; the next run tries again`);
      }
      return { url, response, body };
    }
    throw new FetchError(`more than ${MAX_REDIRECTS} redirects from ${start.href}`);
  }

  function robotsOf(url: URL): Promise<Robots> {
    let robots = robotsByOrigin.get(url.origin);
    if (!robots) {
      const where = new URL("/robots.txt", url);
      robots = follow(where, {}, ROBOTS_MAX_BYTES, false).then(
        ({ response, body }) => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) return parseRobots(body.toString("utf8"), productToken);
          // RFC 9309: a robots.txt that is not there (4xx) allows everything; a server error allows nothing.
          if (status >= 400 && status < 500) return ALLOW_ALL;
          throw new FetchError(
            `${where.href} answered ${status}: robots.txt allows nothing until it answers`,
          );
        },
        (error: Error) => {
          if (error.message.startsWith("refused")) throw error;
          throw new FetchError(
            `${where.href} could not be read (${error.message}): robots.txt allows nothing until it can`,
          );
        },
      );
      robotsByOrigin.set(url.origin, robots);
    }
    return robots;
  }

  return {
    /** GET a feed, conditionally on the last run's validators. */
    async get(href: string, conditional: Conditional = {}, accept = "*/*"): Promise<FetchResult> {
      let url: URL;
      try {
        url = new URL(href);
      } catch {
        throw new FetchError(`not a URL: ${href}`);
      }
      const headers: Record<string, string> = { accept };
      if (conditional.etag) headers["if-none-match"] = conditional.etag;
      if (conditional.lastModified) headers["if-modified-since"] = conditional.lastModified;
      const { response, body } = await follow(url, headers, maxBytes, true);
      const status = response.statusCode ?? 0;
      if (status === 304) return { notModified: true };
      if (status < 200 || status >= 300)
        throw new FetchError(`${url.host} answered ${status} for ${url.pathname}`);
      const contentType = String(response.headers["content-type"] ?? "");
      return {
        notModified: false,
        body: decode(body, contentType),
        etag: header(response.headers.etag),
        lastModified: header(response.headers["last-modified"]),
        contentType,
      };
    },
  };
}

export type Fetcher = ReturnType<typeof createFetcher>;

const header = (value: string | string[] | undefined) => (typeof value === "string" && value ? value : null);

function retryAfterMs(value: string | string[] | undefined): number | null {
  if (typeof value !== "string") return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
