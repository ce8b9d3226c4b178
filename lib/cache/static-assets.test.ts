import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createStaticAssets } from "./static-assets";

// A build's static folder served as scripts/web-server.ts serves it: what the assets do not answer
// goes on to "Next", which here says so.
const SCRIPT = `self.chunk=${JSON.stringify("Nurse, Nairobi. ".repeat(400))};`;
let dir: string;
let server: http.Server;
let base: string;
let answered = 0;
let toNext = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kazi-static-"));
  mkdirSync(join(dir, "chunks"));
  writeFileSync(join(dir, "chunks", "app.js"), SCRIPT);
  writeFileSync(join(dir, "chunks", "app.css"), "body{color:#111}");
  writeFileSync(join(dir, "media.woff2"), "font");
  writeFileSync(join(dir, "..", "secret.js"), "not for the web");
  const statics = createStaticAssets(dir);
  server = http.createServer(async (req, res) => {
    if (await statics.serve(req, res, () => answered++)) return;
    toNext++;
    res.writeHead(404, { "content-type": "text/plain" }).end("from Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  answered = 0;
  toNext = 0;
});

/** The raw answer (http.get does not decompress), with its body. */
function get(path: string, headers: Record<string, string> = {}, method = "GET", origin = base) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(origin + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

/** Asks until the answer is in Brotli: the first ones are gzip while it is being made. */
async function untilBrotli(path: string) {
  for (let i = 0; i < 100; i++) {
    const res = await get(path, { "accept-encoding": "gzip, deflate, br, zstd" });
    if (res.headers["content-encoding"] !== "gzip") return res;
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never in Brotli");
}

it("sends a script in Brotli to browsers that take it, kept for a year", async () => {
  const res = await untilBrotli("/_next/static/chunks/app.js");
  expect(res.status).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers.vary).toBe("Accept-Encoding");
  expect(Number(res.headers["content-length"])).toBe(res.body.length);
  expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  expect(answered).toBeGreaterThanOrEqual(1);
  expect(toNext).toBe(0);
});

it("sends gzip to browsers that do not take Brotli, and the file itself to those that take neither", async () => {
  const gz = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, br;q=0" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  const plain = await get("/_next/static/chunks/app.js", { "accept-encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
  const css = await get("/_next/static/chunks/app.css?dpl=1");
  expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
  expect(css.body.toString()).toBe("body{color:#111}");
});

it("answers a browser that has the file with 304, and HEAD with the headers alone", async () => {
  const first = await untilBrotli("/_next/static/chunks/app.js");
  const again = await get("/_next/static/chunks/app.js", { "if-none-match": String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  expect(head.body.length).toBe(0);
});

it("leaves to Next what is not a build script or style in the folder", async () => {
  for (const path of [
    "/_next/static/chunks/missing.js",
    "/_next/static/media.woff2",
    "/_next/static/../secret.js",
    "/_next/static/%2e%2e/secret.js",
    "/_next/static/chunks%2f..%2f..%2fsecret.js",
    "/_next/static/%E0%A4%A.js",
    "/_next/static//chunks/app.js",
    "/chunks/app.js",
  ])
    expect([path, (await get(path)).status]).toEqual([path, 404]);
  expect((await get("/_next/static/chunks/app.js", {}, "POST")).status).toBe(404);
  expect((await get("/_next/static/chunks/app.js", { range: "bytes=0-9" })).status).toBe(404);
  expect(answered).toBe(0);
  expect(toNext).toBe(10);
});

it("serves a file that appears after it was first asked for", async () => {
  expect((await get("/_next/static/chunks/late.js")).status).toBe(404);
  writeFileSync(join(dir, "chunks", "late.js"), "self.late=1");
  const res = await get("/_next/static/chunks/late.js");
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe("self.late=1");
});

it("compresses the build's scripts and styles ahead when warmed, so the first request gets Brotli", async () => {
  const warmDir = mkdtempSync(join(tmpdir(), "kazi-static-warm-"));
  mkdirSync(join(warmDir, "chunks", "deep"), { recursive: true });
  writeFileSync(join(warmDir, "chunks", "deep", "first.js"), SCRIPT);
  writeFileSync(join(warmDir, "chunks", "first.css"), `body{content:"${"x".repeat(500)}"}`);
  const warmed = createStaticAssets(warmDir);
  await warmed.warm();
  const first = http.createServer(async (req, res) => {
    if (!(await warmed.serve(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => first.listen(0, "127.0.0.1", resolve));
  const at = `http://127.0.0.1:${(first.address() as AddressInfo).port}`;
  try {
    for (const [path, text] of [
      ["/_next/static/chunks/deep/first.js", SCRIPT],
      ["/_next/static/chunks/first.css", `body{content:"${"x".repeat(500)}"}`],
    ]) {
      const res = await get(path, { "accept-encoding": "br, gzip" }, "GET", at);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(res.body).toString()).toBe(text);
    }
  } finally {
    await new Promise((resolve) => first.close(resolve));
    rmSync(warmDir, { recursive: true, force: true });
  }
});
