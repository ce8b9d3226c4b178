import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createProductApi } from "./client";
import { ApiError } from "./errors";
import { makeJob, pagination } from "./testing";
import { forwardToProductApi, httpTransport, withRequestId } from "./transport";
import { runWithRequestId } from "@/services/operations/request-context";

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("HTTP transport (PRODUCT_API_URL set)", () => {
  it("sends the id of the request being served as x-request-id, and none outside a request", async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, res) => {
      seen.push(req.headers["x-request-id"] as string | undefined);
      res.writeHead(200, { "content-type": "application/json", ...pagination(1, 1, 1, 15) });
      res.end(JSON.stringify({ jobs: [makeJob()] }));
    };
    const api = createProductApi(null, { transport: withRequestId(httpTransport(baseUrl)) });
    await runWithRequestId("web-req-7", () => api.listJobs());
    await api.listJobs();
    expect(seen).toEqual(["web-req-7", undefined]);
  });

  it("calls the product API over HTTP with the same client rules", async () => {
    let seen: { url?: string; auth?: string } = {};
    handler = (req, res) => {
      seen = { url: req.url, auth: req.headers.authorization };
      res.writeHead(200, { "content-type": "application/json", ...pagination(1, 1, 1, 15) });
      res.end(JSON.stringify({ jobs: [makeJob()] }));
    };
    const list = await createProductApi("tok", { transport: httpTransport(`${baseUrl}/api/v1/`) }).listJobs();
    expect(seen).toEqual({ url: "/api/v1/jobs?pageSize=15&pageNumber=1&maxSize=100", auth: "Bearer tok" });
    expect(list.totalCount).toBe(1);
  });

  it("times out after PRODUCT_API_TIMEOUT_MS with TIMEOUT_ERROR", async () => {
    handler = () => {}; // never answers
    const api = createProductApi(null, { transport: httpTransport(baseUrl), timeoutMs: 50 });
    await expect(api.getJob(1)).rejects.toMatchObject({ status: "TIMEOUT_ERROR" });
  });

  it("gives FETCH_ERROR when nothing listens on the port", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createProductApi(null, { transport: httpTransport(`http://127.0.0.1:${port}`) })
      .getJob(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe("FETCH_ERROR");
  });
});

describe("forwardToProductApi (the /api/v1 mount)", () => {
  it("streams the request through without the browser's cookies and returns the answer as is", async () => {
    let seen: { method?: string; url?: string; cookie?: string; auth?: string; body?: string } = {};
    handler = (req, res, body) => {
      seen = {
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        auth: req.headers.authorization,
        body,
      };
      res.writeHead(201, { "content-type": "application/json", "x-pagination": "{}" });
      res.end('{"id":5}');
    };
    const request = new Request("http://localhost:3000/api/v1/jobs?x=1", {
      method: "POST",
      headers: {
        cookie: "next-auth.session-token=secret",
        authorization: "Bearer emp",
        "content-type": "application/json",
      },
      body: '{"title":"Nurse"}',
    });
    const response = await forwardToProductApi(request, "/api/v1/jobs?x=1", httpTransport(baseUrl));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('{"id":5}');
    expect(response.headers.get("x-pagination")).toBe("{}");
    expect(seen).toEqual({
      method: "POST",
      url: "/api/v1/jobs?x=1",
      cookie: undefined,
      auth: "Bearer emp",
      body: '{"title":"Nurse"}',
    });
  });

  it("passes on only the client address it trusts, not X-Forwarded-For entries the client wrote", async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, res) => {
      seen.push(req.headers["x-forwarded-for"] as string | undefined);
      res.writeHead(201, { "content-type": "application/json" });
      res.end("{}");
    };
    const report = (forwardedFor?: string) =>
      forwardToProductApi(
        new Request("http://localhost:3000/api/v1/jobs/4/reports", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
          },
          body: '{"reason":"other"}',
        }),
        "/api/v1/jobs/4/reports",
        httpTransport(baseUrl),
      );
    await report("198.51.100.1, 203.0.113.7");
    await report("localhost");
    await report();
    expect(seen).toEqual(["203.0.113.7", undefined, undefined]);
  });

  it("answers 502 with a problem body when the product API cannot be reached", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const response = await forwardToProductApi(
      new Request("http://localhost/api/v1/jobs"),
      "/api/v1/jobs",
      () => Promise.reject(new TypeError("fetch failed")),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ title: "Product API unavailable", status: 502 });
  });
});
