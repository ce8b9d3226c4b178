import { eq } from "drizzle-orm";
import { LOCALES, type Locale } from "../../../i18n";
import { users } from "../../db/schema";
import { testDatabases, type TestDatabase } from "../../testing/databases";
import { PermanentDeliveryError, type Channel, type Notification } from "../channel";
import { phoneChannels } from ".";
import { phoneNumbers } from "./phone-tables";
import { smsSize } from "./phone-texts";
import { atAnswer, MESSAGES_PATH, SMS_PATH, startPhoneProviders, type PhoneProviders } from "./testing";

const E164 = "+254712345678";

const notification = (kind: Notification["kind"], locale: Locale, userId = "seeker-1"): Notification => ({
  kind,
  userId,
  locale,
  url: "https://kazi.example/fr/alerts",
  offUrl: "https://kazi.example/off/abc",
  params:
    kind === "job-alert"
      ? { alertName: "nurse Nairobi", count: "3", firstJobTitle: "Registered Nurse" }
      : { jobTitle: "Data Analyst", company: "Safari Ltd", status: "Shortlisted" },
  dedupeKey: `${kind}-${locale}`,
});

// What each language must say, so that a message in the wrong language (or English for all) fails.
const WORDS: Record<Locale, { alert: RegExp; status: RegExp; shortlisted: string }> = {
  en: {
    alert: /3 new jobs for "nurse Nairobi"/,
    status: /your application for Data Analyst/,
    shortlisted: "Shortlisted",
  },
  fr: {
    alert: /3 nouvelles offres pour "nurse Nairobi"/,
    status: /votre candidature Data Analyst/,
    shortlisted: "Présélectionnée",
  },
  pt: {
    alert: /3 vagas novas para "nurse Nairobi"/,
    status: /a sua candidatura a Data Analyst/,
    shortlisted: "Pré-selecionada",
  },
  sw: { alert: /kazi 3 mpya kwa "nurse Nairobi"/, status: /ombi lako la Data Analyst/, shortlisted: "" },
  ar: {
    alert: /3 وظائف جديدة لتنبيه "nurse Nairobi"/,
    status: /حالة طلبك لوظيفة Data Analyst/,
    shortlisted: "",
  },
};

const EVERY_KIND_AND_LANGUAGE = LOCALES.flatMap((locale) =>
  (["job-alert", "application-status"] as const).map((kind) => [kind, locale] as const),
);

