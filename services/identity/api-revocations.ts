import type { Revocations } from "../product-api/lib/revocations";
import type { IdentityConfig } from "./config";

// The product API checks JWT access tokens without asking the provider, so a grant revoked here (a
// log-out, a reused refresh token, RFC 7009 revocation) must reach its revocation list, where every
// API instance looks (product-api/lib/revocations.ts): then its access tokens are refused at once
// rather than for up to 15 minutes. The access tokens' sid is the grant's id (provider.ts).

export interface GrantRevocations {
  revokeSignIn(sid: string): Promise<void>;
  /** Every token of this subject issued until now: an employer client's (its sub is its client id). */
  revokeUser(sub: string): Promise<void>;
  close(): void | Promise<void>;
}

/**
 * The list in the database the product API shares with a provider run on its own (PostgreSQL,
 * DATABASE_URL, and its copy in Redis with REDIS_URL). A provider with a database of its own (PGlite
 * outside the product API) has none to reach. Inside the product API, that process's list is given.
 */
export async function sharedRevocations(config: IdentityConfig): Promise<GrantRevocations | undefined> {
  if (!config.databaseUrl) return undefined;
  const [{ createDb }, { createRevocations }] = await Promise.all([
    import("../product-api/db/client"),
    import("../product-api/lib/revocations"),
  ]);
  const database = await createDb({ databaseUrl: config.databaseUrl, poolSize: 2 });
  const revocations: Revocations = createRevocations({ db: database.db, redisUrl: config.redisUrl });
  return {
    revokeSignIn: revocations.revokeSignIn,
    revokeUser: revocations.revokeUser,
    async close() {
      revocations.close();
      await database.close();
    },
  };
}
