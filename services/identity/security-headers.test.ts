import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { observatoryScore } from "../../e2e/observatory";
import { freePort } from "../testing/free-port";

// The provider's responses as an https deployment sends them (issuer https behind a TLS-terminating
// proxy), scored with Mozilla HTTP Observatory's rules: A+ (100 or more, no failed test) for the
// login screen, the logout question and the discovery document.

const ISSUER = "https://id.kazi.example";
const SITE = "https://kazi.example";
let child: ChildProcess;
let base: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-headers-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    IDENTITY_PORT: String(port),
    IDENTITY_ISSUER: ISSUER,
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    AUTH_CLIENT_SECRET: crypto.randomBytes(24).toString("base64url"),
  };
  for (const name of ["DATABASE_URL", "SMTP_URL", "REDIS_URL", "NODE_OPTIONS", "AUTH_CLIENT_ID"])
    delete env[name];
  child = spawn(process.execPath, ["--import", "tsx", "services/identity/server.ts"], {
    env,
    stdio: "ignore",
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/.well-known/openid-configuration`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the identity provider did not start");
}, 90_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

// As the TLS-terminating proxy forwards a browser's request.
const cookies = new Map<string, string>();
async function get(pathname: string) {
  const res = await fetch(`${base}${pathname}`, {
    redirect: "manual",
    headers: {
      "x-forwarded-proto": "https",
      "x-forwarded-host": new URL(ISSUER).host,
      cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return res;
}

async function scoreOf(res: Response, pathname: string) {
  return observatoryScore({
    url: `${ISSUER}${pathname}`,
    headers: Object.fromEntries(res.headers),
    setCookies: res.headers.getSetCookie(),
    body: await res.text(),
  });
}

function expectAPlus(result: ReturnType<typeof observatoryScore>) {
  expect({ grade: result.grade, failed: result.tests.filter((t) => !t.pass).map((t) => t.result) }).toEqual({
    grade: "A+",
    failed: [],
  });
  expect(result.score).toBeGreaterThanOrEqual(100);
}

test("the login screen scores A+, its cookies Secure, HttpOnly and SameSite", async () => {
  const query = new URLSearchParams({
    client_id: "kazi-web",
    response_type: "code",
    redirect_uri: `${SITE}/api/auth/callback/oidc`,
    scope: "openid profile email",
    code_challenge: crypto.createHash("sha256").update("verifier-".repeat(6)).digest("base64url"),
    code_challenge_method: "S256",
  });
  const authorize = await get(`/auth?${query}`);
  expect(authorize.status).toBe(303);
  const authorized = await scoreOf(authorize, "/auth");
  expectAPlus(authorized);
  expect(authorized.tests.find((t) => t.test === "cookies")?.result).toBe(
    "cookies-secure-with-httponly-sessions-and-samesite",
  );
  const interaction = new URL(authorize.headers.get("location")!, ISSUER).pathname;

  const login = await get(interaction);
  expect(login.status).toBe(200);
  const result = await scoreOf(login, interaction);
  expectAPlus(result);
  expect(result.tests.find((t) => t.test === "content-security-policy")?.result).toBe(
    "csp-implemented-with-no-unsafe-default-src-none",
  );
  expect(login.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  expect(login.headers.get("content-security-policy")).toContain("form-action 'self' https://kazi.example");
});

test("the logout question, the error page and the discovery document score A+ too", async () => {
  expectAPlus(await scoreOf(await get("/session/end"), "/session/end"));
  expectAPlus(
    await scoreOf(await get("/.well-known/openid-configuration"), "/.well-known/openid-configuration"),
  );
  // Observatory does not grade 4xx pages, but they carry the same headers.
  const error = await get("/auth?client_id=nobody");
  expect(error.status).toBe(400);
  expect(error.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  expect(error.headers.get("x-frame-options")).toBe("DENY");
  expect(error.headers.get("strict-transport-security")).toMatch(/^max-age=/);
});