describe.each(testDatabases)("the WhatsApp and SMS channels on %s", (_name, kind) => {
  let handle: TestDatabase;
  let providers: PhoneProviders;
  let whatsapp: Channel;
  let sms: Channel;
  const db = () => handle.database.db;
  beforeAll(async () => {
    [handle, providers] = await Promise.all([kind.open(), startPhoneProviders()]);
    [whatsapp, sms] = phoneChannels({ settings: providers.settings, db: db() });
    await db().insert(users).values({ id: "seeker-1", name: "Amina", username: "amina" });
    await db().insert(phoneNumbers).values({
      userId: "seeker-1",
      e164: E164,
      country: "KE",
      verifiedAt: new Date(),
      whatsapp: true,
      sms: true,
    });
  }, 60_000);
  afterAll(async () => {
    await providers?.close();
    await handle?.close();
  });

  it("are the configured ones, named as the interface names them", () => {
    expect([whatsapp.name, sms.name]).toEqual(["whatsapp", "sms"]);
    expect(
      phoneChannels({ settings: { ...providers.settings, sms: undefined }, db: db() }).map((c) => c.name),
    ).toEqual(["whatsapp"]);
    expect(
      phoneChannels({ settings: { ...providers.settings, whatsapp: undefined, sms: undefined }, db: db() }),
    ).toEqual([]);
  });

  it.each(EVERY_KIND_AND_LANGUAGE)(
    "sends a %s SMS in %s, with its link and one-tap off",
    async (what, locale) => {
      const result = await sms.send(notification(what, locale));
      expect(result).toEqual({ status: "sent", providerId: "ATXid_test" });
      const request = providers.sms.requests.at(-1)!;
      const message = new URLSearchParams(request.body).get("message")!;
      expect(new URLSearchParams(request.body).get("to")).toBe(E164);
      expect(message).toMatch(what === "job-alert" ? WORDS[locale].alert : WORDS[locale].status);
      expect(message).toContain("https://kazi.example/fr/alerts");
      expect(message).toContain("https://kazi.example/off/abc");
      if (what === "application-status" && WORDS[locale].shortlisted)
        expect(message).toContain(WORDS[locale].shortlisted);
      // No no-break space: it would make a French text UCS-2.
      expect(message).not.toMatch(/[\u00a0\u202f]/);
      if (locale !== "ar" && locale !== "pt") expect(smsSize(message).encoding).toBe("gsm-7");
    },
  );

  it.each(EVERY_KIND_AND_LANGUAGE)(
    "sends a %s WhatsApp template in %s, with its parameters in order",
    async (what, locale) => {
      const result = await whatsapp.send(notification(what, locale));
      expect(result).toEqual({ status: "sent", providerId: "wamid.test" });
      const request = providers.whatsapp.requests.at(-1)!;
      expect(request.path).toBe(MESSAGES_PATH);
      expect(request.headers.authorization).toBe("Bearer wa-test-token");
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({ messaging_product: "whatsapp", to: E164, type: "template" });
      expect(body.template.name).toBe(what === "job-alert" ? "job_alert" : "application_status");
      expect(body.template.language.code).toBe(
        { en: "en", fr: "fr", pt: "pt_PT", sw: "sw", ar: "ar" }[locale],
      );
      const params = body.template.components[0].parameters.map((p: { text: string }) => p.text);
      expect(params).toEqual(
        what === "job-alert"
          ? [
              "nurse Nairobi",
              "3",
              "Registered Nurse",
              "https://kazi.example/fr/alerts",
              "https://kazi.example/off/abc",
            ]
          : [
              "Data Analyst",
              "Safari Ltd",
              locale === "en" ? "Shortlisted" : expect.not.stringMatching(/^Shortlisted$/),
              "https://kazi.example/fr/alerts",
              "https://kazi.example/off/abc",
            ],
      );
    },
  );

  it.each([
    ["a failing server (500)", 500, { error: "down" }],
    ["a rate limit (429)", 429, { error: { code: 130429, message: "Rate limit hit" } }],
    ["Meta's spam limit (400, 131048)", 400, { error: { code: 131048, message: "Spam rate limit hit" } }],
  ])("throws a retryable error on %s", async (_what, status, body) => {
    providers.whatsapp.answer(MESSAGES_PATH, status, body);
    try {
      const error = await whatsapp.send(notification("job-alert", "en")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    } finally {
      providers.whatsapp.answer(MESSAGES_PATH, 200, { messages: [{ id: "wamid.test" }] });
    }
  });

  it("throws a PermanentDeliveryError for a bad number or template, without the number in it", async () => {
    providers.whatsapp.answer(MESSAGES_PATH, 400, {
      error: {
        code: 131026,
        message: `Message undeliverable to ${E164}`,
        error_data: { details: "not on WhatsApp" },
      },
    });
    try {
      const error = (await whatsapp.send(notification("job-alert", "en")).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(PermanentDeliveryError);
      expect(error.message).toContain("131026");
      expect(error.message).not.toContain("712345678");
    } finally {
      providers.whatsapp.answer(MESSAGES_PATH, 200, { messages: [{ id: "wamid.test" }] });
    }
  });

  it.each([
    ["Africa's Talking down (500)", false, 500, { error: "down" }],
    ["a gateway error for the recipient (502)", false, 201, atAnswer(502, "RejectedByGateway")],
    ["too little credit (405)", false, 201, atAnswer(405, "InsufficientBalance")],
    ["an invalid number (403)", true, 201, atAnswer(403, "InvalidPhoneNumber")],
    ["a refused API key (401)", true, 401, "The supplied authentication is invalid"],
  ])("an SMS failing on %s is permanent: %s", async (_what, permanent, status, body) => {
    providers.sms.answer(SMS_PATH, status, body);
    try {
      const error = await sms.send(notification("job-alert", "sw")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error instanceof PermanentDeliveryError).toBe(permanent);
    } finally {
      providers.sms.answer(SMS_PATH, 201, atAnswer());
    }
  });

  it("takes the network's blacklist (406) as a STOP: SMS off, no-address now and later", async () => {
    providers.sms.answer(SMS_PATH, 201, atAnswer(406, "UserInBlacklist"));
    try {
      expect(await sms.send(notification("job-alert", "en"))).toEqual({ status: "no-address" });
    } finally {
      providers.sms.answer(SMS_PATH, 201, atAnswer());
    }
    expect(await sms.ready("seeker-1")).toBe(false);
    const [row] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.userId, "seeker-1"));
    expect(row).toMatchObject({ sms: false, smsStoppedAt: expect.any(Date), whatsapp: true });
    expect(await whatsapp.ready("seeker-1")).toBe(true);
  });

  it("has no address for a seeker without a number, or with the channel off", async () => {
    expect(await whatsapp.ready("nobody")).toBe(false);
    expect(await whatsapp.send(notification("job-alert", "en", "nobody"))).toEqual({ status: "no-address" });
    await db().update(phoneNumbers).set({ whatsapp: false }).where(eq(phoneNumbers.userId, "seeker-1"));
    const before = providers.whatsapp.requests.length;
    expect(await whatsapp.send(notification("job-alert", "en"))).toEqual({ status: "no-address" });
    expect(providers.whatsapp.requests.length).toBe(before);
  });
});
