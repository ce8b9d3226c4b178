import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productApiConfig } from "../../config";
import { DEFAULT_DIGEST_CRON } from "./digest-cron";

const config = (vars: Record<string, string>) => productApiConfig(vars as unknown as NodeJS.ProcessEnv);
const dataDir = () => mkdtempSync(join(tmpdir(), "kazi-alerts-"));

test("job alerts run with local defaults: hourly passes, mail to DATA_DIR/mail", () => {
  const { alerts } = config({ DATA_DIR: "/srv/kazi" });
  expect(alerts).toMatchObject({
    siteUrl: "http://localhost:3000",
    cron: DEFAULT_DIGEST_CRON,
    smtpUrl: undefined,
    mailDataDir: "/srv/kazi",
    mailFrom: "Kazi <no-reply@localhost>",
  });
});

test("without ALERTS_SECRET, a random secret is made once in DATA_DIR, for its owner only", () => {
  const DATA_DIR = dataDir();
  const secret = config({ DATA_DIR }).alerts.secret;
  expect(secret).toMatch(/^[\w-]{43}$/);
  expect(secret).not.toBe("kazi-alerts-local-secret-0123456789");
  expect(statSync(join(DATA_DIR, "alerts-secret")).mode & 0o777).toBe(0o600);
  expect(config({ DATA_DIR, SITE_URL: "https://kazi.africa" }).alerts.secret).toBe(secret);
  expect(config({ DATA_DIR: dataDir() }).alerts.secret).not.toBe(secret);
});

test("the once-published secret is refused in production, and a short one anywhere, naming the variable", () => {
  const published = "kazi-alerts-local-secret-0123456789";
  for (const setting of [{ SITE_URL: "https://kazi.africa" }, { NODE_ENV: "production" }] as Record<
    string,
    string
  >[])
    expect(() => config({ DATA_DIR: dataDir(), ALERTS_SECRET: published, ...setting })).toThrow(
      /ALERTS_SECRET: is published in Kazi's source/,
    );
  expect(() => config({ ALERTS_SECRET: "short" })).toThrow(/ALERTS_SECRET: use at least 32 characters/);
  const { alerts } = config({
    SITE_URL: "https://kazi.africa/",
    ALERTS_SECRET: "a-secret-of-our-own-that-is-long-enough",
    SMTP_URL: "smtps://kazi:pw@mail.example:465",
    ALERTS_CRON: "off",
  });
  expect(alerts).toMatchObject({
    siteUrl: "https://kazi.africa",
    secret: "a-secret-of-our-own-that-is-long-enough",
    smtpUrl: "smtps://kazi:pw@mail.example:465",
    mailFrom: "Kazi <no-reply@kazi.africa>",
    cron: "off",
  });
});
