import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { waitForMail } from "../../mail/outbox";
import { BrowserlessClient, WEB_CLIENT } from "./browserless-client";
import { TEST_EMPLOYER_CLIENT as EMPLOYER } from "./employer-client";
import { freePort } from "../../testing/free-port";

export { BrowserlessClient, CookieJar, WEB_CLIENT } from "./browserless-client";

// Test helper: runs the REAL identity server in a child process (oidc-provider is ESM-only and Jest
// runs CommonJS) and obtains tokens over HTTP exactly as the web app and an employer would.
// Keep this file free of non-builtin imports: product-API tests import it too.

const SEEKER_PASSWORD = "Test-password-2025";

function repoRoot(): string {
  const candidates = [
    process.cwd(),
    typeof __dirname === "string" ? path.resolve(__dirname, "../../..") : "",
  ];
  const root = candidates.find((dir) => dir && existsSync(path.join(dir, "services/identity/server.ts")));
  if (!root) throw new Error("startTestIdentity must run from the repository root");
  return root;
}

export interface TestIdentity {
  issuer: string;
  /** Where the provider writes its mail (.eml files): no SMTP server in tests. */
  mailDir: string;
  /** The newest verification link mailed to this address. */
  verificationLink(email: string): Promise<string>;
  /** A seeker's token; `verified: false` logs in without following the emailed link. */
  seekerToken(opts?: {
    email?: string;
    name?: string;
    verified?: boolean;
    /** Signs up through screens in this language (ui_locales): the token's locale claim. */
    locale?: string;
  }): Promise<{ accessToken: string; sub: string }>;
  /** The data folder the provider runs on (DATA_DIR). */
  dataDir: string;
  /** Grants or revokes the moderator role, as `npm run moderator` does with a running provider. */
  setModerator(email: string, moderator: boolean): Promise<Response>;
  /**
   * A machine token of `client` (the operator's tool of no company by default); `scope` may add
   * jobs:moderate (moderators) or applications:write.
   */
  employerToken(scope?: string, client?: { id: string; secret: string }): Promise<string>;
  /** Runs `npm run employer -- <args>` against this provider (its data folder and port). */
  employerCli(args: string[]): Promise<CliRun>;
  /** The same, as its own process: `npm run employer`'s entry point. */
  employerCliProcess(args: string[]): Promise<CliRun>;
  /** Registers an employer's client with the command; its id and secret, as printed. */
  addEmployer(company: string, scopes?: string): Promise<{ clientId: string; secret: string }>;
  /** The token endpoint's answer to a client_credentials request with these credentials. */
  clientCredentials(clientId: string, secret: string, scope?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point of the repository with tsx, as `npm run` does. */
function runEntry(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
      cwd: repoRoot(),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (d) => (stdout += d));
    child.stderr?.on("data", (d) => (stderr += d));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `npm run employer -- <args>` run in this process (employer-command.ts) with the provider's
 * environment: what the command prints and its exit code, without a process of its own each time.
 */
async function employerCommandRun(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  // Imported here: the command's modules (argon2, PGlite) stay out of the tests that never use it.
  const { employerCommand } = await import("../employer-command");
  let stdout = "";
  let stderr = "";
  const code = await employerCommand(args, {
    env,
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}

/** The id and secret `npm run employer -- add|rotate-secret` printed. */
export function printedCredentials(stdout: string): { clientId: string; secret: string } {
  const clientId = /client id:\s+(\S+)/.exec(stdout)?.[1];
  const secret = /client secret:\s+(\S+)/.exec(stdout)?.[1];
  if (!clientId || !secret) throw new Error(`no credentials printed:\n${stdout}`);
  return { clientId, secret };
}

function subOf(jwt: string): string {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")).sub;
}

async function waitForDiscovery(issuer: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`identity server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`identity server did not start within 60s:\n${output()}`);
}

/** The seeded demo seeker logs in through `client`; the tokens the web app would get. */
export async function logInAsDemo(client: BrowserlessClient) {
  const interaction = await client.authorize();
  const res = await client.postForm(`${interaction}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  return client.exchange(await client.followToCode(res));
}

/**
 * One provider for a test file, started before its tests and closed after them. `idp()` is the
 * running provider; `browser()` a new cookie-keeping client of the web app's at `site`.
 */
export function withTestIdentity(opts: { siteUrl?: string; audience?: string } = {}) {
  const site = opts.siteUrl ?? "http://localhost:3000";
  let started: TestIdentity | undefined;
  beforeAll(async () => {
    started = await startTestIdentity({ ...opts, siteUrl: site });
  }, 90_000);
  afterAll(() => started?.close());
  const idp = () => {
    if (!started) throw new Error("The test identity provider has not started");
    return started;
  };
  return { site, idp, browser: () => new BrowserlessClient(idp().issuer, site) };
}

export async function startTestIdentity(
  opts: {
    siteUrl?: string;
    audience?: string;
    /** "production": services/identity/server.ts as deployed, without the employer client. */
    server?: "testing" | "production";
    /** A data folder to run on, kept at close (a new one, removed at close, by default). */
    dataDir?: string;
    port?: number;
  } = {},
): Promise<TestIdentity> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-")));
  const siteUrl = (opts.siteUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const audience = opts.audience ?? "http://localhost:3000/api/v1";
  const issuer = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    IDENTITY_PORT: String(port),
    IDENTITY_ISSUER: issuer,
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    AUTH_CLIENT_ID: WEB_CLIENT.id,
    AUTH_CLIENT_SECRET: WEB_CLIENT.secret,
    AUTH_AUDIENCE: audience,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  delete env.AUTH_ISSUER;
  const entry =
    opts.server === "production" ? "services/identity/server.ts" : "services/identity/testing/server.ts";
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: repoRoot(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));

  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    if (!opts.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForDiscovery(issuer, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }

  const created = new Set<string>();
  const mailDir = path.join(dataDir, "mail");
  const linkPattern = new RegExp(
    `${issuer}/(?:interaction/[A-Za-z0-9_-]+/)?verify-email\\?token=[A-Za-z0-9._-]+`,
  );
  const verificationLink = async (email: string) => (await waitForMail(mailDir, email, linkPattern)).match[0];

  return {
    issuer,
    mailDir,
    dataDir,
    async setModerator(email, moderator) {
      const secret = (
        await fs.readFile(path.join(dataDir, "identity-admin-secret"), "utf8").catch(() => "")
      ).trim();
      return fetch(`${issuer}/kazi/moderators`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${secret || "none-yet"}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email, action: moderator ? "grant" : "revoke" }).toString(),
      });
    },
    verificationLink,
    close,
    async seekerToken(seeker = {}) {
      const email = (seeker.email ?? `seeker-${crypto.randomUUID()}@example.com`).toLowerCase();
      const client = new BrowserlessClient(issuer, siteUrl);
      const interaction = await client.authorize({ prompt: "create", ui_locales: seeker.locale });
      const login = () => client.postForm(`${interaction}/login`, { email, password: SEEKER_PASSWORD });
      let res: Response;
      if (created.has(email)) res = await login();
      else {
        const signup = await client.postForm(`${interaction}/signup`, {
          name: seeker.name ?? "Test Seeker",
          email,
          password: SEEKER_PASSWORD,
        });
        if (signup.status !== 200)
          throw new Error(`sign-up failed (${signup.status}): ${await signup.text()}`);
        created.add(email);
        // Following the emailed link verifies the address and finishes this sign-in.
        res = seeker.verified === false ? await login() : await client.request(await verificationLink(email));
      }
      const tokens = await client.exchange(await client.followToCode(res));
      return { accessToken: tokens.access_token, sub: subOf(tokens.access_token) };
    },
    employerCli: (args) => employerCommandRun(args, env),
    employerCliProcess: (args) => runEntry("services/identity/employer-cli.ts", args, env),
    async addEmployer(company, scopes) {
      const run = await employerCommandRun(["add", company, ...(scopes ? ["--scopes", scopes] : [])], env);
      if (run.code !== 0) throw new Error(`npm run employer -- add failed (${run.code}): ${run.stderr}`);
      return printedCredentials(run.stdout);
    },
    clientCredentials(clientId, secret, scope = "jobs:write") {
      return fetch(`${issuer}/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "client_credentials", scope }).toString(),
      });
    },
    async employerToken(scope = "jobs:write", client: { id: string; secret: string } = EMPLOYER) {
      const res = await fetch(`${issuer}/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`,
        },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          scope,
          resource: audience,
        }).toString(),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`employer token request failed (${res.status}): ${JSON.stringify(json)}`);
      return json.access_token as string;
    },
  };
}
