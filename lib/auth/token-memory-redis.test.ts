import Redis from "ioredis";
import { startTestRedis, type TestRedis } from "@/services/rate-limit/testing";
import { createRedisTokenMemory } from "./token-memory-redis";
import { createTokenRefresher, RefreshError, REUSE_GRACE_SECONDS, type TokenSet } from "./token-refresh";

// Two web instances = two refreshers, each with its own connection to one real redis-server, in
// front of a provider that rotates refresh tokens and refuses one spent twice (as oidc-provider does
// with rotation on).

function rotatingProvider(delayMs = 0) {
  const spent = new Set<string>();
  let issued = 1;
  const calls: string[] = [];
  const refresh = async (refreshToken: string): Promise<TokenSet> => {
    calls.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (spent.has(refreshToken)) throw new RefreshError("Refresh refused: invalid_grant", true);
    spent.add(refreshToken);
    issued += 1;
    return {
      accessToken: `at-${issued}`,
      refreshToken: `rt-${issued}`,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    };
  };
  return { refresh, calls };
}

const expiring = (): TokenSet => ({
  accessToken: "at-1",
  refreshToken: "rt-1",
  expiresAt: Math.floor(Date.now() / 1000) + 10,
  idToken: "id-1",
});

let redis: TestRedis;
const memories: ReturnType<typeof createRedisTokenMemory>[] = [];

function instance(provider: ReturnType<typeof rotatingProvider>) {
  const memory = createRedisTokenMemory(redis.url);
  memories.push(memory);
  return createTokenRefresher(provider.refresh, undefined, memory);
}

/**
 * Each memory connects on creation, and a command before its connection is ready fails (no offline
 * queue: the memory falls back to this instance's). Waits until redis-server has answered every
 * memory's ready check (an INFO, its last command in CLIENT LIST): a fixed 150 ms was too short on a
 * busy machine (the fresh clone's npm test, where both instances then called the provider).
 */
async function connected() {
  const probe = new Redis(redis.url);
  try {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const clients = String(await probe.client("LIST"))
        .trim()
        .split("\n");
      if (clients.filter((client) => / cmd=info /.test(client)).length >= memories.length) {
        // The INFO's answer, on its way to the memory, lands before any command a test sends next.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the token memories did not connect to redis in 10 s");
  } finally {
    probe.disconnect();
  }
}

beforeEach(async () => {
  redis = await startTestRedis();
});

afterEach(async () => {
  await Promise.all(memories.splice(0).map((memory) => memory.close()));
  await redis.stop();
});

test("a refresh token rotated on one instance is not spent again when its old cookie reaches another", async () => {
  const provider = rotatingProvider();
  const a = instance(provider);
  const b = instance(provider);
  await connected();

  const renewed = await a.fresh(expiring());
  expect(renewed).toMatchObject({ accessToken: "at-2", refreshToken: "rt-2", idToken: "id-1" });
  await expect(b.fresh(expiring())).resolves.toMatchObject({ accessToken: "at-2", refreshToken: "rt-2" });
  expect(provider.calls).toEqual(["rt-1"]);
});

test("two instances renewing the same token at once call the provider once and get the same tokens", async () => {
  const provider = rotatingProvider(300);
  const a = instance(provider);
  const b = instance(provider);
  await connected();

  const [fromA, fromB] = await Promise.all([a.fresh(expiring()), b.fresh(expiring())]);
  expect(provider.calls).toEqual(["rt-1"]);
  expect(fromA.accessToken).toBe("at-2");
  expect(fromB.accessToken).toBe("at-2");
  expect(fromB.refreshToken).toBe("rt-2");
});

test("a forced renewal after a 401 on another instance still renews once", async () => {
  const provider = rotatingProvider(100);
  const a = instance(provider);
  const b = instance(provider);
  await connected();
  const valid = { ...expiring(), expiresAt: Math.floor(Date.now() / 1000) + 3600 };

  const [fromA, fromB] = await Promise.all([
    a.fresh(valid, { force: true, rejected: "at-1" }),
    b.fresh(valid, { force: true, rejected: "at-1" }),
  ]);
  expect(provider.calls).toEqual(["rt-1"]);
  expect([fromA.accessToken, fromB.accessToken]).toEqual(["at-2", "at-2"]);
});

test("Redis holds no usable token: keys are hashes, values are sealed with the old refresh token", async () => {
  const provider = rotatingProvider();
  const a = instance(provider);
  await connected();
  await a.fresh(expiring());

  const raw = new Redis(redis.url);
  const keys = await raw.keys("*");
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(key).not.toContain("rt-1");
    const value = (await raw.get(key)) ?? "";
    for (const secret of ["at-2", "rt-2", "id-1"]) expect(value).not.toContain(secret);
    const ttl = await raw.ttl(key);
    expect(ttl).toBeGreaterThan(11 * 3600);
    expect(ttl).toBeLessThanOrEqual(12 * 3600);
  }
  raw.disconnect();
});

test("with Redis stopped each instance renews on its own, without failing or waiting; sharing resumes when it returns", async () => {
  const provider = rotatingProvider();
  const a = instance(provider);
  const b = instance(provider);
  await connected();
  const port = Number(new URL(redis.url).port);
  await redis.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));

  const started = performance.now();
  await expect(a.fresh(expiring())).resolves.toMatchObject({ accessToken: "at-2" });
  // No command waited out its 500 ms timeout: with the offline queue off they fail at once.
  expect(performance.now() - started).toBeLessThan(500);
  // As without REDIS_URL: B knows nothing of A's renewal, so the provider refuses the spent token.
  await expect(b.fresh(expiring())).rejects.toThrow("invalid_grant");

  redis = await startTestRedis({ port });
  // Once both have reconnected, a token renewed on A is recalled on B again.
  const deadline = Date.now() + 6000;
  for (let n = 1; ; n++) {
    const token = { accessToken: `at-x${n}`, refreshToken: `rt-x${n}`, expiresAt: 0 };
    const renewed = await a.fresh(token);
    const onB = await b.fresh(token).catch(() => undefined);
    if (onB) {
      expect(onB.accessToken).toBe(renewed.accessToken);
      expect(provider.calls.filter((spent) => spent === token.refreshToken)).toHaveLength(1);
      break;
    }
    if (Date.now() > deadline) throw new Error("B never recalled A's renewal after Redis came back");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test("a spent refresh token brought to another instance after the grace ends its family there, not before", async () => {
  const provider = rotatingProvider();
  let now = Math.floor(Date.now() / 1000);
  const ended: [string, TokenSet][] = [];
  const on = () => {
    const memory = createRedisTokenMemory(redis.url);
    memories.push(memory);
    return createTokenRefresher(
      provider.refresh,
      () => now,
      memory,
      async (spent, newest) => {
        ended.push([spent, newest]);
      },
    );
  };
  const [a, b] = [on(), on()];
  await connected();
  const copied = { ...expiring(), expiresAt: now + 10 };
  const owner = await a.fresh(copied);

  now += REUSE_GRACE_SECONDS - 5;
  await expect(b.fresh(copied)).resolves.toMatchObject({ accessToken: owner.accessToken });
  expect(ended).toEqual([]);

  now += 10;
  await expect(b.fresh(copied)).rejects.toMatchObject({ name: "RefreshError", permanent: true });
  expect(ended).toEqual([["rt-1", expect.objectContaining({ refreshToken: owner.refreshToken })]]);
  expect(provider.calls).toEqual(["rt-1"]);
});
