import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createAccountStore, DEMO_ACCOUNT, DuplicateEmailError } from "./accounts";
import { createAdapterClass } from "./adapter";
import { openIdentityDb, type IdentityDb } from "./db";
import { loadSigningKeys } from "./keys";

let dataDir: string;
let db: IdentityDb;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-identity-unit-"));
  db = await openIdentityDb({ dataDir });
}, 60_000);

afterAll(async () => {
  await db?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

test("passwords are stored as Argon2id hashes and emails lowercased", async () => {
  const accounts = createAccountStore(db);
  const account = await accounts.create({
    email: " Zuri@Example.COM ",
    name: " Zuri Njoroge ",
    password: "correct horse",
  });
  expect(account).toMatchObject({ email: "zuri@example.com", name: "Zuri Njoroge" });
  const [row] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM identity_accounts WHERE id = $1",
    [account.id],
  );
  expect(row.password_hash).toMatch(/^\$argon2id\$/);
  expect(await accounts.authenticate("ZURI@example.com", "correct horse")).toEqual(account);
  expect(await accounts.authenticate("zuri@example.com", "wrong horse")).toBeUndefined();
  await expect(
    accounts.create({ email: "zuri@example.com", name: "Other", password: "whatever1" }),
  ).rejects.toBeInstanceOf(DuplicateEmailError);
});

test("seeding the demo account twice keeps one account", async () => {
  const accounts = createAccountStore(db);
  await accounts.seedDemo();
  await accounts.seedDemo();
  const rows = await db.query("SELECT id FROM identity_accounts WHERE email = $1", [DEMO_ACCOUNT.email]);
  expect(rows).toHaveLength(1);
  expect(await accounts.authenticate(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).toMatchObject({
    name: "Amara Okafor",
  });
});

test("signing keys and stored sessions survive reopening the database", async () => {
  const Adapter = createAdapterClass(db);
  const keys = await loadSigningKeys(db);
  await new Adapter("Session").upsert("s1", { uid: "u1", accountId: "a1" }, 60);
  await new Adapter("RefreshToken").upsert("r1", { grantId: "g1" }, 60);
  await new Adapter("AccessToken").upsert("gone", { grantId: "g2" }, -1);
  await db.close();

  db = await openIdentityDb({ dataDir });
  const Reopened = createAdapterClass(db);
  expect(await loadSigningKeys(db)).toEqual(keys);
  expect(keys.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", d: expect.any(String) });
  expect(await new Reopened("Session").findByUid("u1")).toMatchObject({ accountId: "a1" });
  expect(await new Reopened("AccessToken").find("gone")).toBeUndefined();

  const refresh = new Reopened("RefreshToken");
  await refresh.consume("r1");
  expect(await refresh.find("r1")).toMatchObject({ grantId: "g1", consumed: expect.any(Number) });
  await refresh.revokeByGrantId("g1");
  expect(await refresh.find("r1")).toBeUndefined();
});
