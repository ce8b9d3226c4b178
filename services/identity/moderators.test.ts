import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { startTestDatabase } from "../product-api/testing/postgres";
import { createAccountStore } from "./accounts";
import { openIdentityDb } from "./db";
import { withTestIdentity } from "./testing";

const AUDIENCE = "http://localhost:3000/api/v1";
const { idp } = withTestIdentity({ audience: AUDIENCE });

async function permissionsOf(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${idp().issuer}/jwks`));
  const { payload } = await jwtVerify(token, jwks, { issuer: idp().issuer, audience: AUDIENCE });
  return payload.permissions;
}

/** `npm run moderator -- …` against the running test provider (its port and data folder). */
function moderatorCommand(...args: string[]) {
  return runCommand(args, {
    DATA_DIR: idp().dataDir,
    IDENTITY_PORT: new URL(idp().issuer).port,
    IDENTITY_ISSUER: idp().issuer,
  });
}

/** The command with these settings (DATABASE_URL: that PostgreSQL database). */
function runCommand(args: string[], settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  delete env.AUTH_ISSUER;
  delete env.NODE_OPTIONS;
  return promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "services/identity/moderator-cli.ts", ...args],
    {
      env,
    },
  ).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

test("a seeker's token has no permissions; after `moderator grant` it carries jobs:moderate, after revoke not", async () => {
  const email = "mod-cli@example.com";
  const before = await idp().seekerToken({ email });
  expect(await permissionsOf(before.accessToken)).toBeUndefined();

  const granted = await moderatorCommand("grant", "Mod-CLI@Example.com");
  expect(granted).toMatchObject({
    code: 0,
    out: expect.stringContaining("mod-cli@example.com is a moderator"),
  });
  const moderator = await idp().seekerToken({ email });
  expect(moderator.sub).toBe(before.sub);
  expect(await permissionsOf(moderator.accessToken)).toEqual(["jobs:moderate"]);

  expect((await moderatorCommand("revoke", email)).code).toBe(0);
  expect(await permissionsOf((await idp().seekerToken({ email })).accessToken)).toBeUndefined();
}, 60_000);

test("an unknown address and a wrong command are refused with a clear message", async () => {
  const unknown = await moderatorCommand("grant", "nobody@example.com");
  expect(unknown.code).toBe(1);
  expect(unknown.out).toContain("No account has the address nobody@example.com");
  const wrong = await moderatorCommand("promote", "demo@kazi.africa");
  expect(wrong.code).toBe(2);
  expect(wrong.out).toContain("Usage: npm run moderator -- grant|revoke <email>");
}, 60_000);

test("the provider's role endpoint wants the data folder's secret", async () => {
  const res = await fetch(`${idp().issuer}/kazi/moderators`, {
    method: "POST",
    headers: { authorization: "Bearer guess", "content-type": "application/x-www-form-urlencoded" },
    body: "email=demo%40kazi.africa&action=grant",
  });
  expect(res.status).toBe(401);
  expect((await fetch(`${idp().issuer}/kazi/moderators`)).status).toBe(405);
  expect((await idp().setModerator("demo@kazi.africa", true)).status).toBe(200);
  expect((await idp().setModerator("demo@kazi.africa", false)).status).toBe(200);
});

test("with DATABASE_URL the command changes the account in PostgreSQL, where the provider keeps it", async () => {
  const server = await startTestDatabase();
  const db = await openIdentityDb({ databaseUrl: server.url, dataDir: idp().dataDir });
  try {
    const accounts = createAccountStore(db);
    await accounts.create({ email: "pg-moderator@example.com", name: "Zawadi", password: "correct horse" });
    const granted = await runCommand(["grant", "pg-moderator@example.com"], {
      DATABASE_URL: server.url,
      DATA_DIR: idp().dataDir,
    });
    expect(granted).toMatchObject({ code: 0, out: expect.stringContaining("is a moderator") });
    expect(await accounts.findByEmail("pg-moderator@example.com")).toMatchObject({ moderator: true });
    expect(
      (await runCommand(["revoke", "pg-moderator@example.com"], { DATABASE_URL: server.url })).code,
    ).toBe(0);
    expect(await accounts.findByEmail("pg-moderator@example.com")).toMatchObject({ moderator: false });
  } finally {
    await db.close();
    await server.stop();
  }
}, 60_000);
