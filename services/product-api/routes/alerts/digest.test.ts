import { eq, sql } from "drizzle-orm";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createMailer, outboxDir, type Mailer } from "../../../mail";
import { readOutbox } from "../../../mail/outbox";
import { startTestSmtpServer, type TestSmtpServer } from "../../../mail/testing";
import { createApiApp } from "../../app";
import { createDb, type Database } from "../../db/client";
import { jobAlerts, jobs, users, type JobAlertFilters } from "../../db/schema";
import { createLocalStorage } from "../../lib/storage";
import { jsonBody } from "../../testing/api";
import { testDatabases, type TestDatabase } from "../../testing/databases";
import { insertTestJob } from "../../testing/fixtures";
import { updateAlert } from "./alerts.queries";
import { runDigestPass, type DigestDeps } from "./digest";
import { digestPeriod } from "./digest-period";
import { startDigestWorker } from "./digest-worker";

const SITE = "https://kazi.test";
const SECRET = "digest-test-secret-0123456789abcdef";
const DAY = 86_400_000;
const noAuth = async () => {
  throw new Error("no tokens in these tests");
};

let smtp: TestSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, dataDir: "/nonexistent", from: "Kazi <alerts@kazi.test>" });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
});

test("periods are UTC days and ISO weeks", () => {
  expect(digestPeriod("daily", new Date("2026-11-23T23:59:00Z"))).toBe("D2026-11-23");
  expect(digestPeriod("weekly", new Date("2026-11-23T00:00:00Z"))).toBe("W2026-48");
  expect(digestPeriod("weekly", new Date("2026-11-29T23:00:00Z"))).toBe("W2026-48");
  expect(digestPeriod("weekly", new Date("2027-01-01T12:00:00Z"))).toBe("W2026-53");
  expect(digestPeriod("weekly", new Date("2025-12-29T12:00:00Z"))).toBe("W2026-01");
});

