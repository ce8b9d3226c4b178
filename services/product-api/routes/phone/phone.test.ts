// First: the logger must be the capturing one when the API's modules make theirs.
import { logLines } from "../../testing/log-capture";
import { eq, sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { phoneChannels } from "../../notify/phone";
import { phoneNumbers, phoneVerifications } from "../../notify/phone/phone-tables";
import {
  atAnswer,
  MESSAGES_PATH,
  SMS_PATH,
  startPhoneProviders,
  WEBHOOK_SECRET,
  type PhoneProviders,
} from "../../notify/phone/testing";
import { jsonBody, startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import type { CapturedRequest } from "../../testing/capture-server";
import { testDatabases } from "../../testing/databases";
import type { PhoneState } from "./phone.schemas";

type Seeker = { accessToken: string; sub: string };
let identity: TestIdentity;
let providers: PhoneProviders;

beforeAll(async () => {
  [identity, providers] = await Promise.all([
    startTestIdentity({ audience: TEST_AUDIENCE }),
    startPhoneProviders(),
  ]);
}, 90_000);
afterAll(async () => {
  await identity?.close();
  await providers?.close();
});

// Every number a test sends a code to, so that the last test can look for each in the output.
const numbersUsed = new Set<string>();
let counter = 100;
/** A Kenyan mobile number no other test uses: the per-number limit counts across tests. */
const kenyanNumber = () => {
  const e164 = `+2547${String(10_000_000 + counter++).slice(0, 8)}`;
  numbersUsed.add(e164);
  return e164;
};
const local = (e164: string) => `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const smsTo = (e164: string) => (r: CapturedRequest) =>
  r.path === SMS_PATH && new URLSearchParams(r.body).get("to") === e164;
const whatsAppTo = (e164: string) => (r: CapturedRequest) =>
  r.path === MESSAGES_PATH && (JSON.parse(r.body) as { to: string }).to === e164;
const codeIn = (request: CapturedRequest) => {
  const text = request.path === SMS_PATH ? new URLSearchParams(request.body).get("message")! : request.body;
  return /\b(\d{6})\b/.exec(text)![1];
};

describe.each(testDatabases)("phone numbers and one-time codes on %s", (_name, kind) => {
  let api: TestApi;
  let unconfigured: TestApi;
  const output: string[] = [];
  const spies: jest.SpyInstance[] = [];
  beforeAll(async () => {
    for (const method of ["log", "info", "warn", "error", "debug"] as const)
      spies.push(
        jest
          .spyOn(console, method)
          .mockImplementation((...args) => void output.push(args.map(String).join(" "))),
      );
    api = await startTestApi(kind, {
      auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
      phone: providers.settings,
    });
  }, 60_000);
  afterAll(async () => {
    spies.forEach((spy) => spy.mockRestore());
    await api?.close();
    await unconfigured?.close();
  });
  const db = () => api.handle.database.db;

  const seeker = (locale?: string) => identity.seekerToken({ name: "Amina Njeri", locale });
  const send = (token: string, body: unknown) =>
    api.request("/api/v1/users/me/phone", { ...jsonBody(body), token });
  const verify = (token: string, code: string) =>
    api.request("/api/v1/users/me/phone/verify", { ...jsonBody({ code }), token });
  const state = async (token: string) => {
    const res = await api.request("/api/v1/users/me/phone", { token });
    expect(res.status).toBe(200);
    return (await res.json()) as PhoneState;
  };
  const problemType = async (res: Response) => ((await res.json()) as { type: string }).type.split(":").pop();
  /** Sends a code by SMS and types it: the seeker has a verified number. */
  async function verified(who: Seeker, e164 = kenyanNumber(), channel: "sms" | "whatsapp" = "sms") {
    const server = channel === "sms" ? providers.sms : providers.whatsapp;
    const since = server.requests.length;
    expect((await send(who.accessToken, { number: e164, channel })).status).toBe(202);
    const to = channel === "sms" ? smsTo(e164) : whatsAppTo(e164);
    const [request] = await server.waitFor((r) => server.requests.indexOf(r) >= since && to(r));
    expect((await verify(who.accessToken, codeIn(request))).status).toBe(200);
    return e164;
  }

  it("sends a code by SMS in the seeker's language, read in the country chosen, and the right code verifies the number", async () => {
    const amina = await seeker("fr");
    const e164 = kenyanNumber();
    const res = await send(amina.accessToken, { number: local(e164), country: "ke", channel: "sms" });
    expect(res.status).toBe(202);
    const pending = (await res.json()) as PhoneState;
    expect(pending).toMatchObject({
      channels: { whatsapp: true, sms: true },
      number: null,
      pending: { masked: `+254 •••••• ${e164.slice(-3)}`, channel: "sms" },
    });
    expect(JSON.stringify(pending)).not.toContain(e164.slice(4));

    const [request] = await providers.sms.waitFor(smsTo(e164));
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      apikey: "at-test-key",
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
    });
    const fields = Object.fromEntries(new URLSearchParams(request.body));
    expect(fields).toEqual({ username: "sandbox", to: e164, from: "KAZI", message: expect.any(String) });
    expect(fields.message).toMatch(/^Kazi : votre code est \d{6}\. Il expire dans 10 minutes\./);
    // The code is stored only as a hash.
    const [row] = await db()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, amina.sub));
    expect(row.codeHash).not.toContain(codeIn(request));

    const wrong = codeIn(request) === "000000" ? "111111" : "000000";
    const refused = await verify(amina.accessToken, wrong);
    expect(refused.status).toBe(422);
    expect(await problemType(refused)).toBe("wrongCode");

    const ok = await verify(amina.accessToken, codeIn(request));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as PhoneState).number).toMatchObject({
      masked: `+254 •••••• ${e164.slice(-3)}`,
      country: "KE",
      whatsapp: false,
      sms: true,
      smsStoppedAt: null,
    });
    const [stored] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.userId, amina.sub));
    expect(stored.e164).toBe(e164);
    // The code is spent.
    expect((await verify(amina.accessToken, codeIn(request))).status).toBe(404);
  });

  it("sends a code as WhatsApp's authentication template, in Meta's shape", async () => {
    const kwame = await seeker("pt");
    const e164 = kenyanNumber();
    expect((await send(kwame.accessToken, { number: e164, channel: "whatsapp" })).status).toBe(202);
    const [request] = await providers.whatsapp.waitFor(whatsAppTo(e164));
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      authorization: "Bearer wa-test-token",
      "content-type": "application/json",
    });
    const code = codeIn(request);
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: e164,
      type: "template",
      template: {
        name: "otp",
        language: { code: "pt_PT" },
        components: [
          { type: "body", parameters: [{ type: "text", text: code }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
        ],
      },
    });
    expect((await verify(kwame.accessToken, code)).status).toBe(200);
    expect((await state(kwame.accessToken)).number).toMatchObject({ whatsapp: true, sms: false });
  });

  it("reads numbers in E.164 whatever the way they are typed, and says what is wrong with the others", async () => {
    const zawadi = await seeker();
    const e164 = kenyanNumber();
    for (const typed of [`+254 ${e164.slice(4, 7)}-${e164.slice(7)}`, `00${e164.slice(1)}`]) {
      expect((await send(zawadi.accessToken, { number: typed, channel: "sms" })).status).toBe(202);
      const [pending] = await db()
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, zawadi.sub));
      expect(pending.e164).toBe(e164);
    }
    const noCountry = await send(zawadi.accessToken, { number: local(e164), channel: "sms" });
    expect(noCountry.status).toBe(422);
    expect(await noCountry.json()).toMatchObject({
      type: "urn:kazi:problem:phone:needsCountry",
      detail: expect.any(String),
    });
    const tooShort = await send(zawadi.accessToken, { number: "0712", country: "KE", channel: "sms" });
    expect(await problemType(tooShort)).toBe("invalid");
    expect(tooShort.status).toBe(422);
    expect((await send(zawadi.accessToken, { number: "", channel: "sms" })).status).toBe(422);
    expect((await send(zawadi.accessToken, { number: e164, channel: "telegram" })).status).toBe(422);
  });

  it("reads a number without a prefix in the country of the number on file", async () => {
    const seekerInSenegal = await seeker("fr");
    numbersUsed.add("+221771234567");
    await verified(seekerInSenegal, "+221771234567");
    expect((await send(seekerInSenegal.accessToken, { number: "77 123 45 68", channel: "sms" })).status).toBe(
      202,
    );
    const [pending] = await db()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, seekerInSenegal.sub));
    expect(pending.e164).toBe("+221771234568");
    numbersUsed.add("+221771234568");
  });

  it("refuses an expired code", async () => {
    const who = await seeker();
    const e164 = kenyanNumber();
    await send(who.accessToken, { number: e164, channel: "sms" });
    const [request] = await providers.sms.waitFor(smsTo(e164));
    await db()
      .update(phoneVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneVerifications.userId, who.sub));
    const res = await verify(who.accessToken, codeIn(request));
    expect(res.status).toBe(410);
    expect(await problemType(res)).toBe("expired");
    expect((await state(who.accessToken)).number).toBeNull();
  });

  it("allows five tries of a code, side by side or not, and then not even the right one", async () => {
    const who = await seeker();
    const e164 = kenyanNumber();
    await send(who.accessToken, { number: e164, channel: "sms" });
    const code = codeIn((await providers.sms.waitFor(smsTo(e164)))[0]);
    const wrong = code === "000000" ? "111111" : "000000";
    const tries = await Promise.all(Array.from({ length: 7 }, () => verify(who.accessToken, wrong)));
    expect(tries.map((r) => r.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const last = await verify(who.accessToken, code);
    expect(last.status).toBe(429);
    expect(await problemType(last)).toBe("tooManyAttempts");
    expect((await state(who.accessToken)).number).toBeNull();
  });

  it("sends at most 3 codes to one number an hour, whichever accounts ask", async () => {
    const e164 = kenyanNumber();
    const [a, b] = await Promise.all([seeker(), seeker()]);
    for (const who of [a, a, b])
      expect((await send(who.accessToken, { number: e164, channel: "sms" })).status).toBe(202);
    const refused = await send(b.accessToken, { number: e164, channel: "whatsapp" });
    expect(refused.status).toBe(429);
    expect(await problemType(refused)).toBe("tooManySends");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await providers.sms.waitFor(smsTo(e164), 3)).toHaveLength(3);
    expect(providers.whatsapp.requests.filter(whatsAppTo(e164))).toHaveLength(0);
  });

  it("sends at most 5 codes a day for one account", async () => {
    const who = await seeker();
    for (let i = 0; i < 5; i++)
      expect((await send(who.accessToken, { number: kenyanNumber(), channel: "sms" })).status).toBe(202);
    const e164 = kenyanNumber();
    const refused = await send(who.accessToken, { number: e164, channel: "sms" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(80_000);
    expect(providers.sms.requests.filter(smsTo(e164))).toHaveLength(0);
  });

  it("answers 502 and keeps no code when the provider fails, and 422 for a number the provider refuses", async () => {
    const who = await seeker();
    const e164 = kenyanNumber();
    providers.sms.failNext(SMS_PATH, 1);
    const failed = await send(who.accessToken, { number: e164, channel: "sms" });
    expect(failed.status).toBe(502);
    expect(await problemType(failed)).toBe("sendFailed");
    expect(
      await db().select().from(phoneVerifications).where(eq(phoneVerifications.userId, who.sub)),
    ).toEqual([]);
    expect((await state(who.accessToken)).pending).toBeNull();

    providers.sms.answer(SMS_PATH, 201, atAnswer(403, "InvalidPhoneNumber"));
    try {
      const refused = await send(who.accessToken, { number: kenyanNumber(), channel: "sms" });
      expect(refused.status).toBe(422);
      expect(await problemType(refused)).toBe("sendFailed");
    } finally {
      providers.sms.answer(SMS_PATH, 201, atAnswer());
    }
    expect((await state(who.accessToken)).pending).toBeNull();
  });

  it("turns each channel off and on, and removes the number", async () => {
    const who = await seeker();
    await verified(who);
    const patch = (body: unknown) =>
      api.request("/api/v1/users/me/phone", { ...jsonBody(body), method: "PATCH", token: who.accessToken });
    let res = await patch({ sms: false, whatsapp: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PhoneState).number).toMatchObject({ sms: false, whatsapp: true });
    expect((await patch({})).status).toBe(422);
    res = await api.request("/api/v1/users/me/phone", { method: "DELETE", token: who.accessToken });
    expect(res.status).toBe(204);
    expect(await state(who.accessToken)).toMatchObject({ number: null, pending: null });
    expect((await patch({ sms: true })).status).toBe(404);
  });

  it("honours STOP from the incoming-message webhook: SMS off, not ready, nothing sent", async () => {
    const who = await seeker();
    const e164 = await verified(who);
    const [sms] = phoneChannels({ settings: providers.settings, db: db() }).filter((c) => c.name === "sms");
    expect(await sms.ready(who.sub)).toBe(true);
    const incoming = (secret: string, fields: Record<string, string>) =>
      api.request(`/api/v1/webhooks/africastalking/incoming?secret=${encodeURIComponent(secret)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form(fields).toString(),
      });
    const reply = { from: e164, to: "KAZI", text: "Stop", date: "2026-11-29 10:00:00", id: "x1", linkId: "" };
    expect((await incoming("wrong-secret", reply)).status).toBe(404);
    expect(
      (
        await api.request("/api/v1/webhooks/africastalking/incoming", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form(reply).toString(),
        })
      ).status,
    ).toBe(404);
    expect(await sms.ready(who.sub)).toBe(true);

    const hello = await incoming(WEBHOOK_SECRET, { ...reply, text: "Habari, asante!" });
    expect(await hello.json()).toEqual({ stopped: false });
    expect(await sms.ready(who.sub)).toBe(true);

    const stop = await incoming(WEBHOOK_SECRET, { ...reply, text: " Stop " });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ stopped: true });
    expect(await sms.ready(who.sub)).toBe(false);
    const before = providers.sms.requests.length;
    const result = await sms.send({
      kind: "job-alert",
      userId: who.sub,
      locale: "en",
      url: "https://kazi.example/alerts",
      offUrl: "https://kazi.example/off",
      params: { alertName: "nurse", count: "2", firstJobTitle: "Nurse" },
      dedupeKey: "stop-test",
    });
    expect(result).toEqual({ status: "no-address" });
    expect(providers.sms.requests.length).toBe(before);
    expect((await state(who.accessToken)).number).toMatchObject({
      sms: false,
      smsStoppedAt: expect.any(String),
    });
  });

  it.each(["STOP", "arrêt", "ARRET !", "Pare", "acha", "توقف", "إيقاف"])(
    "takes %s as a stop word",
    async (text) => {
      const who = await seeker();
      const e164 = await verified(who);
      const res = await api.request(`/api/v1/webhooks/africastalking/incoming?secret=${WEBHOOK_SECRET}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form({ from: e164, to: "KAZI", text }).toString(),
      });
      expect(await res.json()).toEqual({ stopped: true });
    },
  );

  it("puts the whole number in the data export, and deletes it with the account", async () => {
    const who = await seeker();
    const e164 = await verified(who);
    const exported = await api.request("/api/v1/users/me/export", { token: who.accessToken });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { phone: unknown }).phone).toMatchObject({
      number: e164,
      country: "KE",
      sms: true,
      whatsapp: false,
      pending: null,
    });
    // A code waiting for another number goes too.
    await send(who.accessToken, { number: kenyanNumber(), channel: "whatsapp" });
    expect((await api.request("/api/v1/users/me", { method: "DELETE", token: who.accessToken })).status).toBe(
      204,
    );
    expect(await db().select().from(phoneNumbers).where(eq(phoneNumbers.e164, e164))).toEqual([]);
    expect(
      await db().select().from(phoneVerifications).where(eq(phoneVerifications.userId, who.sub)),
    ).toEqual([]);
  });

  it("shows no phone channel, and sends no code, where none is configured", async () => {
    unconfigured = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
    const who = await seeker();
    const res = await unconfigured.request("/api/v1/users/me/phone", { token: who.accessToken });
    expect(await res.json()).toEqual({
      channels: { whatsapp: false, sms: false },
      number: null,
      pending: null,
    });
    const refused = await unconfigured.request("/api/v1/users/me/phone", {
      ...jsonBody({ number: kenyanNumber(), channel: "sms" }),
      token: who.accessToken,
    });
    expect(refused.status).toBe(422);
    expect(await problemType(refused)).toBe("channelOff");
    const turnOn = await unconfigured.request("/api/v1/users/me/phone", {
      ...jsonBody({ whatsapp: true }),
      method: "PATCH",
      token: who.accessToken,
    });
    expect(turnOn.status).toBe(422);
    expect(await problemType(turnOn)).toBe("channelOff");
    const webhook = await unconfigured.request(
      `/api/v1/webhooks/africastalking/incoming?secret=${WEBHOOK_SECRET}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "from=%2B254712345678&text=STOP",
      },
    );
    expect(webhook.status).toBe(404);
  });

  it("wrote none of the numbers to the console or the log", () => {
    const written = [...output, ...logLines].join("\n");
    // The log is there: the code the provider failed to send, with the provider's words.
    expect(logLines.some((line) => line.includes("phone code not sent"))).toBe(true);
    expect(numbersUsed.size).toBeGreaterThan(20);
    for (const e164 of numbersUsed) {
      expect(written).not.toContain(e164);
      expect(written).not.toContain(e164.slice(4));
    }
  });
});
