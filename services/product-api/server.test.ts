import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../testing/free-port";

// The standalone server as it runs in production: its own process, JSON logs on stdout.

let child: ChildProcess;
let base: string;
let port: number;
let output = "";
const dataDir = mkdtempSync(join(tmpdir(), "kazi-api-server-"));
const exited = () =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
  );
const logLines = () =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--import", "tsx", "services/product-api/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      ALERTS_CRON: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill("SIGKILL");
    await exited();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("standalone product API server", () => {
  it("answers with the caller's sane request id or a new one, and logs one JSON line per request", async () => {
    const given = await fetch(`${base}/api/v1/jobs?pageSize=1&token=s3cret`, {
      headers: { "x-request-id": "trace-42.a_b" },
    });
    expect(given.status).toBe(200);
    expect(given.headers.get("x-request-id")).toBe("trace-42.a_b");

    const insane = await fetch(`${base}/api/health`, { headers: { "x-request-id": "no spaces; or <tags>" } });
    const fresh = insane.headers.get("x-request-id");
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const long = await fetch(`${base}/api/health`, { headers: { "x-request-id": "a".repeat(129) } });
    expect(long.headers.get("x-request-id")).not.toBe("a".repeat(129));

    await new Promise((r) => setTimeout(r, 100));
    const line = logLines().find((l) => l.requestId === "trace-42.a_b" && l.msg === "request");
    expect(line).toMatchObject({
      service: "product-api",
      method: "GET",
      path: "/api/v1/jobs",
      status: 200,
      level: 30,
    });
    expect(typeof line?.ms).toBe("number");
    expect(output).not.toContain("s3cret");
    expect(logLines().some((l) => l.requestId === fresh && l.path === "/api/health")).toBe(true);
  });

  it("TRACE, which fetch cannot even send, is a 405 like any method a path does not take", async () => {
    const answer = await new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
      const req = http.request(`${base}/api/v1/jobs`, { method: "TRACE" }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, allow: res.headers.allow, body }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD, OPTIONS, POST");
    expect(JSON.parse(answer.body)).toMatchObject({ status: 405, title: "Method not allowed" });
  });

  it("on SIGTERM finishes the request in flight, refuses new connections and exits 0", async () => {
    // A POST whose body arrives slowly: the API answers only once it has read the body to its end.
    const body = JSON.stringify({ title: "x".repeat(200) });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${base}/api/v1/jobs`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));
    const exit = exited();
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));

    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve("connected")));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");

    const finished = await answer;
    expect(finished.status).toBe(401);
    expect(JSON.parse(finished.body)).toMatchObject({ status: 401 });
    expect(await exit).toBe(0);
    expect(logLines().map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        "shutting down: finishing requests in flight",
        "stopped serving",
        "closed; exiting",
      ]),
    );
  }, 30_000);
});
