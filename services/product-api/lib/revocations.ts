import { createHash } from "node:crypto";
import { and, gt, inArray, lte, max, sql } from "drizzle-orm";
import Redis, { ReplyError } from "ioredis";
import type { Db } from "../db/client";
import { sessionRevocations } from "../db/schema";
import type { AuthUser } from "./auth";

// Logging out and deleting an account take effect at once: access tokens issued until then are
// refused by every instance, though they have not expired. Logging out ends the token's sign-in
// session (its sid; every session of the user when the provider names none), deleting the account
// every session. By time ("not before"), so a later sign-in works; the refresh tokens are the
// provider's to revoke. The database holds the list; with REDIS_URL it is copied to Redis, where
// every authenticated request looks, so checking costs no database round trip.

/** Longer than any provider's access tokens live (Auth0's default is a day; the embedded one's 15 min). */
const COVERED_SECONDS = 24 * 60 * 60;

type TokenHolder = Pick<AuthUser, "sub" | "session" | "issuedAt">;

export interface Revocations {
  /** Refuses, from now on, every access token issued to `sub` until now. */
  revokeUser(sub: string): Promise<void>;
  /** Refuses, from now on, the tokens of this token's session issued until now. */
  revokeSession(holder: TokenHolder): Promise<void>;
  /** The same for the sign-in whose sid this is: its grant was revoked at the identity provider. */
  revokeSignIn(sid: string): Promise<void>;
  /** True when the token was issued before its user or session was revoked. */
  isRevoked(holder: TokenHolder): Promise<boolean>;
  /** Closes the connection to Redis, if any (it reconnects forever otherwise, keeping a process up). */
  close(): void;
}

// Hashed: the list names no one, so a deleted account leaves nothing that identifies its user.
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");
const userKey = (sub: string) => hashed(`sub:${sub}`);
const signInKey = (sid: string) => hashed(`sid:${sid}`);
const keysOf = ({ sub, session }: TokenHolder) => [userKey(sub), ...(session ? [signInKey(session)] : [])];

/** A token without iat counts as issued before any revocation. */
const covers = (notBefore: number | undefined, issuedAt: number | undefined) =>
  notBefore !== undefined && (issuedAt === undefined || issuedAt <= notBefore);

/** isRevoked, read in the database itself (not in its copy in Redis). */
export async function isRevokedInDb(db: Db, holder: TokenHolder): Promise<boolean> {
  const [row] = await db
    .select({ notBefore: max(sessionRevocations.notBefore) })
    .from(sessionRevocations)
    .where(
      and(
        inArray(sessionRevocations.sessionKey, keysOf(holder)),
        gt(sessionRevocations.expiresAt, sql`now()`),
      ),
    );
  const notBefore = row?.notBefore ? Math.floor(new Date(row.notBefore).getTime() / 1000) : undefined;
  return covers(notBefore, holder.issuedAt);
}

export function createRevocations({ db, redisUrl }: { db: Db; redisUrl?: string }): Revocations {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1000 })
    : undefined;
  let logged = 0;
  const failed = (error: unknown) => {
    if (Date.now() - logged < 60_000) return;
    logged = Date.now();
    console.error(
      "revocations: redis unavailable, reading the database:",
      (error as Error)?.message ?? error,
    );
  };
  redis?.on("error", failed);
  // Redis answers for the list only while it cannot evict: an evicted entry would let its tokens
  // through while the "complete" marker stays. Checked on each (re)connection.
  let keepsEntries: Promise<boolean> | undefined;
  redis?.on("ready", () => (keepsEntries = undefined));
  const redisKeepsEntries = (redis: Redis) =>
    (keepsEntries ??= neverEvicts(redis).catch(() => {
      keepsEntries = undefined; // unreachable now: isRevoked falls back to the database, and asks again
      return true;
    }));
  const redisKey = (sessionKey: string) => `kazi:revoked:${sessionKey}`;
  // Set once Redis holds every entry in force: a Redis that restarted empty has lost them, and then
  // the database answers until they are copied again.
  const COMPLETE = "kazi:revoked:complete";

  async function copyToRedis(redis: Redis) {
    const rows = await db
      .select()
      .from(sessionRevocations)
      .where(gt(sessionRevocations.expiresAt, sql`now()`));
    const multi = redis.multi();
    for (const row of rows) {
      const ttl = Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000);
      if (ttl > 0) multi.set(redisKey(row.sessionKey), String(row.notBefore.getTime() / 1000), "EX", ttl);
    }
    await multi.set(COMPLETE, "1").exec();
  }

  async function revoke(sessionKey: string) {
    const notBefore = new Date(Math.floor(Date.now() / 1000) * 1000);
    const expiresAt = new Date(notBefore.getTime() + COVERED_SECONDS * 1000);
    await db.transaction(async (tx) => {
      await tx.delete(sessionRevocations).where(lte(sessionRevocations.expiresAt, sql`now()`));
      await tx
        .insert(sessionRevocations)
        .values({ sessionKey, notBefore, expiresAt })
        .onConflictDoUpdate({ target: sessionRevocations.sessionKey, set: { notBefore, expiresAt } });
    });
    // A copy Redis missed would let other instances accept the tokens: that failure is the caller's.
    await redis?.set(redisKey(sessionKey), String(notBefore.getTime() / 1000), "EX", COVERED_SECONDS);
  }

  return {
    close: () => redis?.disconnect(),
    revokeUser: (sub) => revoke(userKey(sub)),
    revokeSession: (holder) => revoke(keysOf(holder).at(-1)!),
    revokeSignIn: (sid) => revoke(signInKey(sid)),
    async isRevoked(holder) {
      if (redis && (await redisKeepsEntries(redis))) {
        try {
          const values = await redis.mget(...keysOf(holder).map(redisKey), COMPLETE);
          if (values.pop()) {
            const notBefore = Math.max(...values.map((v) => (v === null ? -Infinity : Number(v))));
            return covers(Number.isFinite(notBefore) ? notBefore : undefined, holder.issuedAt);
          }
          await copyToRedis(redis);
        } catch (error) {
          failed(error);
        }
      }
      return isRevokedInDb(db, holder);
    },
  };
}

let warnedPolicy = false;
/**
 * True when Redis keeps every key until it expires: no memory limit, or `noeviction`. A Redis that
 * refuses CONFIG (managed services rename it) is trusted, with a warning, as the README asks.
 */
async function neverEvicts(redis: Redis): Promise<boolean> {
  const warn = (message: string) => {
    if (!warnedPolicy) console.warn(`revocations: ${message}`);
    warnedPolicy = true;
  };
  try {
    const [, limit] = (await redis.config("GET", "maxmemory")) as string[];
    const [, policy] = (await redis.config("GET", "maxmemory-policy")) as string[];
    if (limit === "0" || policy === "noeviction") return true;
    warn(`Redis may evict keys (maxmemory-policy ${policy}): the list is read from the database.`);
    return false;
  } catch (error) {
    if (!(error instanceof ReplyError)) throw error;
    warn("could not read Redis's maxmemory-policy: it must be noeviction.");
    return true;
  }
}
