import { productApiConfig } from "../../config";
import { DEFAULT_ALERTS_SECRET } from "./alert-settings";
import { DEFAULT_DIGEST_CRON } from "./digest-cron";

const config = (vars: Record<string, string>) => productApiConfig(vars as unknown as NodeJS.ProcessEnv);

test("job alerts run with local defaults: the public secret, hourly passes, mail to DATA_DIR/mail", () => {
  const { alerts } = config({ DATA_DIR: "/srv/kazi" });
  expect(alerts).toMatchObject({
    siteUrl: "http://localhost:3000",
    secret: DEFAULT_ALERTS_SECRET,
    cron: DEFAULT_DIGEST_CRON,
    smtpUrl: undefined,
    mailDataDir: "/srv/kazi",
    mailFrom: "Kazi <no-reply@localhost>",
  });
});

test("the published secret is refused on an https site, and a short one anywhere, naming the variable", () => {
  expect(() => config({ SITE_URL: "https://kazi.africa" })).toThrow(
    /ALERTS_SECRET: set a secret of your own when SITE_URL is https/,
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
    smtpUrl: "smtps://kazi:pw@mail.example:465",
    mailFrom: "Kazi <no-reply@kazi.africa>",
    cron: "off",
  });
});
