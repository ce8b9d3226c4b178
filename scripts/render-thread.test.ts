import http from "node:http";
import type { AddressInfo } from "node:net";
import { pageGeneration } from "../lib/cache/page-generation";
import { startRenderThread, type RenderThread } from "./render-thread";

// The main thread's side of the web server's render thread, with a render thread that shows what it
// was sent (scripts/testing/test-renderer.mjs). The real one runs in every browser test.
const entry = new URL("./testing/test-renderer.mjs", import.meta.url);

let renderer: RenderThread;
let url: string;
let server: http.Server;
const exits: number[] = [];

beforeAll(async () => {
  renderer = await startRenderThread({ entry, onExit: (code) => exits.push(code) });
  server = http.createServer((req, res) => {
    if (req.url === "/from-main") res.end("answered by the main thread");
    else renderer.forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await renderer.close();
  await new Promise((resolve) => server.close(resolve));
});

function request(path: string, options: http.RequestOptions = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${url}${path}`, options, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      });
      req.on("error", reject);
      req.end(body);
    },
  );
}

it("forwards the method, address, headers and body, and sends back status, headers and body", async () => {
  const answer = await request(
    "/echo?q=nurse",
    {
      method: "POST",
      headers: { "x-request-id": "abc", connection: "keep-alive", "content-type": "text/plain" },
    },
    "a CV",
  );
  expect(answer.status).toBe(201);
  expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  const seen = JSON.parse(answer.body);
  expect(seen).toMatchObject({ method: "POST", url: "/echo?q=nurse", body: "a CV" });
  expect(seen.headers).toMatchObject({ "x-request-id": "abc", "content-type": "text/plain" });
  // Hop-by-hop headers are the connection's, not the request's.
  expect(seen.headers.connection).not.toBe("close");
});

it("streams a page as the render thread writes it", async () => {
  const firstHalf = await new Promise<{ rest: Promise<string> }>((resolve, reject) => {
    http
      .get(`${url}/stream`, (res) => {
        res.setEncoding("utf8");
        let text = "";
        const rest = new Promise<string>((done) => res.on("end", () => done(text)));
        res.on("data", (chunk: string) => {
          if (!text) resolve({ rest });
          text += chunk;
        });
      })
      .on("error", reject);
  });
  // The first half arrived while the render thread still holds the rest.
  await request("/release");
  expect(await firstHalf.rest).toBe("first half;second half");
});

it("stops the render when the client goes away", async () => {
  const before = Number((await request("/closed-early")).body);
  const req = http.get(`${url}/hang`);
  req.on("error", () => {});
  await new Promise((resolve) => setTimeout(resolve, 200));
  req.destroy();
  for (let i = 0; i < 50 && Number((await request("/closed-early")).body) === before; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(Number((await request("/closed-early")).body)).toBe(before + 1);
});

it("answers in the main thread while the render thread is busy", async () => {
  const order: string[] = [];
  const busy = request("/busy?ms=1500").then(() => order.push("render"));
  await new Promise((resolve) => setTimeout(resolve, 200));
  await request("/from-main").then(() => order.push("main"));
  await busy;
  expect(order).toEqual(["main", "render"]);
});

it("shares the page generation: a job write seen by the render thread expires the main thread's pages", async () => {
  const before = pageGeneration();
  await request("/bump");
  expect(pageGeneration()).toBe(before + 1);
});

it("answers 502 once the render thread has stopped, and reports that it stopped", async () => {
  const other = await startRenderThread({ entry, onExit: (code) => exits.push(code) });
  const proxy = http.createServer((req, res) => other.forward(req, res));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  await fetch(`${base}/exit`).catch(() => {});
  for (let i = 0; i < 50 && !exits.includes(3); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(exits).toEqual([3]);
  const answer = await fetch(`${base}/echo`);
  expect(answer.status).toBe(502);
  expect(await answer.text()).toBe("Something went wrong on our side. Please try again.");
  await new Promise((resolve) => proxy.close(resolve));
});
