// The production web server (`npm start`, the browser tests, the bench): Next's request handler
// behind compression and the security headers. It replaces `next start` because Next has no way to
// allow its own inline scripts (the RSC payload, different on every page) without a per-request
// nonce, and a nonce makes every page dynamic. Here each HTML response gets a policy naming the
// hashes of its own inline scripts (lib/security/secure-response.ts), so cached pages stay cached.
// Next renders in a worker thread (scripts/web-renderer.ts): this thread answers cached pages itself
// and stays free for them while a search renders.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createFrontCache, type KeepRule, type Lookup } from "../lib/cache/front-cache";
import { pageGeneration } from "../lib/cache/page-generation";
import { createSharedCache } from "../lib/cache/shared-cache.mjs";
import { createStaticAssets } from "../lib/cache/static-assets";
import { PREFIXED_LOCALES } from "../lib/i18n/locales";
import { assetSecurityHeaders, policySettingsFromEnv } from "../lib/security/headers";
import { webEnv } from "../lib/web-env";
import { secureResponse, type SecureOptions } from "../lib/security/secure-response";
import { serveWithAccessLog } from "../services/operations/access-log";
import { profileOnSignal } from "../services/operations/cpu-profile";
import { collectWhenIdle } from "../services/operations/idle-gc";
import { loggerFor, pathOf } from "../services/operations/logger";
import { shutDownOnSignals } from "../services/operations/shutdown";
import { startRenderThread } from "./render-thread";

const log = loggerFor("web");

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

Object.assign(process.env, { NODE_ENV: "production" });
// tsx turns Node's source maps on for this file's TypeScript. Left on, Node reads and keeps the map
// of every Next server module loaded (42 MB of .map files): measured at 100,000 jobs, the heap in use
// was 94 MB at start and 102 MB after the searches, 49 and 63 MB without. `next start` runs without
// them too; our own modules, imported above, keep theirs. The render thread turns them off for itself.
process.setSourceMapsEnabled(false);
const require = createRequire(import.meta.url);
// The same compression `next start` applies (next.config.ts turns Next's own off, so it happens
// here, outside the hashing).
const compression = require("next/dist/compiled/compression") as () => Middleware;
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream") as {
  releaseCompressionStream: (res: http.ServerResponse) => void;
};

function decodablePath(url = "/"): boolean {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

// The methods Next serves (next/dist/server/web/http.js). Any other reaches a route handler as a
// Request, which undici refuses to build for TRACE (a 500), and which Next answers with a 400 for
// the rest; a page renders as for a GET.
const NEXT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);

/** The files of public/ by path ("/icons.svg"): GET and HEAD only (Next answers the rest with a 500). */
function publicFiles(dir: string, prefix = ""): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? publicFiles(join(dir, entry.name), `${prefix}/${entry.name}`)
        : entry.isFile()
          ? [`${prefix}/${entry.name}`]
          : [],
    );
  } catch {
    return [];
  }
}

const FRONT_CACHE_MS = 60_000;
/** The pages proxy.ts guards (its matcher), in every language. */
const PER_USER = new RegExp(
  `^(?:/(?:${PREFIXED_LOCALES.join("|")}))?/(?:profile|applications|saved-jobs|alerts|moderation|jobs/[^/]+/apply)(?:/|$)`,
);
/** Search pages and their feeds (/jobs?q=…, /fr/jobs/feed.xml?q=…), in every language. */
const SEARCH = new RegExp(`^(?:/(?:${PREFIXED_LOCALES.join("|")}))?/jobs(?:/feed\\.(?:xml|atom|json))?$`);

/**
 * Which finished pages the front cache keeps (lib/cache/front-cache.ts): those Next serves from its
 * own cache (it marks them; landing pages' feeds too), and search results and their feeds once the
 * same search comes again. Searches are rendered afresh and kept nowhere the first time
 * (app/jobs/results): most are never repeated.
 */
function keepRule(req: http.IncomingMessage, res: http.ServerResponse): KeepRule | null {
  const path = pathOf(req.url);
  // What proxy.ts answers per user (a guest's 404 at /moderation is a moderator's console) is never
  // kept, though the answer is a cached page.
  if (PER_USER.test(path)) return null;
  if (res.hasHeader("x-nextjs-cache")) return { maxAgeMs: FRONT_CACHE_MS };
  if (SEARCH.test(path) && req.url?.includes("?")) return { maxAgeMs: FRONT_CACHE_MS, afterRepeat: true };
  return null;
}

/**
 * Pages kept before a job write are not served after it: this process counts the writes it is told
 * of (the render thread's writes included: the counter is shared); with Redis, the shared cache's
 * epoch counts those of every instance (null while Redis is away or not yet connected: nothing is
 * kept then, and Next's own cache answers).
 */
function frontCacheGeneration(redisUrl?: string): () => string | null | Promise<string | null> {
  if (!redisUrl) return () => String(pageGeneration());
  // Only its epoch is read here: Next's cache handler, in the render thread, has its own connection.
  const shared = createSharedCache({ url: redisUrl });
  // A Redis that was away, or restarted (its epoch counts from 0 again), may have missed writes made
  // meanwhile: nothing kept before that is served after it.
  let breaks = 0;
  let lastEpoch = -1;
  return async () => {
    const epoch = await shared.epoch();
    if (epoch === null || epoch < lastEpoch) breaks++;
    if (epoch === null) return null;
    lastEpoch = epoch;
    return `${pageGeneration()}.${breaks}.${epoch}`;
  };
}

