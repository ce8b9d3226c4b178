import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { freePort } from "../testing/free-port";
import { identityDbOnPglite } from "./db";
import { secretMatches } from "./employer-clients";
import { printedCredentials, startTestIdentity, WEB_CLIENT, type TestIdentity } from "./testing";

// `npm run employer` and the clients it registers, against the real provider as deployed
// (services/identity/server.ts): the command goes through the running provider, or, when none runs,
// into its database; the provider then hands those clients, and only those, client_credentials tokens.

const AUDIENCE = "http://localhost:3000/api/v1";
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));

async function token(idp: TestIdentity, clientId: string, secret: string, scope?: string) {
  const res = await idp.clientCredentials(clientId, secret, scope);
  const body = await res.json();
  return { status: res.status, body, claims: res.ok ? claimsOf(body.access_token) : undefined };
}

describe("npm run employer, with the provider running", () => {
  let idp: TestIdentity;
  beforeAll(async () => {
    idp = await startTestIdentity({ server: "production" });
  }, 90_000);
  afterAll(() => idp?.close());

  it("adds a client whose token carries its company and only the scope it was given", async () => {
    // The command as `npm run employer` runs it, as a process of its own; the other tests run it in
    // this one (employer-command.ts), which is the same code without tsx's start each time.
    const run = await idp.employerCliProcess(["add", "  Acme   Ltd "]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Employer client for Acme Ltd \(scopes: jobs:write\)/);
    const { clientId, secret } = printedCredentials(run.stdout);
    expect(clientId).toMatch(/^acme-ltd-[0-9a-f]{8}$/);
    expect(secret).toMatch(/^kazi_[A-Za-z0-9_-]{43}$/);

    const granted = await token(idp, clientId, secret, "jobs:write jobs:moderate applications:write");
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: "Bearer", scope: "jobs:write" });
    expect(granted.claims).toMatchObject({
      iss: idp.issuer,
      aud: AUDIENCE,
      sub: clientId,
      client_id: clientId,
      company: "Acme Ltd",
      scope: "jobs:write",
    });
    expect(granted.claims.permissions).toBeUndefined();
  });

  it("gives the applications' scopes to a client added with them", async () => {
    const { clientId, secret } = await idp.addEmployer("Globex Corp", "applications:read,applications:write");
    const granted = await token(idp, clientId, secret, "jobs:write applications:read applications:write");
    expect(granted.status).toBe(200);
    expect(granted.claims).toMatchObject({
      company: "Globex Corp",
      scope: "applications:read applications:write",
    });
  });

  it("lists the clients with their last token, never a secret", async () => {
    const { clientId, secret } = await idp.addEmployer("Initech");
    let list = await idp.employerCli(["list"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`${clientId}  Initech  \\[jobs:write\\]  added .*, last token never`),
    );
    expect((await token(idp, clientId, secret)).status).toBe(200);
    list = await idp.employerCli(["list"]);
    expect(list.stdout).toMatch(
      new RegExp(`${clientId}  Initech .*last token \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`),
    );
    expect(list.stdout).not.toContain(secret);
    expect(list.stdout).not.toMatch(/kazi_|argon2/);
  });

  it("rotates a secret: the new one works, the old one at once no longer does", async () => {
    const first = await idp.addEmployer("Umbrella Ltd");
    const run = await idp.employerCli(["rotate-secret", first.clientId]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("the old one no longer works");
    const second = printedCredentials(run.stdout);
    expect(second.clientId).toBe(first.clientId);
    expect(second.secret).not.toBe(first.secret);
    const old = await token(idp, first.clientId, first.secret);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe("invalid_client");
    expect((await token(idp, second.clientId, second.secret)).status).toBe(200);
  });

  it("removes a client: it gets no more tokens and leaves the list", async () => {
    const { clientId, secret } = await idp.addEmployer("Hooli");
    const run = await idp.employerCli(["remove", clientId]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Removed ${clientId} (Hooli)`);
    expect((await token(idp, clientId, secret)).status).toBe(401);
    expect((await idp.employerCli(["list"])).stdout).not.toContain(clientId);
    const again = await idp.employerCli(["remove", clientId]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("No employer client has this id");
  });

  it("refuses bad input with a clear message, and adds nothing", async () => {
    const before = (await idp.employerCli(["list"])).stdout;
    const cases: [string[], RegExp][] = [
      [["add"], /Name the company/],
      [["add", "   "], /Name the company/],
      [["add", "Acme", "Ltd"], /Put a company name with spaces in quotes/],
      [["add", "Acme Ltd", "--scopes", "jobs:moderate"], /Unknown scope 'jobs:moderate'/],
      [["add", "Acme Ltd", "--scopes"], /--scopes needs a value/],
      [["add", "x".repeat(201)], /longer than 200 characters/],
      [["add", "Acme\u0007Ltd"], /control characters/],
      [["promote", "Acme"], /Say what to do: add, list, rotate-secret, remove/],
      [["rotate-secret"], /Name the client by its id[^]*Usage: npm run employer/],
      [["list", "--all"], /Unknown option --all/],
    ];
    const runs = await Promise.all(cases.map(([args]) => idp.employerCli(args)));
    cases.forEach(([args, message], i) => {
      expect({ args, code: runs[i].code }).toEqual({ args, code: 2 });
      expect(runs[i].stderr).toMatch(message);
      expect(runs[i].stdout).toBe("");
    });
    expect((await idp.employerCli(["list"])).stdout).toBe(before);
  });

  it("refuses the administration endpoint without the data folder's secret, and bad forms with a 400", async () => {
    const post = (fields: Record<string, string>, secret: string) =>
      fetch(`${idp.issuer}/kazi/employers`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${secret}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post({ action: "list" }, "guessed")).status).toBe(401);
    const secret = (await fs.readFile(path.join(idp.dataDir, "identity-admin-secret"), "utf8")).trim();
    const bad = await post({ action: "add", company: "", scopes: "jobs:write" }, secret);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "invalid_request",
      error_description: expect.stringMatching(/company/),
    });
    expect((await post({ action: "add", company: "Acme", scopes: "admin" }, secret)).status).toBe(400);
    expect((await post({ action: "remove", client_id: "nobody" }, secret)).status).toBe(404);
  });

  it("offers client_credentials to registered clients only", async () => {
    const discovery = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery.grant_types_supported).toContain("client_credentials");
    // The web app's client may not use it, nor may an unknown one, nor the tests' employer.
    const web = await token(idp, WEB_CLIENT.id, WEB_CLIENT.secret);
    expect(web.status).toBe(400);
    expect(web.body.error_description).toBe("requested grant type is not allowed for this client");
    expect((await token(idp, "nobody-12345678", "kazi_nothing")).status).toBe(401);
    await expect(idp.employerToken()).rejects.toThrow(/employer token request failed \(401\)/);
  });
});

describe("npm run employer, with no provider running", () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-employers-"));
    port = await freePort();
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  /** The provider's own database (DATA_DIR/identity), opened while nothing else holds it. */
  async function storedHash(clientId: string): Promise<string | undefined> {
    const pglite = await PGlite.create(path.join(dataDir, "identity"));
    try {
      const db = await identityDbOnPglite(pglite);
      const [row] = await db.query<{ secret_hash: string }>(
        "SELECT secret_hash FROM identity_employer_clients WHERE client_id = $1",
        [clientId],
      );
      return row?.secret_hash;
    } finally {
      await pglite.close();
    }
  }

  const start = () => startTestIdentity({ server: "production", dataDir, port });

  it("writes into the database, keeps only a hash, and the provider serves the client once started", async () => {
    // A first start makes the provider's own database; then it is stopped.
    let idp = await start();
    await idp.close();
    const added = printedCredentials((await idp.employerCli(["add", "Stark Industries"])).stdout);

    const hash = await storedHash(added.clientId);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(added.secret);
    expect(await secretMatches(hash!, added.secret)).toBe(true);

    const rotated = printedCredentials((await idp.employerCli(["rotate-secret", added.clientId])).stdout);
    const newHash = await storedHash(added.clientId);
    expect(newHash).not.toBe(hash);
    expect(await secretMatches(newHash!, added.secret)).toBe(false);
    expect(await secretMatches(newHash!, rotated.secret)).toBe(true);

    idp = await start();
    try {
      expect((await token(idp, added.clientId, rotated.secret)).claims).toMatchObject({
        company: "Stark Industries",
      });
      expect((await token(idp, added.clientId, added.secret)).status).toBe(401);
      // The hash a stolen copy of the database holds is no secret.
      expect((await token(idp, added.clientId, newHash!)).status).toBe(401);
    } finally {
      await idp.close();
    }

    const removed = await idp.employerCli(["remove", added.clientId]);
    expect(removed.code).toBe(0);
    expect(await storedHash(added.clientId)).toBeUndefined();
  }, 120_000);
});
