import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { acceptedEncodings } from "./accept-encoding";

// The build's scripts and styles (/_next/static/…), answered by the web server itself
// (scripts/web-server.ts) instead of Next: each file is compressed once, with Brotli at its best
// quality for the browsers that take it and gzip at level 9 for the rest, and kept in memory.
// Compressing a file anew for every visitor cost ~20 ms of CPU for a first page's scripts, and
// Brotli 11 makes them ~13% smaller than gzip (204 → 177 KB for a search page's).
// Their names change with their content, so a browser keeps them for a year and never asks again.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const PREFIX = "/_next/static/";
const TYPES: Record<string, string> = {
  js: "application/javascript; charset=UTF-8",
  css: "text/css; charset=UTF-8",
};

interface Asset {
  type: string;
  etag: string;
  br?: Buffer;
  gzip: Buffer;
  identity: Buffer;
  /** Settles once `br` is there (or Brotli failed, and gzip stays). */
  brotli: Promise<unknown>;
}

/** The file under `dir` a request names, or null when it is not a plain request for one. */
function fileOf(req: IncomingMessage, dir: string): string | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return null;
  const path = (req.url ?? "").split("?")[0];
  if (!path.startsWith(PREFIX)) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (!TYPES[rest.split(".").pop() ?? ""] || rest.includes("\0")) return null;
  const segments = rest.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\\"))) return null;
  return join(dir, ...segments);
}

async function load(file: string): Promise<Asset | null> {
  let identity: Buffer, gz: Buffer;
  try {
    identity = await readFile(file);
    gz = await gzipped(identity, { level: 9 });
  } catch {
    return null; // not there (or unreadable): Next answers it
  }
  const etag = `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
  // Brotli 11 takes ~0.1 s of CPU for a 100 KB script, off this thread: until it is done, gzip.
  const compressed = brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const asset: Asset = {
    type: TYPES[file.split(".").pop() ?? ""],
    etag,
    gzip: gz,
    identity,
    brotli: compressed.then(
      (br) => (asset.br = br),
      () => {},
    ),
  };
  return asset;
}

/**
 * `dir` is the build's static folder (`{distDir}/static`). `serve` answers a request for one of its
 * scripts or styles and says true; anything else (another path, a missing file, a Range request) is
 * left to Next. `onAnswer` runs before the answer is written (the security headers).
 */
export function createStaticAssets(dir: string) {
  const root = dir.endsWith(sep) ? dir : dir + sep;
  const assets = new Map<string, Promise<Asset | null>>();

  function send(req: IncomingMessage, res: ServerResponse, asset: Asset) {
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader("content-type", asset.type);
    res.setHeader("etag", asset.etag);
    res.setHeader("vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === asset.etag) {
      res.writeHead(304).end();
      return;
    }
    const taken = acceptedEncodings(req.headers["accept-encoding"]);
    const [encoding, body] =
      asset.br && taken.has("br")
        ? ["br", asset.br]
        : taken.has("gzip")
          ? ["gzip", asset.gzip]
          : [undefined, asset.identity];
    if (encoding) res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", body.length);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function loaded(file: string): Promise<Asset | null> {
    let pending = assets.get(file);
    if (!pending) {
      pending = load(file);
      assets.set(file, pending);
      // A file that is not there is not remembered: a deploy may still be writing it.
      void pending.then((asset) => asset || assets.delete(file));
    }
    return pending;
  }

  return {
    /**
     * Compresses every script and style of the build ahead, one after another, so that the first
     * visitors after a start get Brotli too (~1.4 MB of files: ~2 s of CPU off the main thread, ~3 MB
     * kept). Settles when all are done; a file that cannot be read is left to the first request.
     */
    async warm(): Promise<void> {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch {
        return;
      }
      for (const name of names.filter((n) => TYPES[n.split(".").pop() ?? ""]))
        await (
          await loaded(join(root, name))
        )?.brotli;
    },

    async serve(req: IncomingMessage, res: ServerResponse, onAnswer?: () => void): Promise<boolean> {
      const file = fileOf(req, root);
      if (!file || !file.startsWith(root)) return false;
      const asset = await loaded(file);
      if (!asset) return false;
      onAnswer?.();
      send(req, res, asset);
      return true;
    },
  };
}
