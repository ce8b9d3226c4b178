import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import Redis from "ioredis";
import { createLocalTokenMemory, REMEMBER_SECONDS, type TokenMemory } from "./token-memory";
import type { RememberedTokens, TokenSet } from "./token-refresh";

// Renewed tokens shared by every web instance, so a refresh token rotated on one instance and then
// presented (in an old cookie) to another is not spent twice. Redis holds neither token in a usable
// form: the key is a hash of the old refresh token and the value is encrypted with a key derived
// from it, which only a holder of that cookie has. Any Redis failure falls back to this process's
// memory, as without REDIS_URL; no request fails or waits long because of Redis.

/** The lock outlives the provider call's own 10 s timeout (oidc.ts), so it is released, not lapsed. */
const LOCK_MS = 12_000;
const POLL_MS = 100;

const lookupKey = (refreshToken: string) =>
  createHash("sha256").update(`kazi token memory\0${refreshToken}`).digest("base64url");

const sealingKey = (refreshToken: string) =>
  Buffer.from(hkdfSync("sha256", refreshToken, "kazi token memory", "aes-256-gcm", 32));

function seal(refreshToken: string, id: string, tokens: RememberedTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(refreshToken), iv).setAAD(Buffer.from(id));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function open(refreshToken: string, id: string, value: string): RememberedTokens | undefined {
  try {
    const bytes = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(refreshToken), bytes.subarray(0, 12))
      .setAAD(Buffer.from(id))
      .setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8"),
    );
  } catch {
    return undefined;
  }
}

// Deletes the lock only while it is still ours.
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function createRedisTokenMemory(
  url: string,
  {
    prefix = "kazi:tokens:",
    local = createLocalTokenMemory(),
  }: { prefix?: string; local?: TokenMemory } = {},
): TokenMemory & { close(): Promise<void> } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let logged = 0;
  const failed = (error: unknown) => {
    if (Date.now() - logged < 60_000) return;
    logged = Date.now();
    console.error(
      "token memory: redis unavailable, using this instance's memory:",
      (error as Error)?.message ?? error,
    );
  };
  redis.on("error", failed);

  async function shared(refreshToken: string): Promise<RememberedTokens | undefined> {
    const id = lookupKey(refreshToken);
    const value = await redis.get(`${prefix}${id}`);
    return value ? open(refreshToken, id, value) : undefined;
  }

  async function share(refreshToken: string, tokens: RememberedTokens) {
    const id = lookupKey(refreshToken);
    await redis.set(`${prefix}${id}`, seal(refreshToken, id, tokens), "EX", REMEMBER_SECONDS);
  }

  const renewedSince = (tokens: RememberedTokens | undefined, held: string) =>
    tokens && tokens.accessToken !== held ? tokens : undefined;

  /** Another instance holds the lock: its result, once stored, or undefined if it gave up. */
  async function waitForOther(refreshToken: string, held: string, lock: string) {
    const deadline = Date.now() + LOCK_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const done = renewedSince(await shared(refreshToken), held);
      if (done) return done;
      if (!(await redis.exists(lock))) return renewedSince(await shared(refreshToken), held);
    }
    return undefined;
  }

  async function acrossInstances(refreshToken: string, held: string, refresh: () => Promise<TokenSet>) {
    const lock = `${prefix}lock:${lookupKey(refreshToken)}`;
    const owner = randomUUID();
    let locked: boolean;
    try {
      locked = (await redis.set(lock, owner, "PX", LOCK_MS, "NX")) === "OK";
      if (!locked) {
        const done = await waitForOther(refreshToken, held, lock);
        if (done) return done;
        locked = (await redis.set(lock, owner, "PX", LOCK_MS, "NX")) === "OK";
      }
      // Checked again under the lock: the other instance may have finished just before we took it.
      const done = renewedSince(await shared(refreshToken), held);
      if (done) return done;
    } catch (error) {
      failed(error);
      return refresh();
    }
    try {
      const renewed = await refresh();
      // Stored before the lock is released, so an instance waiting for it finds it.
      await share(refreshToken, renewed).catch(failed);
      return renewed;
    } finally {
      if (locked) await redis.eval(RELEASE, 1, lock, owner).catch(failed);
    }
  }

  return {
    async recall(refreshToken) {
      const here = await local.recall(refreshToken);
      if (here) return here;
      try {
        return await shared(refreshToken);
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async remember(refreshToken, tokens) {
      await local.remember(refreshToken, tokens);
      await share(refreshToken, tokens).catch(failed);
    },
    exclusive(refreshToken, held, refresh) {
      return local.exclusive(refreshToken, held, () => acrossInstances(refreshToken, held, refresh));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
