import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { outboxReader } from "../../mail/outbox";
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
  /** On the run's shared provider, the address this handle's clients come from (X-Forwarded-For). */
  clientAddress?: string;
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
 * running provider; `browser()` a new cookie-keeping client of the web app's at `site`. A provider of
 * the file's own unless `shared`: the provider's own tests fail logins to the demo account, read all
 * mail to an address or count failures per address, which the run's shared provider would mix up
 * between files. `shared`: the run's provider, where the default settings are asked for.
 */
export function withTestIdentity(opts: { siteUrl?: string; audience?: string; shared?: boolean } = {}) {
  const { shared, ...settings } = opts;
  const site = settings.siteUrl ?? "http://localhost:3000";
  let started: TestIdentity | undefined;
  beforeAll(async () => {
    started = await startTestIdentity({ ...settings, siteUrl: site, own: !shared });
  }, 90_000);
  afterAll(() => started?.close());
  const idp = () => {
    if (!started) throw new Error("The test identity provider has not started");
    return started;
  };
  return { site, idp, browser: () => new BrowserlessClient(idp().issuer, site, idp().clientAddress) };
}

/** The settings a provider started by startTestIdentity runs with. */
interface IdentityRun {
  port: number;
  dataDir: string;
  siteUrl: string;
  audience: string;
}

function providerEnv({ port, dataDir, siteUrl, audience }: IdentityRun): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    IDENTITY_PORT: String(port),
    IDENTITY_ISSUER: `http://localhost:${port}`,
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
  delete env[SHARED_IDENTITY];
  return env;
}

const DEFAULT_SITE = "http://localhost:3000";
const DEFAULT_AUDIENCE = "http://localhost:3000/api/v1";

/**
 * The environment variable naming the test run's one provider of the default settings (started by
 * services/testing/jest-global-setup.ts): a JSON IdentityRun. A provider costs seconds to start, and
 * most test files only need one that signs up seekers and hands out tokens.
 */
const SHARED_IDENTITY = "KAZI_TEST_IDENTITY";

export async function startTestIdentity(
  opts: {
    siteUrl?: string;
    audience?: string;
    /** "production": services/identity/server.ts as deployed, without the employer client. */
    server?: "testing" | "production";
    /** A data folder to run on, kept at close (a new one, removed at close, by default). */
    dataDir?: string;
    port?: number;
    /**
     * A provider of this test's own even where the run's one would do: for tests that stop it,
     * count what it stores, or fail logins from the test's address on purpose.
     */
    own?: boolean;
  } = {},
): Promise<TestIdentity> {
  const siteUrl = (opts.siteUrl ?? DEFAULT_SITE).replace(/\/+$/, "");
  const audience = opts.audience ?? DEFAULT_AUDIENCE;
  const shared = process.env[SHARED_IDENTITY];
  const shareable =
    !opts.own &&
    (opts.server ?? "testing") === "testing" &&
    !opts.dataDir &&
    !opts.port &&
    siteUrl === DEFAULT_SITE &&
    audience === DEFAULT_AUDIENCE;
  if (shared && shareable) {
    // The run's provider outlives this test file: closing the handle leaves it running. Seekers sign
    // up from an address of this handle's (X-Forwarded-For; the provider trusts loopback proxies), so
    // the per-address budgets (sign-up mails, failed logins) are this file's alone, as they were
    // with a provider of its own.
    return identityHandle(JSON.parse(shared) as IdentityRun, async () => {}, randomTestAddress());
  }
  const run: IdentityRun = {
    port: opts.port ?? (await freePort()),
    dataDir: opts.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-"))),
    siteUrl,
    audience,
  };
  const removeDataDir = async () => {
    if (!opts.dataDir) await fs.rm(run.dataDir, { recursive: true, force: true });
  };
  const stop = await spawnIdentity(run, opts.server ?? "testing").catch(async (error) => {
    await removeDataDir();
    throw error;
  });
  return identityHandle(run, async () => {
    await stop();
    await removeDataDir();
  });
}

/**
 * Starts the provider that the test files of this process's children share (SHARED_IDENTITY): Jest's
 * globalSetup, before the workers start. Resolves with its stopper.
 */
export async function startSharedTestIdentity(): Promise<() => Promise<void>> {
  const run: IdentityRun = {
    port: await freePort(),
    dataDir: await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-run-")),
    siteUrl: DEFAULT_SITE,
    audience: DEFAULT_AUDIENCE,
  };
  const stop = await spawnIdentity(run);
  process.env[SHARED_IDENTITY] = JSON.stringify(run);
  return async () => {
    delete process.env[SHARED_IDENTITY];
    await stop();
    await fs.rm(run.dataDir, { recursive: true, force: true });
  };
}

/** An address in 10.0.0.0/8 for one handle on the shared provider. */
function randomTestAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Runs the provider in a child process until it answers; resolves with its stopper. */
async function spawnIdentity(
  run: IdentityRun,
  server: "testing" | "production" = "testing",
): Promise<() => Promise<void>> {
  const entry =
    server === "production" ? "services/identity/server.ts" : "services/identity/testing/server.ts";
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: repoRoot(),
    env: providerEnv(run),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The end of what it printed, for the error if it does not start: the run's shared one prints for
  // as long as the run lasts.
  let output = "";
  const keep = (d: Buffer) => (output = (output + d).slice(-64_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  // A test run that ends without stopping it (interrupted, or a file that never closed) must not
  // leave a provider behind.
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  const stop = async () => {
    process.removeListener("exit", kill);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await waitForDiscovery(`http://localhost:${run.port}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

function identityHandle(run: IdentityRun, close: () => Promise<void>, forwardedFor?: string): TestIdentity {
  const { dataDir, siteUrl, audience } = run;
  const issuer = `http://localhost:${run.port}`;
  const env = providerEnv(run);
  const created = new Set<string>();
  const mailDir = path.join(dataDir, "mail");
  const linkPattern = new RegExp(
    `${issuer}/(?:interaction/[A-Za-z0-9_-]+/)?verify-email\\?token=[A-Za-z0-9._-]+`,
  );
  const outbox = outboxReader(mailDir);
  const verificationLink = async (email: string) => (await outbox.waitFor(email, linkPattern)).match[0];

  return {
    issuer,
    mailDir,
    dataDir,
    clientAddress: forwardedFor,
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
      const client = new BrowserlessClient(issuer, siteUrl, forwardedFor);
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
