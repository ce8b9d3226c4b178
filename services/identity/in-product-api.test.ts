import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { createAccountStore } from "./accounts";
import { openIdentityDb } from "./db";
import { pgliteStart } from "../pglite-template";
import { startIdentityOnPglite } from "./in-product-api";
import { loadSigningKeys } from "./keys";

let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-shared-"));
});

afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const kidsOf = async (issuer: string) => {
  const response = await fetch(`${issuer}/jwks`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);
};

test("the provider runs on an engine it shares, its tables beside the other service's", async () => {
  const engine = await PGlite.create(pgliteStart());
  await engine.exec("CREATE TABLE jobs (id int PRIMARY KEY)");
  const identity = await startIdentityOnPglite(engine, { dataDir, port: 0 });
  try {
    const discovery = await fetch(`${identity.url}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    const { rows } = await engine.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM identity_accounts WHERE email = 'demo@kazi.africa'",
    );
    expect(rows[0].n).toBe(1);
  } finally {
    await identity.close();
  }
  // The engine is the caller's: still open after the provider stopped.
  expect((await engine.query("SELECT count(*) FROM jobs")).rows).toHaveLength(1);
  await engine.close();
}, 60_000);

test("accounts, keys and sessions of the provider's own database move in once, so users stay signed in", async () => {
  const own = await openIdentityDb({ dataDir });
  const account = await createAccountStore(own).create({
    email: "amara@example.com",
    name: "Amara",
    password: "correct horse",
  });
  const [{ kid }] = (await loadSigningKeys(own)).keys;
  await own.query(
    "INSERT INTO identity_oidc_models (model, id, payload, expires_at) VALUES ('Session', 's1', '{\"a\":1}', now() + interval '1 day')",
  );
  await own.close();

  const engine = await PGlite.create(pgliteStart());
  const identity = await startIdentityOnPglite(engine, { dataDir, port: 0 });
  try {
    expect(await kidsOf(identity.url)).toEqual([kid]);
    const accounts = createAccountStore({
      query: async (sql, params) => (await engine.query(sql, params)).rows as never,
      close: async () => {},
    });
    expect(await accounts.authenticate("amara@example.com", "correct horse")).toMatchObject({
      id: account.id,
    });
    const sessions = await engine.query("SELECT payload FROM identity_oidc_models WHERE id = 's1'");
    expect(sessions.rows).toEqual([{ payload: { a: 1 } }]);
    const folders = await fs.readdir(dataDir);
    expect(folders).toContain("identity-moved-to-product-api");
    expect(folders).not.toContain("identity");
  } finally {
    await identity.close();
  }

  // The next start finds nothing to move and keeps what it has.
  const again = await startIdentityOnPglite(engine, { dataDir, port: 0 });
  try {
    expect(await kidsOf(again.url)).toEqual([kid]);
  } finally {
    await again.close();
  }

  // A provider run on its own database since (with DATABASE_URL, then without) left a second folder:
  // it is put beside the first, and the start goes on.
  await (await openIdentityDb({ dataDir })).close();
  const third = await startIdentityOnPglite(engine, { dataDir, port: 0 });
  try {
    const folders = await fs.readdir(dataDir);
    expect(folders).not.toContain("identity");
    expect(folders.filter((name) => name.startsWith("identity-moved-to-product-api"))).toHaveLength(2);
  } finally {
    await third.close();
    await engine.close();
  }
}, 120_000);
