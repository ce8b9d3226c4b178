import crypto from "node:crypto";
import type { IdentityDb } from "./db";

export interface SigningJwk extends crypto.JsonWebKey {
  kid: string;
  alg: "RS256";
  use: "sig";
}

/**
 * Returns the value stored under `name`, creating it on first use. Insert-then-read means that when
 * several processes start at once they all end up with the first writer's value.
 */
async function loadOrCreate<T>(db: IdentityDb, name: string, create: () => T): Promise<T> {
  const read = async () =>
    (await db.query<{ value: T }>("SELECT value FROM identity_keys WHERE name = $1", [name]))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query("INSERT INTO identity_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    name,
    JSON.stringify(create()),
  ]);
  return (await read()) as T;
}

function newSigningKey(): SigningJwk {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  return { ...jwk, kid: crypto.randomBytes(12).toString("base64url"), alg: "RS256", use: "sig" };
}

/** RS256 signing keys, persisted so tokens issued before a restart still verify after it. */
export async function loadSigningKeys(db: IdentityDb): Promise<{ keys: SigningJwk[] }> {
  return loadOrCreate(db, "jwks", () => ({ keys: [newSigningKey()] }));
}

/** Keys that sign the provider's cookies, persisted so sessions survive restarts. */
export async function loadCookieKeys(db: IdentityDb): Promise<string[]> {
  return loadOrCreate(db, "cookie-keys", () => [crypto.randomBytes(32).toString("base64url")]);
}

/** The key that signs email verification links, persisted so links sent before a restart still work. */
export async function loadEmailLinkKey(db: IdentityDb): Promise<string> {
  return loadOrCreate(db, "email-link-key", () => crypto.randomBytes(32).toString("base64url"));
}
