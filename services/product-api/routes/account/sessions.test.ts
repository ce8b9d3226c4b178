import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Redis from "ioredis";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { startTestRedis, type TestRedis } from "../../../rate-limit/testing";
import { createApiApp } from "../../app";
import { users } from "../../db/schema";
import { SESSION_ENDED_TYPE } from "../../lib/session-ended";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { insertTestJob } from "../../testing/fixtures";

// Logging out and deleting the account take effect at once: the access tokens issued until then
// are refused by every API instance, though they have not expired.

let identity: TestIdentity;
let redis: TestRedis;

beforeAll(async () => {
  [identity, redis] = await Promise.all([startTestIdentity({ audience: TEST_AUDIENCE }), startTestRedis()]);
}, 90_000);
afterAll(() => Promise.all([identity?.close(), redis?.stop()]));

async function newSeeker(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  return { ...(await identity.seekerToken({ name, email })), email };
}

const sidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()).sid;
/** The Redis key of a token's session in the revocation list. */
const revokedKey = (jwt: string) =>
  `kazi:revoked:${createHash("sha256")
    .update(`sid:${sidOf(jwt)}`)
    .digest("base64url")}`;

/** Token iat is in whole seconds: a token issued after a revocation must come a second later. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe.each(testDatabases)("ending sessions on %s", (_name, kind) => {
  let api: TestApi;
  const auth = () => ({ issuer: identity.issuer, audience: TEST_AUDIENCE });
  const db = () => api.handle.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: auth() });
  }, 60_000);
  afterAll(() => api?.close());

  // Closed after each test: their Redis connections would otherwise keep Jest from exiting.
  const instances: { close(): Promise<void> }[] = [];
  afterEach(() => Promise.all(instances.splice(0).map((app) => app.close())));

  /** Another API process on the same database (and Redis, when given). */
  function instance(redisUrl?: string) {
    const app = createApiApp({ db: db(), auth: auth(), storage: api.storage, redisUrl });
    instances.push(app);
    return (path: string, token: string, init: RequestInit = {}) =>
      app.fetch(
        new Request(`http://product-api.test${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
  }

  it("after account deletion the old access token is refused and re-creates nobody", async () => {
    const job = await insertTestJob(db(), { title: "Night Porter" });
    const { accessToken, sub } = await newSeeker("Deleted");
    expect((await api.request("/api/v1/users/me", { token: accessToken })).status).toBe(200);

    expect((await api.request("/api/v1/users/me", { token: accessToken, method: "DELETE" })).status).toBe(
      204,
    );
    const me = await api.request("/api/v1/users/me", { token: accessToken });
    expect(me.status).toBe(401);
    // Said so, so that the web app ends the session rather than renew the token (a later one would pass).
    expect(await me.json()).toMatchObject({ type: SESSION_ENDED_TYPE });
    const forged = await api.request("/api/v1/users/me", { token: `${accessToken}x` });
    expect(forged.status).toBe(401);
    expect((await forged.json()).type).toBeUndefined();
    const save = await api.request(`/api/v1/jobs/${job.id}/save`, { token: accessToken, method: "POST" });
    expect(save.status).toBe(401);
    expect(await db().select().from(users).where(eq(users.id, sub))).toEqual([]);
  });

  it("logging out refuses that session's tokens on every instance; other sessions and a later sign-in work", async () => {
    const seeker = await newSeeker("Leaving");
    const elsewhere = await identity.seekerToken({ email: seeker.email }); // another browser
    const other = instance();
    expect((await other("/api/v1/users/me", seeker.accessToken)).status).toBe(200);

    const out = await api.request("/api/v1/users/me/sessions", {
      token: seeker.accessToken,
      method: "DELETE",
    });
    expect(out.status).toBe(204);
    expect((await other("/api/v1/users/me", seeker.accessToken)).status).toBe(401);
    expect((await api.request("/api/v1/users/me", { token: seeker.accessToken })).status).toBe(401);
    expect((await other("/api/v1/users/me", elsewhere.accessToken)).status).toBe(200);

    await nextSecond();
    const again = await identity.seekerToken({ email: seeker.email });
    expect(again.sub).toBe(seeker.sub);
    expect((await other("/api/v1/users/me", again.accessToken)).status).toBe(200);
  });

  it("GET /users/me/session: 204 while the session is on, the session-ended 401 on every instance once it has ended", async () => {
    const seeker = await newSeeker("Asking");
    const other = instance();
    expect((await other("/api/v1/users/me/session", seeker.accessToken)).status).toBe(204);
    expect(
      (await api.request("/api/v1/users/me/sessions", { token: seeker.accessToken, method: "DELETE" }))
        .status,
    ).toBe(204);
    const ended = await other("/api/v1/users/me/session", seeker.accessToken);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ type: SESSION_ENDED_TYPE });
    const forged = await other("/api/v1/users/me/session", `${seeker.accessToken}x`);
    expect(forged.status).toBe(401);
    expect((await forged.json()).type).toBeUndefined();
  });

  it("through Redis (REDIS_URL), instances agree as well", async () => {
    const seeker = await newSeeker("Redis");
    const [first, second] = [instance(redis.url), instance(redis.url)];
    expect((await second("/api/v1/users/me", seeker.accessToken)).status).toBe(200);

    expect((await first("/api/v1/users/me/sessions", seeker.accessToken, { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await second("/api/v1/users/me", seeker.accessToken)).status).toBe(401);
    expect((await first("/api/v1/users/me", seeker.accessToken)).status).toBe(401);

    const client = new Redis(redis.url);
    try {
      const key = revokedKey(seeker.accessToken);
      expect(await client.get(key)).toMatch(/^\d+$/);
      // A Redis that restarted empty: the database still answers, and the entries are copied back.
      await client.flushall();
      expect((await second("/api/v1/users/me", seeker.accessToken)).status).toBe(401);
      expect(await client.get(key)).toMatch(/^\d+$/);
    } finally {
      client.disconnect();
    }
  });

  it("a Redis that may evict keys is not trusted with the list: the database answers", async () => {
    const evicting = await startTestRedis({
      args: ["--maxmemory", "64mb", "--maxmemory-policy", "allkeys-lru"],
    });
    const client = new Redis(evicting.url);
    try {
      const seeker = await newSeeker("Evicting");
      const [first, second] = [instance(evicting.url), instance(evicting.url)];
      expect((await second("/api/v1/users/me", seeker.accessToken)).status).toBe(200);
      expect(
        (await first("/api/v1/users/me/sessions", seeker.accessToken, { method: "DELETE" })).status,
      ).toBe(204);
      // The entry evicted under memory pressure, the "complete" marker kept: Redis alone would let
      // the token through.
      await client.del(revokedKey(seeker.accessToken));
      await client.set("kazi:revoked:complete", "1");
      expect((await second("/api/v1/users/me", seeker.accessToken)).status).toBe(401);
    } finally {
      client.disconnect();
      await Promise.all(instances.splice(0).map((app) => app.close()));
      await evicting.stop();
    }
  });
});