describe.each(testDatabases)("job alert digests on %s", (_name, kind) => {
  let handle: TestDatabase;
  let app: ReturnType<typeof createApiApp>;
  let deps: DigestDeps;
  beforeAll(async () => {
    handle = await kind.open();
    app = createApiApp({
      db: handle.database.db,
      auth: noAuth,
      storage: createLocalStorage("/tmp/kazi-digest-test-uploads"),
      alerts: { secret: SECRET, siteUrl: SITE, siteName: "Ajira", mailer },
    });
    deps = {
      db: handle.database.db,
      search: app.search,
      mailer,
      siteUrl: SITE,
      siteName: "Ajira",
      secret: SECRET,
    };
  }, 60_000);
  afterAll(() => handle?.close());

  let seq = 0;
  async function seekerWithAlert(
    query: string,
    frequency: "daily" | "weekly" = "daily",
    more: { language?: "en" | "fr" | "pt" | "sw" | "ar"; filters?: JobAlertFilters } = {},
  ) {
    const id = `seeker-${kind.name.length}-${++seq}-${Date.now()}`;
    const email = `${id}@example.com`;
    await handle.database.db
      .insert(users)
      .values({ id, name: "Amina <Njeri>", username: id, email, language: more.language });
    const [alert] = await handle.database.db
      .insert(jobAlerts)
      .values({ userId: id, query, frequency, filters: more.filters })
      .returning();
    return { email, alert };
  }
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const pass = async (now: Date) => {
    await app.catchUp();
    return runDigestPass(deps, now);
  };

  it("mails the new matching job once, with links and one-click unsubscribe; nothing when nothing is new", async () => {
    const old = await insertTestJob(handle.database.db, { title: "Solar Technician (old)" });
    const { email, alert } = await seekerWithAlert("solar technician");
    const job = await insertTestJob(handle.database.db, {
      title: "Solar Technician <b>& Installer</b>",
      company: "Sun & Co",
      location: "Kisumu, Kenya",
    });
    await insertTestJob(handle.database.db, { title: "Accountant" });
    const caution = await insertTestJob(handle.database.db, {
      title: "Solar Technician wanted",
      description: "Great pay. Send the registration fee of KSh 2,000 by M-Pesa before the interview.",
    });
    expect(caution.riskFlags).toContain("fee-language");
    await insertTestJob(handle.database.db, {
      title: "Solar Technician (closed)",
      deadline: new Date(Date.now() + 1000).toISOString(),
    });
    await new Promise((r) => setTimeout(r, 1100));

    const now = new Date();
    const first = await pass(now);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.parsed.subject).toBe("1 new job for “solar technician”");
    const text = mail.parsed.text ?? "";
    expect(text).toContain("Solar Technician <b>& Installer</b>");
    expect(text).toContain("Sun & Co · Kisumu, Kenya");
    expect(text).toContain(`${SITE}/jobs/${job.id}`);
    // SITE_NAME, not a fixed "Kazi".
    expect(text).toContain("because you created a job alert on Ajira.");
    expect(text).not.toContain("(old)");
    expect(text).not.toContain("wanted");
    expect(text).not.toContain("(closed)");
    expect(text).not.toContain(`/jobs/${old.id}\n`);
    const html = String(mail.parsed.html);
    expect(html).toContain("Solar Technician &lt;b&gt;&amp; Installer&lt;/b&gt;");
    expect(html).toContain("Hello Amina &lt;Njeri&gt;");
    expect(html).toContain(`href="${SITE}/jobs/${job.id}"`);
    expect(html).not.toContain("<b>&");
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https:\/\/kazi\.test\/api\/alerts\/unsubscribe\?token=([^>]+))>$/.exec(
      mail.header("list-unsubscribe"),
    );
    expect(oneClick).not.toBeNull();
    const pageLink = `${SITE}/alerts/unsubscribe?token=${oneClick![2]}`;
    expect(text).toContain(pageLink);
    expect(html).toContain(`href="${pageLink}"`);

    // Same period again, the next day with nothing new: nothing.
    await pass(now);
    await pass(new Date(now.getTime() + DAY));
    expect(mailsTo(email)).toHaveLength(1);

    // A new job the next day: only that one.
    const next = await insertTestJob(handle.database.db, { title: "Senior Solar Technician" });
    await pass(new Date(now.getTime() + DAY));
    expect(mailsTo(email)).toHaveLength(2);
    const second = mailsTo(email)[1].parsed.text ?? "";
    expect(second).toContain(`${SITE}/jobs/${next.id}`);
    expect(second).not.toContain(`${SITE}/jobs/${job.id}\n`);

    // The token in the mail unsubscribes without signing in; a forged one is refused.
    const token = decodeURIComponent(oneClick![2]);
    const unsubscribe = (t: string) =>
      app.fetch(new Request("http://api.test/api/v1/alerts/unsubscribe", jsonBody({ token: t })));
    expect((await unsubscribe(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(400);
    expect((await unsubscribe(token)).status).toBe(200);
    const left = await handle.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(left).toEqual([]);
    await insertTestJob(handle.database.db, { title: "Solar Technician trainee" });
    await pass(new Date(now.getTime() + 2 * DAY));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("mails a seeker whose profile reads French in French, linking to the French pages", async () => {
    const { email } = await seekerWithAlert("comptable", "weekly", {
      language: "fr",
      filters: { country: ["SN"], jobType: ["Full-time", "Internship"], minSalary: 12000 },
    });
    const job = await insertTestJob(handle.database.db, {
      title: "Comptable <junior>",
      company: "Teranga Finance",
      location: "Dakar, Sénégal",
      countryCode: "SN",
      jobType: "Internship",
      salaryMin: 12000,
      salaryMax: 18000,
      language: "fr",
    });
    await pass(new Date("2031-03-05T08:00:00Z"));
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // French punctuation: a no-break space before the colon (\u00a0), and 12 000 $US as French writes it.
    const words = /« comptable » · lieu\u00a0: Sénégal · Temps plein ou Stage · 12\s000\s\$US\+ par an/;
    expect(mail.parsed.subject).toMatch(new RegExp(`^1 nouvelle offre pour ${words.source}$`));
    const text = mail.parsed.text ?? "";
    expect(text).toContain("Bonjour Amina <Njeri>,");
    expect(text).toContain("Comptable <junior>");
    expect(text).toContain(`${SITE}/fr/jobs/${job.id}`);
    expect(text).toContain(
      "Vous recevez cet e-mail hebdomadaire parce que vous avez créé une alerte emploi sur Ajira.",
    );
    expect(text).toContain(`Gérer mes alertes\u00a0: ${SITE}/fr/alerts`);
    const oneClick = /^<https:\/\/kazi\.test\/api\/alerts\/unsubscribe\?token=([^>]+)>$/.exec(
      mail.header("list-unsubscribe"),
    );
    expect(oneClick).not.toBeNull();
    const pageLink = `${SITE}/fr/alerts/unsubscribe?token=${oneClick![1]}`;
    expect(text).toContain(`Me désabonner de cette alerte\u00a0: ${pageLink}`);
    const html = String(mail.parsed.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`href="${pageLink}">Me désabonner de cette alerte</a>`);
    expect(html).toContain("Comptable &lt;junior&gt;");
  });

  it("writes an Arabic digest right to left, with the jobs' own text isolated", async () => {
    const { email } = await seekerWithAlert("plumber", "weekly", { language: "ar" });
    await insertTestJob(handle.database.db, { title: "Plumber", company: "Nile Pipes" });
    await pass(new Date("2031-04-09T08:00:00Z"));
    const [mail] = mailsTo(email);
    expect(mail.parsed.subject).toBe("وظيفة جديدة واحدة لـ «plumber»");
    const html = String(mail.parsed.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<bdi>Nile Pipes</bdi>");
    expect(mail.parsed.text).toContain(`${SITE}/ar/alerts/unsubscribe?token=`);
  });

  it("sends a weekly alert one digest a week, and a paused alert none", async () => {
    const weekly = await seekerWithAlert("borehole driller", "weekly");
    const paused = await seekerWithAlert("borehole driller");
    await handle.database.db.update(jobAlerts).set({ paused: true }).where(eq(jobAlerts.id, paused.alert.id));
    await insertTestJob(handle.database.db, { title: "Borehole Driller" });
    const monday = new Date("2030-01-07T08:00:00Z");
    await pass(monday);
    expect(mailsTo(weekly.email)).toHaveLength(1);
    await insertTestJob(handle.database.db, { title: "Borehole Driller assistant" });
    await pass(new Date("2030-01-09T08:00:00Z"));
    expect(mailsTo(weekly.email)).toHaveLength(1);
    await pass(new Date("2030-01-14T08:00:00Z"));
    expect(mailsTo(weekly.email)).toHaveLength(2);
    expect(mailsTo(weekly.email)[1].parsed.text).toContain("Borehole Driller assistant");
    expect(mailsTo(paused.email)).toHaveLength(0);
    // Resumed, it mails only what appears from then on.
    await updateAlert(handle.database.db, paused.alert.userId, paused.alert.id, { paused: false });
    await insertTestJob(handle.database.db, { title: "Borehole Driller foreman" });
    await pass(new Date("2030-01-15T08:00:00Z"));
    expect(mailsTo(paused.email)).toHaveLength(1);
    expect(mailsTo(paused.email)[0].parsed.text).toContain("Borehole Driller foreman");
    expect(mailsTo(paused.email)[0].parsed.text).not.toContain("Borehole Driller assistant");
  });

  it("without SMTP_URL, writes the digest as an .eml file under DATA_DIR/mail", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-alert-outbox-"));
    const fileMailer = createMailer({ dataDir, from: "Kazi <alerts@kazi.test>" });
    try {
      const { email } = await seekerWithAlert("dairy farm manager");
      const job = await insertTestJob(handle.database.db, { title: "Dairy Farm Manager" });
      await app.catchUp();
      await runDigestPass({ ...deps, mailer: fileMailer }, new Date());
      const mails = (await readOutbox(outboxDir(dataDir))).filter((m) => m.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain(`${SITE}/jobs/${job.id}`);
      expect(mails[0].body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      fileMailer.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("mails a job that came in the same millisecond as the alert, after it", async () => {
    // The database keeps microseconds; a fast one can put an alert and a job in the same millisecond.
    const { email, alert } = await seekerWithAlert("beekeeping extension officer");
    const job = await insertTestJob(handle.database.db, { title: "Beekeeping Extension Officer" });
    const at = (time: string) => sql`${time}::timestamptz`;
    await handle.database.db
      .update(jobAlerts)
      .set({ createdAt: at("2030-03-04T08:00:00.000100Z") })
      .where(eq(jobAlerts.id, alert.id));
    await handle.database.db
      .update(jobs)
      .set({ createdAt: at("2030-03-04T08:00:00.000600Z") })
      .where(eq(jobs.id, job.id));
    await pass(new Date("2030-03-04T09:00:00Z"));
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0].parsed.text).toContain("Beekeeping Extension Officer");
  });

  it("sends one digest when two workers run the same pass at once", async () => {
    const { email } = await seekerWithAlert("tea estate manager");
    await insertTestJob(handle.database.db, { title: "Tea Estate Manager" });
    // PostgreSQL: a second connection pool, as a second API instance has; PGlite has one connection.
    let other: Database | undefined;
    if (handle.url) other = await createDb({ databaseUrl: handle.url });
    try {
      const otherApp = other
        ? createApiApp({
            db: other.db,
            auth: noAuth,
            storage: createLocalStorage("/tmp/kazi-digest-test-uploads"),
          })
        : app;
      await Promise.all([app.catchUp(), otherApp.catchUp()]);
      const now = new Date();
      const results = await Promise.all([
        runDigestPass(deps, now),
        runDigestPass({ ...deps, db: other?.db ?? deps.db, search: otherApp.search }, now),
        runDigestPass(deps, now),
      ]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await other?.close();
    }
  });

  it("runs passes from the pg-boss queue on this database (two instances on PostgreSQL), one digest", async () => {
    const { email } = await seekerWithAlert("cocoa agronomist");
    await insertTestJob(handle.database.db, { title: "Cocoa Agronomist" });
    await app.catchUp();
    let other: Database | undefined;
    if (handle.url) other = await createDb({ databaseUrl: handle.url });
    // PGlite is one process's database: one worker there; PostgreSQL: the workers of two instances.
    const workers = await Promise.all(
      [handle.database, ...(other ? [other] : [])].map((database) =>
        startDigestWorker(database, { ...deps, db: database.db }, { cron: "0 0 1 1 *" }),
      ),
    );
    try {
      await Promise.all(workers.map((w) => w.queuePass()));
      const mail = await smtp.waitFor(email);
      expect(mail.parsed.text).toContain("Cocoa Agronomist");
      await new Promise((r) => setTimeout(r, 3000));
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await other?.close();
    }
  }, 60_000);
});
