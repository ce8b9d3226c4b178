import { expect, test } from "@playwright/test";
import { ports } from "./slot";

// The probes a load balancer asks, and the request id an operator follows through the logs.
const web = `http://localhost:${ports.web}`;
const api = `http://127.0.0.1:${ports.api}`;
// The web server of playwright.config.ts whose product API cannot be reached.
const broken = `http://localhost:${ports.broken}`;

test("the web app and the API say they are alive and ready, and never let that be cached", async ({
  request,
}) => {
  for (const base of [web, api]) {
    const health = await request.get(`${base}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers()["cache-control"]).toBe("no-store");
  }
  const ready = await request.get(`${web}/api/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ok", checks: { productApi: "ok" } });
  expect(ready.headers()["cache-control"]).toBe("no-store");
  const apiReady = await request.get(`${api}/api/ready`);
  expect(apiReady.status()).toBe(200);
  expect(await apiReady.json()).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });
});

test("a web app whose API is down is alive but not ready", async ({ request }) => {
  expect((await request.get(`${broken}/api/health`)).status()).toBe(200);
  const ready = await request.get(`${broken}/api/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toEqual({
    status: "fail",
    checks: { productApi: expect.stringMatching(/fail|timeout/) },
  });
});

test("pages answer with the caller's request id, or a new one when it is not a sane id", async ({
  request,
}) => {
  const given = await request.get(`${web}/jobs`, { headers: { "x-request-id": "lb-7f3a.1_b" } });
  expect(given.status()).toBe(200);
  expect(given.headers()["x-request-id"]).toBe("lb-7f3a.1_b");
  const made = await request.get(`${web}/about`, { headers: { "x-request-id": "<script>" } });
  expect(made.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});
