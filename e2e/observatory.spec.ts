import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { openJob } from "./testing";
import { observatoryScore } from "./observatory";
import { dirs, ports } from "./slot";

// Mozilla HTTP Observatory's grade of the web app's responses as an https deployment sends them: the
// same build and product API as the other tests, served by a second web server whose SITE_URL is
// https (HSTS, upgrade-insecure-requests, Secure cookies). A+ means 100 or more and no failed test.

const PORT = ports.web + 5;
const SITE = "https://kazi.example";
let server: ChildProcess;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ["--import", "tsx", "scripts/web-server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NEXT_DIST_DIR: dirs.dist,
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: SITE,
      NEXTAUTH_URL: SITE,
      NEXTAUTH_SECRET: "e2e-only-session-secret-0123456789abcdef",
      AUTH_ISSUER: "https://id.kazi.example",
      // Kazi refuses the published default secret on https.
      AUTH_CLIENT_SECRET: "e2e-only-client-secret-0123456789abcdef",
      DATA_DIR: `${dirs.data}/observatory`,
      PRODUCT_API_URL: `http://127.0.0.1:${ports.api}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => (output += d));
  server.stderr?.on("data", (d) => (output += d));
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://localhost:${PORT}/about`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the https-configured web server did not start:\n${output}`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

async function scan(path: string) {
  const res = await fetch(`http://localhost:${PORT}${path}`, { redirect: "manual" });
  const headers = Object.fromEntries(res.headers);
  return {
    status: res.status,
    ...observatoryScore({
      url: `${SITE}${path}`,
      headers,
      setCookies: res.headers.getSetCookie(),
      body: await res.text(),
    }),
  };
}

test("every kind of page and route scores A+ on Mozilla Observatory's rules", async ({ request }) => {
  const job = await openJob(request);
  for (const path of [
    "/",
    "/jobs",
    "/jobs?q=nurse",
    `/jobs/${job.id}`,
    `/jobs/${job.id}/apply`,
    "/api/v1/jobs?pageSize=1",
    "/api/auth/session",
    "/api/auth/csrf",
    "/no-such-page",
  ]) {
    const { score, grade, tests } = await scan(path);
    const failed = tests.filter((t) => !t.pass).map((t) => t.result);
    expect({ path, grade, failed }).toEqual({ path, grade: "A+", failed: [] });
    expect(score).toBeGreaterThanOrEqual(100);
  }
});

test("the sign-in cookies are Secure, HttpOnly and SameSite, which Observatory rewards", async () => {
  const { tests } = await scan("/api/auth/csrf");
  expect(tests.find((t) => t.test === "cookies")?.result).toBe(
    "cookies-secure-with-httponly-sessions-and-samesite",
  );
});

test("pages allow their own inline scripts by hash, never 'unsafe-inline', and only on https upgrade", async () => {
  const res = await fetch(`http://localhost:${PORT}/`);
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).length).toBeGreaterThan(0);
  expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(s))).toBe(true);
  expect(csp).toContain("upgrade-insecure-requests");
  expect(csp).toContain("form-action 'self' https://id.kazi.example");
  expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
});
