import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { FetcherOptions } from "../import/fetcher";
import type { ImportDeps } from "../import/run-import";

// A stand-in for employers' career sites in the importer's tests: it serves fixture feeds
// (import/fixtures) at paths the test sets, answers conditional GETs when told to, and records
// every request with its headers.

const FIXTURES = join(__dirname, "../import/fixtures");
export const fixture = (path: string) => readFileSync(join(FIXTURES, path), "utf8");

/** The importer's settings in a test: this server's loopback address allowed, no pause between requests. */
export function testImportDeps(db: ImportDeps["db"], fetch: Partial<FetcherOptions> = {}): ImportDeps {
  return {
    db,
    siteUrl: "https://kazi.example",
    fetch: { allowPrivateAddresses: true, minIntervalMs: 0, ...fetch },
  };
}

export interface Answer {
  body?: string | Buffer;
  status?: number;
  headers?: Record<string, string>;
  /** Sent without Content-Length (chunked), to test the streaming size cap. */
  chunked?: boolean;
  /** Answer 304 when the request's If-None-Match is this ETag. */
  etag?: string;
  /** Answer 304 when the request's If-Modified-Since is this date. */
  lastModified?: string;
}

export interface ServedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
  at: number;
}

export interface FeedServer {
  url: string;
  requests: ServedRequest[];
  /** Sets the answer(s) to a path (with its query): one answer, or one per request in turn, the last repeated. */
  serve(path: string, ...answers: Answer[]): void;
  requestsTo(path: string): ServedRequest[];
  close(): Promise<void>;
}

const CONTENT_TYPES: [RegExp, string][] = [
  [/\.json$|\/postings|\/feed$/, "application/json; charset=utf-8"],
  [/\.html$/, "text/html; charset=utf-8"],
  [/\.xml$/, "application/xml; charset=utf-8"],
];

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Answer[]>();
  const requests: ServedRequest[] = [];
  const send = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: string | Buffer,
    chunked = false,
  ) => {
    if (chunked) {
      res.writeHead(status, headers);
      const buffer = Buffer.from(body ?? "");
      for (let i = 0; i < buffer.length; i += 16_384) res.write(buffer.subarray(i, i + 16_384));
      res.end();
    } else
      res
        .writeHead(status, { ...headers, "content-length": String(Buffer.byteLength(body ?? "")) })
        .end(body);
  };
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const queue = routes.get(path) ?? routes.get(path.split("?")[0]);
    const answer = queue
      ? queue.length > 1
        ? queue.shift()!
        : queue[0]
      : { status: 404, body: "not found" };
    let status = answer.status ?? 200;
    const headers: Record<string, string> = {
      "content-type":
        CONTENT_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? "text/plain; charset=utf-8",
      ...answer.headers,
    };
    if (answer.etag) headers.etag = answer.etag;
    if (answer.lastModified) headers["last-modified"] = answer.lastModified;
    const notModified =
      (answer.etag && req.headers["if-none-match"] === answer.etag) ||
      (answer.lastModified && req.headers["if-modified-since"] === answer.lastModified);
    if (notModified) status = 304;
    requests.push({ path, headers: req.headers, status, at: Date.now() });
    if (status === 304) res.writeHead(304, headers).end();
    else send(res, status, headers, answer.body, answer.chunked);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serve: (path, ...answers) => void routes.set(path, answers),
    requestsTo: (path) => requests.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
