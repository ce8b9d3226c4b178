import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { secureResponse } from "@/lib/security/secure-response";
import { createFrontCache, type KeepRule } from "./front-cache";

// A stand-in for Next behind the front cache, as scripts/web-server.ts puts them together: it counts
// renders, so a test can tell a page served from the cache from one rendered again.
const settings = { siteUrl: "https://kazi.example", identityOrigin: "https://id.kazi.example" };
const PAGE = (n: number) => `<!DOCTYPE html><html><body><p>${"Nurse, Nairobi. ".repeat(100)}</p>
<script>self.__next_f.push([1,"render ${n}"])</script></body></html>`;

const FEED = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Render ${n}</title>${"<item><title>Nurse</title></item>".repeat(40)}</channel></rss>`;

// The compression middleware the web server puts in front of Next.
const compression = createRequire(__filename)("next/dist/compiled/compression") as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

let renders = 0;
let generation = "0";
let server: http.Server;
let base: string;

function rule(req: http.IncomingMessage, res: http.ServerResponse): KeepRule | null {
  if (res.hasHeader("x-nextjs-cache")) return { maxAgeMs: 60_000 };
  if (req.url?.startsWith("/search")) return { maxAgeMs: 60_000, afterRepeat: true };
  return null;
}

beforeAll(async () => {
  const front = createFrontCache({ rule, generation: () => generation });
  const compress = compression();
  server = http.createServer(async (req, res) => {
    const found = await front.lookup(req, res);
    if (found.served) return;
    compress(req, res, () => {});
    // Searches are rendered for the request and streamed under a nonce, as Next renders them.
    const nonce = req.url?.startsWith("/search") ? "bm9uY2U=" : undefined;
    secureResponse(res, settings, { nonce, onPage: found.remember });
    renders++;
    const type = req.url?.includes("feed")
      ? "application/rss+xml; charset=utf-8"
      : req.url?.includes("json")
        ? "application/json"
        : "text/html; charset=utf-8";
    const headers: Record<string, string> = { "content-type": type, etag: '"e1"' };
    if (req.url?.startsWith("/cached")) headers["x-nextjs-cache"] = "MISS";
    if (!type.startsWith("text/html")) {
      res.writeHead(200, headers);
      res.end(type.includes("rss") ? FEED(renders) : JSON.stringify({ render: renders }));
      return;
    }
    if (req.url === "/cached/cookie") headers["set-cookie"] = "a=b";
    res.writeHead(req.url === "/cached/missing" ? 500 : 200, headers);
    res.end(PAGE(renders));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  renders = 0;
  generation = String(Number(generation) + 1);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });

it("serves a page Next cached from memory, with the policy made for it when it was rendered", async () => {
  const first = await get("/cached/a");
  const body = await first.text();
  const second = await get("/cached/a");
  expect(await second.text()).toBe(body);
  expect(renders).toBe(1);
  expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  expect(second.headers.get("content-security-policy")).toContain("'sha256-");
  expect(second.headers.get("x-frame-options")).toBe("DENY");
});

it("compresses a kept page once for browsers that take gzip", async () => {
  const plain = await (await get("/cached/gzip")).text();
  const res = await fetch(base + "/cached/gzip", { headers: { "accept-encoding": "gzip" } });
  expect(res.headers.get("content-encoding")).toBe("gzip");
  expect(res.headers.get("vary")).toContain("Accept-Encoding");
  // fetch undoes the compression; the bytes are the page as kept.
  expect(await res.text()).toBe(plain);
  const raw = await new Promise<Buffer>((resolve) =>
    http.get(base + "/cached/gzip", { headers: { "accept-encoding": "gzip" } }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
    }),
  );
  expect(gunzipSync(raw).toString()).toBe(plain);
  expect(renders).toBe(1);
});

it("sends a kept page in Brotli to browsers that take it, compressed once", async () => {
  const plain = await (await get("/cached/br")).text();
  const raw = () =>
    new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
      http.get(base + "/cached/br", { headers: { "accept-encoding": "gzip, deflate, br" } }, (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c)).on("end", () =>
          resolve({ encoding: r.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      }),
    );
  const [first, second] = [await raw(), await raw()];
  expect(first.encoding).toBe("br");
  expect(brotliDecompressSync(first.body).toString()).toBe(plain);
  expect(second.body.equals(first.body)).toBe(true);
  expect(first.body.length).toBeLessThan(gzipSync(plain).length);
  expect(renders).toBe(1);
});

it("answers a conditional request with 304 and no policy of its own", async () => {
  await get("/cached/etag");
  const res = await get("/cached/etag", { "if-none-match": '"e1"' });
  expect(res.status).toBe(304);
  expect(res.headers.get("content-security-policy")).toBeNull();
  expect(renders).toBe(1);
});

it("keeps a streamed page as written, whatever encoding the request it was kept from took", async () => {
  await (await fetch(`${base}/search?q=gzip`, { headers: { "accept-encoding": "gzip" } })).text();
  const kept = await fetch(`${base}/search?q=gzip`, { headers: { "accept-encoding": "gzip" } });
  expect(kept.headers.get("content-encoding")).toBe("gzip");
  const body = await kept.text();
  const plain = await get("/search?q=gzip");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(await plain.text()).toBe(body);
  expect(renders).toBe(2);
  // Served to others under its hashes, not the nonce of the request it was rendered for.
  expect(plain.headers.get("content-security-policy")).toContain("'sha256-");
  expect(plain.headers.get("content-security-policy")).not.toContain("nonce");
});

it("keeps a search only once it is asked again", async () => {
  for (let i = 0; i < 4; i++) await (await get("/search?q=nurse")).text();
  expect(renders).toBe(2);
  await (await get("/search?q=teacher")).text();
  expect(renders).toBe(3);
});

it("keeps a feed as it keeps a page, with the headers of data", async () => {
  const first = await (await get("/cached/feed.xml")).text();
  const kept = await get("/cached/feed.xml");
  expect(await kept.text()).toBe(first);
  expect(kept.headers.get("x-nextjs-cache")).toBe("HIT");
  expect(kept.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(kept.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(kept.headers.get("permissions-policy")).toBeNull();
  // A search's feed once it is asked again, as its page.
  for (let i = 0; i < 3; i++) await (await get("/search/feed.xml?q=nurse")).text();
  expect(renders).toBe(3);
});

it("forgets every page after a job write", async () => {
  await (await get("/cached/b")).text();
  generation = "written";
  const res = await get("/cached/b");
  expect(await res.text()).toContain("render 2");
  expect(renders).toBe(2);
});

it("keeps nothing while the generation is unknown (Redis away)", async () => {
  const front = createFrontCache({ rule, generation: async () => null });
  const req = { method: "GET", url: "/cached/x", headers: {} } as http.IncomingMessage;
  expect(await front.lookup(req, {} as http.ServerResponse)).toEqual({ served: false });
});

it.each([
  ["a dynamic page", "/dynamic", {}],
  ["data that is not a feed", "/cached/json", {}],
  ["a failed render", "/cached/missing", {}],
  ["a page that sets a cookie", "/cached/cookie", {}],
  ["a client navigation (RSC)", "/cached/rsc", { rsc: "1" }],
])("never keeps %s", async (_, path, headers) => {
  await (await get(path, headers)).text();
  await (await get(path, headers)).text();
  expect(renders).toBe(2);
});
