import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for a provider outside Kazi (a search engine's API, a push service): it records every request and
// answers as told, 500 for the first calls to a path when asked to fail.

export interface CapturedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes (an encrypted push message is not text). */
  raw: Buffer;
  status: number;
}

export interface CaptureServer {
  url: string;
  requests: CapturedRequest[];
  /** The answer to requests to `path`: status and JSON body (200 and {} unless set). */
  answer(path: string, status: number, body?: unknown): void;
  /** The next `count` requests to `path` get 500. */
  failNext(path: string, count: number): void;
  /** Waits until `count` requests satisfy `match` (10 s at most), and returns them. */
  waitFor(match: (request: CapturedRequest) => boolean, count?: number): Promise<CapturedRequest[]>;
  close(): Promise<void>;
}

/** On `port` (any free one by default). */
export async function startCaptureServer(port = 0): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://capture.test").pathname;
      const failing = failures.get(path) ?? 0;
      if (failing > 0) failures.set(path, failing - 1);
      const answer = failing > 0 ? { status: 500, body: { error: "down" } } : answers.get(path);
      const status = answer?.status ?? 200;
      const raw = Buffer.concat(chunks);
      requests.push({
        method: req.method ?? "",
        path,
        headers: req.headers,
        body: raw.toString("utf8"),
        raw,
        status,
      });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer?.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (path, status, body) => void answers.set(path, { status, body }),
    failNext: (path, count) => void failures.set(path, count),
    async waitFor(match, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = requests.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`waited 10 s for ${count} matching requests; got ${found.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
