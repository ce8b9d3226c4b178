import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productApiConfig } from "../../config";

const config = (vars: Record<string, string>) =>
  productApiConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "kazi-phone-")),
    ...vars,
  } as unknown as NodeJS.ProcessEnv);
const SMS = { AT_USERNAME: "sandbox", AT_API_KEY: "key", AT_WEBHOOK_SECRET: "a-webhook-secret-of-24-chars!" };

test("with nothing set, neither phone channel is configured", () => {
  expect(config({}).phone).toMatchObject({ whatsapp: undefined, sms: undefined });
});

test("each channel is configured by its own variables, with the providers' live APIs by default", () => {
  const { phone } = config({ WHATSAPP_PHONE_NUMBER_ID: "1065", WHATSAPP_ACCESS_TOKEN: "token", ...SMS });
  expect(phone.whatsapp).toEqual({
    apiUrl: "https://graph.facebook.com/v21.0",
    phoneNumberId: "1065",
    accessToken: "token",
  });
  expect(phone.sms).toEqual({
    apiUrl: "https://api.africastalking.com",
    username: "sandbox",
    apiKey: "key",
    from: undefined,
    webhookSecret: SMS.AT_WEBHOOK_SECRET,
  });
  expect(config({ ...SMS, AT_API_URL: "https://api.sandbox.africastalking.com/" }).phone.sms?.apiUrl).toBe(
    "https://api.sandbox.africastalking.com",
  );
});

test("refuses half a channel, and SMS without the STOP callback's secret, naming the variable", () => {
  expect(() => config({ WHATSAPP_ACCESS_TOKEN: "token" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: is needed/);
  expect(() => config({ AT_USERNAME: "sandbox" })).toThrow(/AT_API_KEY: is needed/);
  expect(() => config({ AT_USERNAME: "sandbox", AT_API_KEY: "key" })).toThrow(/AT_WEBHOOK_SECRET: is needed/);
  expect(() => config({ ...SMS, AT_WEBHOOK_SECRET: "short" })).toThrow(/AT_WEBHOOK_SECRET: use at least 24/);
});

test("the codes' key is the installation's own, and not the alerts' secret itself", () => {
  const { phone, alerts } = config({ ALERTS_SECRET: "an-alerts-secret-of-at-least-32-characters" });
  expect(phone.codeSecret).toMatch(/^[\w-]{43}$/);
  expect(phone.codeSecret).not.toBe(alerts.secret);
  expect(config({ ALERTS_SECRET: "another-alerts-secret-of-at-least-32-chars" }).phone.codeSecret).not.toBe(
    phone.codeSecret,
  );
});