async function main() {
  const { PORT: port, REDIS_URL, NEXT_DIST_DIR } = webEnv();
  const settings = policySettingsFromEnv();
  const renderer = await startRenderThread({
    onExit: (code, error) => {
      log.fatal({ err: error, code }, "the render thread stopped");
      log.flush(() => process.exit(1));
    },
  });
  const compress = compression();
  const front = createFrontCache({ rule: keepRule, generation: frontCacheGeneration(REDIS_URL) });
  // The build's scripts and styles, compressed once (lib/cache/static-assets.ts).
  const root = fileURLToPath(new URL("..", import.meta.url));
  const statics = createStaticAssets(join(root, NEXT_DIST_DIR, "static"));
  const staticFiles = new Set(publicFiles(join(root, "public")));

  let draining = false;

  /** Compression and the security headers, for everything not answered from the front cache. */
  function secure(req: http.IncomingMessage, res: http.ServerResponse, options?: SecureOptions) {
    compress(req, res, () => {});
    res.once("close", () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    secureResponse(res, settings, options);
  }

  /**
   * A method Next does not serve: a 405 naming those it serves here (a page: GET and HEAD), or the
   * JSON 404 of an /api address that nothing serves (its OPTIONS names no methods either).
   */
  function refuseMethod(req: http.IncomingMessage, res: http.ServerResponse) {
    void renderer.allowed(req).then((allowed) => {
      secure(req, res);
      const path = pathOf(req.url);
      const api = path.startsWith("/api/");
      const headers = { "content-type": "application/json", "cache-control": "no-store" };
      if (api && !allowed) {
        res.writeHead(404, headers);
        res.end(JSON.stringify({ message: "Not found." }));
        return;
      }
      const allow = allowed ?? "GET, HEAD";
      const message = `${path} does not take ${req.method}; it takes ${allow}.`;
      if (!api) headers["content-type"] = "text/plain; charset=utf-8";
      res.writeHead(405, { ...headers, allow });
      res.end(api ? JSON.stringify({ message }) : message);
    });
  }

  function toNext(req: http.IncomingMessage, res: http.ServerResponse) {
    statics
      .serve(req, res, () => {
        for (const [name, value] of assetSecurityHeaders(settings)) res.setHeader(name, value);
      })
      .then((served): Lookup | Promise<Lookup> => (served ? { served } : front.lookup(req, res)))
      .then((found) => {
        if (found.served) return;
        // Next reads a script nonce from the request's policy and puts it on every script of a page it
        // renders now (a page from its cache keeps its own: those are hashed instead).
        const nonce = randomBytes(16).toString("base64");
        req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
        secure(req, res, { nonce, onPage: found.remember });
        renderer.forward(req, res);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "request failed");
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Something went wrong on our side. Please try again.");
      });
  }

  const server = http.createServer((req, res) => {
    // Next keeps an X-Forwarded-For the client wrote itself; the address we saw goes last, so the
    // route handlers (lib/client-address.ts) know which entries a client could not forge.
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].flat().filter(Boolean);
    if (forwarded.length > 0) req.headers["x-forwarded-for"] = forwarded.join(", ");
    // Every request runs under its id (lib/product-api sends it on to the API) and gets a log line.
    serveWithAccessLog(req, res, log, () => {
      // Next's router throws on a path with a broken %-escape ("/jobs/%ZZ") and on a request for the
      // server as a whole ("GET *", "OPTIONS *"): a 500 for a bad address.
      if (!req.url?.startsWith("/") || !decodablePath(req.url)) {
        secure(req, res);
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        res.end(
          req.url?.startsWith("/")
            ? "Bad request: the address has a broken %-escape."
            : "Bad request: ask for a page by its path.",
        );
        return;
      }
      const method = req.method ?? "";
      if (
        !NEXT_METHODS.has(method) ||
        (staticFiles.has(pathOf(req.url)) && method !== "GET" && method !== "HEAD")
      ) {
        refuseMethod(req, res);
        return;
      }
      // Load balancers stop sending here once this says so; the rest is still served until the end.
      if (draining && pathOf(req.url) === "/api/ready") {
        secure(req, res);
        res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify({ status: "stopping" }));
        return;
      }
      toNext(req, res);
    });
  });
  server.listen(port, () => {
    log.info({ port }, `Kazi web app listening on port ${port}`);
    // After the first requests can be answered: the first visitors after a start get Brotli too.
    void statics.warm();
  });
  collectWhenIdle([server], {
    onCollect: (before, after) =>
      log.info(
        { heapMb: Math.round(after / 2 ** 20), freedMb: Math.round((before - after) / 2 ** 20) },
        "idle: heap collected",
      ),
  });
  profileOnSignal("web", renderer.profile);
  shutDownOnSignals(server, {
    log,
    onDraining: () => {
      draining = true;
    },
    close: renderer.close,
  });
}

main().catch((error) => {
  log.fatal({ err: error }, `failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
