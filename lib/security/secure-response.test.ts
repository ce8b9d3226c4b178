import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { EARLY_INSTALL_CATCHER } from "@/components/pwa/install-rule";
import { scriptHash } from "./inline-script-hashes";
import { secureResponse } from "./secure-response";

// The same compression middleware the web server puts in front (scripts/web-server.ts).
const compression = createRequire(__filename)("next/dist/compiled/compression") as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

const settings = { siteUrl: "https://kazi.example", identityOrigin: "https://id.kazi.example" };
const BOOTSTRAP = "self.__next_f=self.__next_f||[]";
const PAYLOAD = 'self.__next_f.push([1,"Nairobi \\u003cb\\u003e"])';
const PAGE = [
  "<!DOCTYPE html><html><head>",
  `<script src="/_next/static/chunks/app.js" async=""></script><script>${BOOTSTRAP}</script>`,
  "</head><body><h1>Jobs in Kenya – Kazi</h1>",
  // Past compression's 1 kB threshold.
  `<p>${"Nurse, Nairobi. ".repeat(100)}</p>`,
  `<script>${PAYLOAD}</script></body></html>`,
];

let server: http.Server;
let base: string;
const NONCE = "cmVuZGVyZWQtbm93";
const kept: { body: string; policy: string }[] = [];

beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res) => {
    compress(req, res, () => {});
    // A page rendered for this request, as Next renders it with the request's nonce.
    const rendered = req.url === "/rendered" || req.url === "/failed";
    secureResponse(
      res,
      settings,
      rendered
        ? {
            nonce: NONCE,
            onPage: (_, body, policy) => kept.push({ body: body.toString(), policy: policy() }),
          }
        : {},
    );
    if (req.url === "/page" || req.url === "/rendered") {
      // As Next streams a page: headers set, flushed early, then the body in chunks.
      res.statusCode = 200;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.flushHeaders();
      let i = 0;
      const next = () =>
        i < PAGE.length ? (res.write(Buffer.from(PAGE[i++])), setTimeout(next, 5)) : res.end();
      next();
    } else if (req.url === "/failed") {
      // A failed render answered with a document whose scripts lack the request's nonce.
      res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
      res.end(PAGE.join(""));
    } else if (req.url === "/cached") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "X-Nextjs-Cache": "HIT" });
      res.end(PAGE.join(""));
    } else if (req.url === "/etag") {
      // As Next answers a conditional request for a cached page.
      res.setHeader("etag", '"v1"');
      if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(PAGE.join(""));
    } else if (req.url === "/worker") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      res.end("self.addEventListener('fetch', () => {});");
    } else if (req.url === "/icon.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml" });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } else if (req.url === "/rsc") {
      res.writeHead(200, { "content-type": "text/x-component" });
      res.end('0:{"b":"build"}\n');
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ jobs: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp ?? ""))?.[1].split(" ");

test("a streamed page is sent whole, with a policy allowing exactly its own inline scripts", async () => {
  const res = await get("/page");
  expect(res.status).toBe(200);
  expect(res.body.toString()).toBe(PAGE.join(""));
  expect(Number(res.headers["content-length"])).toBe(res.body.length);
  expect(scriptSrc(res.headers["content-security-policy"])).toEqual([
    "'self'",
    scriptHash(BOOTSTRAP),
    scriptHash(PAYLOAD),
  ]);
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
});

test("the page is hashed before it is compressed, and keeps the headers it was given", async () => {
  const res = await get("/cached", { "accept-encoding": "gzip" });
  expect(res.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(res.body).toString()).toBe(PAGE.join(""));
  expect(res.headers["x-nextjs-cache"]).toBe("HIT");
  expect(scriptSrc(res.headers["content-security-policy"])).toContain(scriptHash(PAYLOAD));
});

test("a 304 sends no policy, so the browser keeps the one made for the page it has", async () => {
  const first = await get("/etag");
  expect(scriptSrc(first.headers["content-security-policy"])).toContain(scriptHash(PAYLOAD));
  const again = await get("/etag", { "if-none-match": '"v1"' });
  expect(again.status).toBe(304);
  expect(again.headers["content-security-policy"]).toBeUndefined();
  expect(again.headers["x-frame-options"]).toBe("DENY");
});

test("other responses stream through with the base policy and the same headers", async () => {
  // The service worker's script: its policy is the worker's (what it may fetch).
  const res = await get("/worker");
  expect(res.body.toString()).toBe("self.addEventListener('fetch', () => {});");
  expect(scriptSrc(res.headers["content-security-policy"])).toEqual(["'self'"]);
  expect(res.headers["content-security-policy"]).toContain("connect-src 'self'");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
});

test("a page rendered for the request streams under its nonce; the copy kept is hashed", async () => {
  const res = await get("/rendered");
  expect(res.body.toString()).toBe(PAGE.join(""));
  expect(res.headers["content-length"]).toBeUndefined();
  expect(res.headers["transfer-encoding"]).toBe("chunked");
  // The layout's install-offer catcher has no nonce: it is named by its hash.
  expect(scriptSrc(res.headers["content-security-policy"])).toEqual([
    "'self'",
    `'nonce-${NONCE}'`,
    scriptHash(EARLY_INSTALL_CATCHER),
  ]);
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(kept).toHaveLength(1);
  expect(kept[0].body).toBe(PAGE.join(""));
  expect(scriptSrc(kept[0].policy)).toEqual(["'self'", scriptHash(BOOTSTRAP), scriptHash(PAYLOAD)]);
});

test("an error page rendered for the request is held and its scripts named by their hashes", async () => {
  const res = await get("/failed");
  expect(res.status).toBe(500);
  expect(res.body.toString()).toBe(PAGE.join(""));
  expect(scriptSrc(res.headers["content-security-policy"])).toEqual([
    "'self'",
    scriptHash(BOOTSTRAP),
    scriptHash(PAYLOAD),
  ]);
});

test("Next's page data for its router carries a script's headers, not a document's", async () => {
  const rsc = await get("/rsc");
  expect(rsc.body.toString()).toBe('0:{"b":"build"}\n');
  expect(rsc.headers["x-content-type-options"]).toBe("nosniff");
  expect(rsc.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(rsc.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  for (const documentOnly of ["content-security-policy", "x-frame-options", "permissions-policy"])
    expect([documentOnly, rsc.headers[documentOnly]]).toEqual([documentOnly, undefined]);
  // Data: never framed, and a policy under which nothing runs should it be opened in a tab.
  const json = await get("/api");
  expect(JSON.parse(json.body.toString())).toEqual({ jobs: [] });
  expect(json.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(json.headers["x-frame-options"]).toBe("DENY");
  expect(json.headers["x-content-type-options"]).toBe("nosniff");
  expect(json.headers["permissions-policy"]).toBeUndefined();
});

test("an image carries an image's headers: shown by other sites, and nothing runs in an SVG opened alone", async () => {
  const res = await get("/icon.svg");
  expect(res.body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["content-security-policy"]).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  for (const documentOnly of ["x-frame-options", "permissions-policy", "referrer-policy"])
    expect([documentOnly, res.headers[documentOnly]]).toEqual([documentOnly, undefined]);
});
