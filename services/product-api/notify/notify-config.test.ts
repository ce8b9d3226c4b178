import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateRequestDetails } from "web-push";
import { productApiConfig } from "../config";
import { makeVapidKeys } from "./vapid-keys";

// Web Push's settings: VAPID keys made once in DATA_DIR when unset (as the other generated
// secrets), both or neither when set, the subject, and the daily cap.

const config = (vars: Record<string, string>) => productApiConfig(vars as unknown as NodeJS.ProcessEnv);
const dataDir = () => mkdtempSync(join(tmpdir(), "kazi-notify-"));

test("without VAPID keys, a pair is made once in DATA_DIR, for its owner only, and web-push signs with it", () => {
  const DATA_DIR = dataDir();
  const { push } = config({ DATA_DIR }).notify;
  const keys = push.keys;
  expect(keys.publicKey).toMatch(/^[\w-]{87}$/);
  expect(keys.privateKey).toMatch(/^[\w-]{43}$/);
  expect(statSync(join(DATA_DIR, "vapid-keys")).mode & 0o777).toBe(0o600);
  expect(config({ DATA_DIR }).notify.push.keys).toEqual(keys);
  expect(config({ DATA_DIR: dataDir() }).notify.push.keys.publicKey).not.toBe(keys.publicKey);
  const request = generateRequestDetails(
    {
      endpoint: "https://push.example/abc",
      keys: { p256dh: makeVapidKeys().publicKey, auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    },
    "{}",
    { vapidDetails: { subject: push.subject, ...keys } },
  );
  expect(request.headers.Authorization).toContain(`k=${keys.publicKey}`);
});

test("the subject defaults to the contact address, and the cap to 5", () => {
  expect(config({ DATA_DIR: dataDir() }).notify).toMatchObject({
    push: { subject: "mailto:hello@kazi.africa" },
    dailyCap: 5,
  });
  const set = config({
    VAPID_PUBLIC_KEY: "BPublic",
    VAPID_PRIVATE_KEY: "private",
    VAPID_SUBJECT: "https://kazi.africa/contact",
    NOTIFY_DAILY_CAP: "3",
  }).notify;
  expect(set.push.keys).toEqual({ publicKey: "BPublic", privateKey: "private" });
  expect(set).toMatchObject({ push: { subject: "https://kazi.africa/contact" }, dailyCap: 3 });
  expect(config({ CONTACT_EMAIL: "ops@kazi.africa" }).notify.push.subject).toBe("mailto:ops@kazi.africa");
});

test("one VAPID key without the other, a subject that is not mailto: or https:, and a cap of 0 are refused by name", () => {
  expect(() => config({ VAPID_PUBLIC_KEY: "BPublic" })).toThrow(/VAPID_PRIVATE_KEY: set both VAPID keys/);
  expect(() => config({ VAPID_PRIVATE_KEY: "private" })).toThrow(/VAPID_PUBLIC_KEY: set both VAPID keys/);
  expect(() => config({ VAPID_SUBJECT: "ops@kazi.africa" })).toThrow(/VAPID_SUBJECT/);
  expect(() => config({ NOTIFY_DAILY_CAP: "0" })).toThrow(/NOTIFY_DAILY_CAP/);
});
