import { eq } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../identity/testing";
import { TEST_COMPANY_CLIENT } from "../../identity/testing/employer-client";
import { createMailer, type Mailer } from "../../mail";
import { startTestSmtpServer, type TestSmtpServer } from "../../mail/testing";
import { notificationDeliveries, pushSubscriptions } from "../db/schema";
import { startCaptureServer, type CaptureServer } from "../testing/capture-server";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../testing/api";
import { testDatabases } from "../testing/databases";
import { insertTestJob } from "../testing/fixtures";
import { testSubscription, type TestSubscription } from "../testing/web-push";
import { createChannels } from "./channels";
import { phoneNumbers } from "./phone/phone-tables";
import { MESSAGES_PATH, startPhoneProviders, type PhoneProviders } from "./phone/testing";
import { startNotifier } from "./deliver";
import type { PushPayload } from "./push-channel";
import { makeVapidKeys } from "./vapid-keys";
import { toTime } from "./quiet-hours";

// Issue 34's channels end to end: an employer's client changes an application's status through the
// API, and the seeker hears of it on each channel they chose, once, in their language: by e-mail
// through a real SMTP server, and by Web Push through a capture server standing in for the push
// service (the payload is decrypted as the browser would). Retries, dead letters, a gone
// subscription, quiet hours, the daily cap and one-tap off, with real tokens and both databases.
// WhatsApp is configured too (a capture server standing in for Meta's Cloud API; phone/ tests its
// texts and failures), SMS is not: an unconfigured channel cannot be chosen.

const SITE = "https://kazi.test";
const SECRET = "notify-test-secret-0123456789abcdef";
const CAP = 3;

type Seeker = { accessToken: string; sub: string; email: string };
let identity: TestIdentity;
let employer: string;
let moderator: string;
let smtp: TestSmtpServer;
let mailer: Mailer;
let pushService: CaptureServer;
let phone: PhoneProviders;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  smtp = await startTestSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, dataDir: "/nonexistent", from: "Kazi <no-reply@kazi.test>" });
  pushService = await startCaptureServer();
  phone = await startPhoneProviders();
  employer = await identity.employerToken("applications:write", TEST_COMPANY_CLIENT);
  await identity.seekerToken({ email: "notify-moderator@example.com" });
  expect((await identity.setModerator("notify-moderator@example.com", true)).status).toBe(200);
  moderator = (await identity.seekerToken({ email: "notify-moderator@example.com" })).accessToken;
}, 90_000);
afterAll(async () => {
  mailer?.close();
  await Promise.all([identity?.close(), smtp?.close(), pushService?.close(), phone?.close()]);
});

