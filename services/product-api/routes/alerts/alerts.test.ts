import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { MAX_ALERTS } from "../../lib/limits";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { DEFAULT_ALERTS_SECRET } from "./alert-settings";
import type { ApiAlert } from "./alerts.schemas";
import { unsubscribeToken } from "./unsubscribe-token";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;
let unverified: Seeker;
let moderatorToken: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame, unverified, moderatorToken] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
    identity.seekerToken({ name: "Zawadi Otieno", verified: false }),
    identity.employerToken("jobs:write jobs:moderate"),
  ]);
}, 90_000);
afterAll(() => identity?.close());

describe.each(testDatabases)("job alerts API on %s", (_name, kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  }, 60_000);
  afterAll(() => api?.close());

  const create = (token: string | undefined, body: unknown) =>
    api.request("/api/v1/alerts", { ...jsonBody(body), token });
  const list = async (token: string) => {
    const res = await api.request("/api/v1/alerts", { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { alerts: ApiAlert[] }).alerts;
  };
  const patch = (token: string, id: number, body: unknown) =>
    api.request(`/api/v1/alerts/${id}`, { ...jsonBody(body), method: "PATCH", token });
  const remove = (token: string, id: number) =>
    api.request(`/api/v1/alerts/${id}`, { method: "DELETE", token });

  it("creates an alert from a search, normalised, and the same search again is the same alert", async () => {
    const res = await create(amina.accessToken, {
      searchQuery: "  Data   Analyst ",
      country: ["ke"],
      jobType: ["full-time", "Internship"],
      remoteOption: ["Remote"],
      frequency: "weekly",
    });
    expect(res.status).toBe(201);
    const alert = (await res.json()) as ApiAlert;
    expect(alert).toMatchObject({
      searchQuery: "data analyst",
      country: ["KE"],
      jobType: ["Full-time", "Internship"],
      remoteOption: ["remote"],
      city: [],
      minSalary: null,
      verified: false,
      frequency: "weekly",
      paused: false,
      lastDigestAt: null,
    });
    const again = await create(amina.accessToken, {
      searchQuery: "data analyst",
      jobType: ["Internship", "Full-time"],
      remoteOption: ["remote"],
      country: ["KE"],
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ApiAlert).id).toBe(alert.id);
    expect((await list(amina.accessToken)).map((a) => a.id)).toEqual([alert.id]);
  });

  it("refuses guests, unverified addresses, empty searches and bad values with clear messages", async () => {
    expect((await create(undefined, { searchQuery: "nurse" })).status).toBe(401);

    const unverifiedRes = await create(unverified.accessToken, { searchQuery: "nurse" });
    expect(unverifiedRes.status).toBe(403);
    expect((await unverifiedRes.json()).detail).toMatch(
      /Verify your email address before creating job alerts/,
    );

    const empty = await create(amina.accessToken, { searchQuery: "   " });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail).toMatch(/Search for something or choose a filter/);

    const bad = await create(amina.accessToken, {
      searchQuery: "nurse",
      frequency: "hourly",
      jobType: ["Nap"],
    });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(["frequency", "jobType.0"]);

    const nul = await create(amina.accessToken, { searchQuery: "nurse\u0000" });
    expect(nul.status).toBe(422);
  });

  it("pauses, resumes, changes the frequency of and deletes the seeker's own alert", async () => {
    const created = (await (
      await create(kwame.accessToken, { searchQuery: "welder", city: ["Accra"] })
    ).json()) as ApiAlert;
    expect(created.frequency).toBe("daily");

    const paused = await patch(kwame.accessToken, created.id, { paused: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id: created.id, paused: true, frequency: "daily" });
    const before = Date.now() - 5000;
    const weekly = await patch(kwame.accessToken, created.id, { frequency: "weekly", paused: false });
    const resumed = (await weekly.json()) as ApiAlert;
    expect(resumed).toMatchObject({ paused: false, frequency: "weekly" });
    // Resuming starts afresh: what appeared while it was paused is not mailed.
    expect(Date.parse(resumed.lastDigestAt!)).toBeGreaterThan(before);
    const again = (await (await patch(kwame.accessToken, created.id, { paused: false })).json()) as ApiAlert;
    expect(again.lastDigestAt).toBe(resumed.lastDigestAt);
    expect((await patch(kwame.accessToken, created.id, {})).status).toBe(422);
    expect((await patch(kwame.accessToken, created.id, { frequency: "monthly" })).status).toBe(422);

    expect((await remove(kwame.accessToken, created.id)).status).toBe(204);
    expect((await remove(kwame.accessToken, created.id)).status).toBe(404);
    expect(await list(kwame.accessToken)).toEqual([]);
  });

  it("refuses another seeker's alert: not listed, not changed, not deleted", async () => {
    const mine = (await (await create(amina.accessToken, { searchQuery: "midwife" })).json()) as ApiAlert;
    expect((await list(kwame.accessToken)).map((a) => a.id)).not.toContain(mine.id);
    const change = await patch(kwame.accessToken, mine.id, { paused: true });
    expect(change.status).toBe(404);
    expect((await change.json()).title).toBe("Alert not found");
    expect((await remove(kwame.accessToken, mine.id)).status).toBe(404);
    const still = (await list(amina.accessToken)).find((a) => a.id === mine.id);
    expect(still).toMatchObject({ paused: false });
    expect(
      (await api.request("/api/v1/alerts/0", { method: "DELETE", token: amina.accessToken })).status,
    ).toBe(400);
  });

  it(`keeps at most ${MAX_ALERTS} alerts per seeker`, async () => {
    const seeker = await identity.seekerToken({ name: "Many Alerts" });
    const results = await Promise.all(
      Array.from({ length: MAX_ALERTS + 3 }, (_, i) =>
        create(seeker.accessToken, { searchQuery: `role ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ALERTS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const refused = results.find((r) => r.status === 409)!;
    expect((await refused.json()).detail).toBe(
      `You can keep at most ${MAX_ALERTS} job alerts. Delete one to add another.`,
    );
    expect(await list(seeker.accessToken)).toHaveLength(MAX_ALERTS);
  });

  it("unsubscribes with the signed token of the mail, without signing in; a forged token is refused", async () => {
    const alert = (await (await create(amina.accessToken, { searchQuery: "pharmacist" })).json()) as ApiAlert;
    const unsubscribe = (token: string) => api.request("/api/v1/alerts/unsubscribe", jsonBody({ token }));

    const forged = await unsubscribe(unsubscribeToken("not-the-secret-of-this-api-0123456789", alert.id));
    expect(forged.status).toBe(400);
    expect((await forged.json()).detail).toMatch(/This unsubscribe link is not valid/);
    const otherAlert = unsubscribeToken(DEFAULT_ALERTS_SECRET, alert.id + 1).replace(
      /^\d+/,
      String(alert.id),
    );
    expect((await unsubscribe(otherAlert)).status).toBe(400);
    expect((await unsubscribe("garbage")).status).toBe(400);
    expect((await list(amina.accessToken)).map((a) => a.id)).toContain(alert.id);

    const res = await unsubscribe(unsubscribeToken(DEFAULT_ALERTS_SECRET, alert.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, alertId: alert.id });
    expect((await list(amina.accessToken)).map((a) => a.id)).not.toContain(alert.id);
    // A second click on the same link still says it worked.
    expect((await unsubscribe(unsubscribeToken(DEFAULT_ALERTS_SECRET, alert.id))).status).toBe(200);
  });

  it("runs a digest pass only for moderators, and says so when this instance has no mailer", async () => {
    expect(
      (await api.request("/api/v1/alerts/digests", { method: "POST", token: amina.accessToken })).status,
    ).toBe(403);
    const res = await api.request("/api/v1/alerts/digests", { method: "POST", token: moderatorToken });
    expect(res.status).toBe(503);
  });

  it("documents the alert endpoints in OpenAPI", async () => {
    const doc = await (await api.request("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/alerts",
        "/api/v1/alerts/{id}",
        "/api/v1/alerts/unsubscribe",
        "/api/v1/alerts/digests",
      ]),
    );
  });
});
