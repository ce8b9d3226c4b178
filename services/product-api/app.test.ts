import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { startTestApi, type TestApi } from "./testing/api";
import { testDatabases } from "./testing/databases";

let api: TestApi;
beforeAll(async () => {
  const pglite = testDatabases.find(([name]) => name === "PGlite")![1];
  api = await startTestApi(pglite, { auth: { issuer: "http://127.0.0.1:9", audience: "test" } });
}, 60_000);
afterAll(() => api?.close());

const post = (path: string, body: string) =>
  api.request(path, { method: "POST", headers: { "content-type": "application/json" }, body });

it("closes the connection after answering a request whose body it did not read, and only then", async () => {
  const tooLarge = await post("/api/v1/jobs/1/reports", JSON.stringify({ details: "x".repeat(400_000) }));
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.get("connection")).toBe("close");

  const nowhere = await post("/api/v1/no-such-thing", "{}");
  expect(nowhere.status).toBe(404);
  expect(nowhere.headers.get("connection")).toBe("close");

  // A body of known, acceptable size is read to its end instead, so the connection stays usable.
  const drained = await api.request("/api/v1/no-such-thing", {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": "2" },
    body: "{}",
  });
  expect(drained.status).toBe(404);
  expect(drained.headers.get("connection")).toBeNull();

  // A route open to anyone that reads the body and refuses what is in it.
  const read = await post("/api/v1/alerts/unsubscribe", JSON.stringify({ token: 42 }));
  expect(read.status).toBe(422);
  expect(read.headers.get("connection")).toBeNull();

  const get = await api.request("/api/v1/jobs?pageSize=1");
  expect(get.status).toBe(200);
  expect(get.headers.get("connection")).toBeNull();
});

it("answers an upload it refuses before reading it, over HTTP, instead of resetting the sender", async () => {
  const server = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) => {
      const { pathname, search } = new URL(request.url);
      const init = { method: request.method, headers: request.headers, body: request.body, duplex: "half" };
      return api.request(pathname + search, init as RequestInit);
    },
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (let i = 0; i < 5; i++) {
      const form = new FormData();
      form.set("jobId", "1");
      form.set(
        "resumeFile",
        new Blob([new Uint8Array(4 * 1024 * 1024)], { type: "application/pdf" }),
        "cv.pdf",
      );
      // No token: refused (401) by the auth middleware before the 4 MB body is looked at.
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/applications`, {
        method: "POST",
        body: form,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("connection")).not.toBe("close");
      await response.arrayBuffer();
    }
  } finally {
    server.close();
  }
});

it("a path asked with a method it does not take is a 405 naming the ones it does, not a 404", async () => {
  for (const [method, path, allow] of [
    ["PUT", "/api/v1/jobs", "GET, HEAD, OPTIONS, POST"],
    ["PROPFIND", "/api/v1/jobs", "GET, HEAD, OPTIONS, POST"],
    ["POST", "/api/health", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/v1/jobs/1/reports", "GET, HEAD, OPTIONS, POST"],
  ]) {
    const res = await api.request(path, { method });
    expect([method, path, res.status]).toEqual([method, path, 405]);
    expect(res.headers.get("allow")).toBe(allow);
    expect(await res.json()).toEqual({
      title: "Method not allowed",
      status: 405,
      detail: `${path} takes ${allow}, not ${method}.`,
    });
  }
  const options = await api.request("/api/v1/jobs", { method: "OPTIONS" });
  expect(options.status).toBe(204);
  expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  // A path nothing serves stays a 404, whatever the method.
  expect((await api.request("/api/v1/nothing", { method: "PUT" })).status).toBe(404);
});