describe.each(testDatabases)("notifications on %s", (name, kind) => {
  let api: TestApi;
  let jobId: number;
  const run = name.startsWith("PG") ? "pglite" : "pg";

  beforeAll(async () => {
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      alerts: { secret: SECRET, siteUrl: SITE, mailer },
      notifier: (database) => {
        const push = { keys: makeVapidKeys(), subject: "mailto:ops@kazi.test" };
        return startNotifier(database, {
          channels: createChannels({
            db: database.db,
            mailer,
            push,
            phone: { ...phone.settings, sms: undefined },
          }),
          pushPublicKey: () => push.keys.publicKey,
          siteUrl: SITE,
          secret: SECRET,
          dailyCap: CAP,
          retries: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 },
          pollingIntervalSeconds: 0.5,
        });
      },
    });
    jobId = (
      await insertTestJob(api.handle.database.db, {
        title: "Data Analyst",
        company: TEST_COMPANY_CLIENT.company,
      })
    ).id;
  }, 60_000);
  afterAll(() => api?.close());

  let seekers = 0;
  /** A new seeker who signed up in `locale`, with an application to the company's job. */
  async function seekerWithApplication(locale: string) {
    const email = `notify-${run}-${++seekers}-${locale}@example.com`;
    const seeker: Seeker = { ...(await identity.seekerToken({ email, locale })), email };
    const res = await api.request(`/api/v1/jobs/${jobId}/apply`, {
      ...jsonBody({}),
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    return { seeker, applicationId: ((await res.json()) as { id: number }).id };
  }
  const settings = (seeker: Seeker) => api.request("/api/v1/me/notifications", { token: seeker.accessToken });
  const choose = (seeker: Seeker, body: unknown) =>
    api.request("/api/v1/me/notifications", { ...jsonBody(body), method: "PUT", token: seeker.accessToken });
  async function turnPushOn(seeker: Seeker, device: string) {
    const subscription = testSubscription(`${pushService.url}/push/${run}/${device}`);
    const { endpoint, keys } = subscription;
    const res = await api.request("/api/v1/me/notifications/push", {
      ...jsonBody({ endpoint, keys }),
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    return subscription;
  }
  const setStatus = async (id: number, status: string) => {
    const res = await api.request(`/api/v1/applications/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status }),
      token: employer,
    });
    expect(res.status).toBe(200);
  };
  const pushesTo = (subscription: TestSubscription) =>
    pushService.requests.filter((r) => `${pushService.url}${r.path}` === subscription.endpoint);
  const payloadOf = (subscription: TestSubscription, at = -1) =>
    JSON.parse(subscription.decrypt(pushesTo(subscription).at(at)!.raw)) as PushPayload;
  const waitForPushes = (subscription: TestSubscription, count: number) =>
    pushService.waitFor((r) => `${pushService.url}${r.path}` === subscription.endpoint, count);
  const deliveries = async (userId: string) =>
    api.handle.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, userId));
  async function waitForState(userId: string, channel: string, state: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = (await deliveries(userId)).filter((d) => d.channel === channel);
      if (rows.some((d) => d.state === state)) return rows;
      if (Date.now() > deadline) throw new Error(`no ${state} ${channel} delivery: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("lists the configured channels, with push ready once a device is subscribed", async () => {
    const { seeker } = await seekerWithApplication("en");
    let res = await settings(seeker);
    expect(res.status).toBe(200);
    const before = await res.json();
    expect(before).toMatchObject({
      channels: [
        { name: "email", ready: true },
        { name: "push", ready: false },
        { name: "whatsapp", ready: false },
      ],
      applicationChannels: ["email"],
      quietHours: null,
      timeZone: "UTC",
    });
    expect(before.pushPublicKey).toMatch(/^[\w-]{87}$/);
    await turnPushOn(seeker, "list");
    res = await settings(seeker);
    expect(await res.json()).toMatchObject({
      channels: [{ name: "email" }, { name: "push", ready: true }, { name: "whatsapp", ready: false }],
      applicationChannels: ["email", "push"],
    });
  });

  it("tells a seeker with a confirmed number on WhatsApp as well, once, in their language", async () => {
    const { seeker, applicationId } = await seekerWithApplication("pt");
    const number = run === "pglite" ? "+258841234567" : "+258841234568";
    await api.handle.database.db
      .insert(phoneNumbers)
      .values({ userId: seeker.sub, e164: number, country: "MZ", verifiedAt: new Date(), whatsapp: true });
    expect((await (await settings(seeker)).json()).channels).toContainEqual({
      name: "whatsapp",
      ready: true,
    });
    expect((await choose(seeker, { applicationChannels: ["email", "whatsapp"] })).status).toBe(200);
    await setStatus(applicationId, "Interview");
    await setStatus(applicationId, "Interview");
    const toSeeker = (r: { path: string; body: string }) =>
      r.path === MESSAGES_PATH && JSON.parse(r.body).to === number;
    const [sent] = await phone.whatsapp.waitFor(toSeeker);
    expect(JSON.parse(sent.body).template).toMatchObject({
      name: "application_status",
      language: { code: "pt_PT" },
    });
    expect(JSON.stringify(JSON.parse(sent.body).template.components)).toContain("Entrevista");
    await waitForState(seeker.sub, "email", "sent");
    await waitForState(seeker.sub, "whatsapp", "sent");
    await new Promise((r) => setTimeout(r, 1500));
    expect(phone.whatsapp.requests.filter(toSeeker)).toHaveLength(1);
    expect((await deliveries(seeker.sub)).map((d) => [d.channel, d.state]).sort()).toEqual([
      ["email", "sent"],
      ["whatsapp", "sent"],
    ]);
  });

  it("tells the seeker of an employer's change once on each chosen channel, in their language", async () => {
    const { seeker, applicationId } = await seekerWithApplication("fr");
    const device = await turnPushOn(seeker, "fr");
    await setStatus(applicationId, "Shortlisted");
    // The same call again (a retry of the employer's system) changes nothing and sends nothing.
    await setStatus(applicationId, "Shortlisted");
    await waitForPushes(device, 1);
    const mail = await smtp.waitFor(seeker.email, (m) => m.parsed.subject?.includes("candidature") ?? false);
    expect(mail.parsed.subject).toBe(`${TEST_COMPANY_CLIENT.company} a mis à jour votre candidature`);
    expect(mail.parsed.text).toContain("Data Analyst chez");
    expect(mail.parsed.text).toContain("Présélectionné");
    expect(mail.parsed.text).toContain(`${SITE}/fr/applications#application-${applicationId}-title`);
    const payload = payloadOf(device);
    expect(payload).toMatchObject({
      title: `${TEST_COMPANY_CLIENT.company} a mis à jour votre candidature`,
      url: `${SITE}/fr/applications#application-${applicationId}-title`,
      lang: "fr",
      dir: "ltr",
      offLabel: "Désactiver",
    });
    expect(payload.body).toBe(`Data Analyst chez ${TEST_COMPANY_CLIENT.company}\u00a0: Présélectionnée`);
    expect(pushesTo(device)[0].headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400" });
    expect(pushesTo(device)[0].headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const rows = await waitForState(seeker.sub, "email", "sent");
    expect(rows).toHaveLength(1);
    expect((await deliveries(seeker.sub)).map((d) => [d.channel, d.state]).sort()).toEqual([
      ["email", "sent"],
      ["push", "sent"],
    ]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("sends in Arabic, right to left, to an Arabic-speaking seeker", async () => {
    const { seeker, applicationId } = await seekerWithApplication("ar");
    await choose(seeker, { applicationChannels: ["push"] });
    const device = await turnPushOn(seeker, "ar");
    await setStatus(applicationId, "Interview");
    await waitForPushes(device, 1);
    expect(payloadOf(device)).toMatchObject({
      lang: "ar",
      dir: "rtl",
      url: `${SITE}/ar/applications#application-${applicationId}-title`,
    });
    expect(payloadOf(device).title).toContain("حالة طلبك");
    expect((await deliveries(seeker.sub)).map((d) => d.channel)).toEqual(["push"]);
  });

  it("retries after the push service fails, and sends once", async () => {
    const { seeker, applicationId } = await seekerWithApplication("en");
    await choose(seeker, { applicationChannels: ["push"] });
    const device = await turnPushOn(seeker, "flaky");
    const path = new URL(device.endpoint).pathname;
    pushService.answer(path, 201);
    pushService.failNext(path, 1);
    await setStatus(applicationId, "Viewed");
    await waitForPushes(device, 2);
    expect(pushesTo(device).map((r) => r.status)).toEqual([500, 201]);
    const [row] = await waitForState(seeker.sub, "push", "sent");
    expect(row).toMatchObject({ attempts: 2, state: "sent" });
    expect(payloadOf(device)).toMatchObject({
      body: `Data Analyst at ${TEST_COMPANY_CLIENT.company}: Viewed`,
    });
  });

  it("makes a dead letter of a message the push service refuses after every retry, shown to moderators", async () => {
    const { seeker, applicationId } = await seekerWithApplication("en");
    await choose(seeker, { applicationChannels: ["push"] });
    const device = await turnPushOn(seeker, "down");
    pushService.answer(new URL(device.endpoint).pathname, 503);
    await setStatus(applicationId, "Offer");
    const [row] = await waitForState(seeker.sub, "push", "dead");
    expect(pushesTo(device)).toHaveLength(3); // the first try and two retries
    expect(row).toMatchObject({ attempts: 3, error: "push service answered 503" });
    let res = await api.request("/api/v1/moderation/notifications/dead-letters", {
      token: seeker.accessToken,
    });
    expect(res.status).toBe(403);
    res = await api.request("/api/v1/moderation/notifications/dead-letters", { token: moderator });
    expect(res.status).toBe(200);
    const { deadLetters } = await res.json();
    expect(deadLetters).toContainEqual(
      expect.objectContaining({
        dedupeKey: row.dedupeKey,
        channel: "push",
        kind: "application-status",
        attempts: 3,
      }),
    );
  });

  it("removes a subscription the push service says is gone", async () => {
    const { seeker, applicationId } = await seekerWithApplication("en");
    await choose(seeker, { applicationChannels: ["push"] });
    const device = await turnPushOn(seeker, "gone");
    pushService.answer(new URL(device.endpoint).pathname, 410);
    await setStatus(applicationId, "Viewed");
    await waitForState(seeker.sub, "push", "no-address");
    const left = await api.handle.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, seeker.sub));
    expect(left).toEqual([]);
    expect((await (await settings(seeker)).json()).channels).toContainEqual({ name: "push", ready: false });
  });

  it("holds push messages during quiet hours until they end, and mails at once", async () => {
    const { seeker, applicationId } = await seekerWithApplication("en");
    const device = await turnPushOn(seeker, "quiet");
    // Quiet from an hour ago to two hours from now, in Nairobi (UTC+3, no daylight saving).
    const local = (offsetHours: number) =>
      toTime((((new Date().getUTCHours() + 3 + offsetHours + 24) % 24) * 60) as number);
    const res = await choose(seeker, {
      applicationChannels: ["email", "push"],
      quietHours: { start: local(-1), end: local(2) },
      timeZone: "Africa/Nairobi",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).quietHours).toEqual({ start: local(-1), end: local(2) });
    await setStatus(applicationId, "Interview");
    await smtp.waitFor(seeker.email, (m) => m.parsed.subject?.includes("updated your application") ?? false);
    const push = (await deliveries(seeker.sub)).find((d) => d.channel === "push")!;
    expect(push.state).toBe("queued");
    const wait = push.dueAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(60 * 60_000);
    expect(wait).toBeLessThanOrEqual(2 * 60 * 60_000);
    expect(push.dueAt.getUTCMinutes()).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(pushesTo(device)).toHaveLength(0);
  });

  it(`sends at most ${CAP} push messages a day, and records the rest as capped`, async () => {
    const { seeker, applicationId } = await seekerWithApplication("en");
    await choose(seeker, { applicationChannels: ["push"] });
    const device = await turnPushOn(seeker, "cap");
    const statuses = ["Viewed", "Shortlisted", "Interview", "Offer", "Not selected"];
    for (const status of statuses) {
      await setStatus(applicationId, status);
      await new Promise((r) => setTimeout(r, 300));
    }
    const deadline = Date.now() + 20_000;
    while ((await deliveries(seeker.sub)).some((d) => d.state === "queued") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const states = (await deliveries(seeker.sub)).map((d) => d.state).sort();
    expect(states).toEqual(
      [...Array(CAP).fill("sent"), ...Array(statuses.length - CAP).fill("capped")].sort(),
    );
    expect(pushesTo(device)).toHaveLength(CAP);
  });

  it("turns push off for application updates from the message's one-tap link", async () => {
    const { seeker, applicationId } = await seekerWithApplication("sw");
    const device = await turnPushOn(seeker, "off");
    await setStatus(applicationId, "Viewed");
    await waitForPushes(device, 1);
    const { offUrl } = payloadOf(device);
    expect(offUrl).toMatch(new RegExp(`^${SITE}/sw/notifications/off\\?token=[\\w-]+\\.[\\w-]{43}$`));
    const token = new URL(offUrl).searchParams.get("token")!;
    const off = (value: string) => api.request("/api/v1/notifications/off", jsonBody({ token: value }));
    expect((await off(`${token.slice(0, -2)}xx`)).status).toBe(400);
    let res = await off(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ off: true, kind: "application-status", channel: "push" });
    res = await off(token); // a second tap says the same
    expect(res.status).toBe(200);
    expect((await (await settings(seeker)).json()).applicationChannels).toEqual(["email"]);
    await setStatus(applicationId, "Interview");
    await waitForState(seeker.sub, "email", "sent");
    await new Promise((r) => setTimeout(r, 1000));
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("sends a job alert on push as well as by e-mail when the seeker chose both, and one tap turns the push off", async () => {
    const { seeker } = await seekerWithApplication("fr");
    let res = await api.request("/api/v1/alerts", {
      ...jsonBody({ searchQuery: `hydrologue${run}`, frequency: "daily" }),
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    const alert = (await res.json()) as { id: number; channels: string[] };
    expect(alert.channels).toEqual(["email"]);
    const patchAlert = (body: unknown) =>
      api.request(`/api/v1/alerts/${alert.id}`, {
        ...jsonBody(body),
        method: "PATCH",
        token: seeker.accessToken,
      });
    res = await patchAlert({ channels: ["sms"] });
    expect(res.status).toBe(422);
    res = await patchAlert({ channels: ["email", "push"] });
    expect(res.status).toBe(200);
    expect((await res.json()).channels).toEqual(["email", "push"]);
    const device = await turnPushOn(seeker, "alert");
    await new Promise((r) => setTimeout(r, 20));
    await insertTestJob(api.handle.database.db, {
      title: `Hydrologue${run} junior`,
      company: "Eaux du Sahel",
    });

    res = await api.request("/api/v1/alerts/digests", { method: "POST", token: moderator });
    expect(res.status).toBe(200);
    expect((await res.json()).sent).toBeGreaterThanOrEqual(1);
    await waitForPushes(device, 1);
    const payload = payloadOf(device);
    expect(payload).toMatchObject({
      title: "1 nouvelle offre pour vous",
      url: `${SITE}/fr/jobs?q=hydrologue${run}&sort=newest`,
      lang: "fr",
    });
    expect(payload.body).toBe(`« hydrologue${run} »\u00a0: Hydrologue${run} junior`);
    await smtp.waitFor(seeker.email, (m) => m.parsed.text?.includes(`Hydrologue${run} junior`) ?? false);

    res = await api.request(
      "/api/v1/notifications/off",
      jsonBody({ token: new URL(payload.offUrl).searchParams.get("token") }),
    );
    expect(await res.json()).toEqual({ off: true, kind: "job-alert", channel: "push" });
    const alerts = (await (await api.request("/api/v1/alerts", { token: seeker.accessToken })).json()).alerts;
    expect(alerts).toEqual([expect.objectContaining({ id: alert.id, channels: ["email"] })]);
  });

  it("refuses choices it cannot keep with a 422 naming the field, and changes nothing", async () => {
    const { seeker } = await seekerWithApplication("en");
    for (const [body, field] of [
      [{ applicationChannels: ["fax"] }, "applicationChannels.0"],
      [{ applicationChannels: ["sms"] }, "applicationChannels"],
      [{ quietHours: { start: "25:00", end: "07:00" } }, "quietHours.start"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
    ] as const) {
      const res = await choose(seeker, body);
      expect([field, res.status]).toEqual([field, 422]);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
    }
    expect(await (await settings(seeker)).json()).toMatchObject({
      applicationChannels: ["email"],
      quietHours: null,
      timeZone: "UTC",
    });
  });
});
