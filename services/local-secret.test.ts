import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localSecret, refusedSecret, secretOrLocal } from "./local-secret";

const folder = () => mkdtempSync(join(tmpdir(), "kazi-local-secret-"));

test("a secret is made once, readable by its owner only, and read back by every later caller", () => {
  const dataDir = join(folder(), "data");
  const secret = localSecret(dataDir, "alerts-secret");
  expect(secret).toMatch(/^[\w-]{43}$/);
  expect(localSecret(dataDir, "alerts-secret")).toBe(secret);
  expect(readdirSync(dataDir)).toEqual(["alerts-secret"]);
  expect(statSync(join(dataDir, "alerts-secret")).mode & 0o777).toBe(0o600);
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
});

test("a secret another process made first is the one used", () => {
  const dataDir = folder();
  writeFileSync(join(dataDir, "client-secret"), "made-by-the-identity-provider\n");
  expect(localSecret(dataDir, "client-secret")).toBe("made-by-the-identity-provider");
  writeFileSync(join(dataDir, "empty"), "");
  expect(() => localSecret(dataDir, "empty")).toThrow("is empty");
});

test("a configured secret wins, and nothing is made until the secret is asked for", () => {
  const dataDir = folder();
  expect(secretOrLocal("ours", dataDir, "client-secret")()).toBe("ours");
  const lazy = secretOrLocal(undefined, dataDir, "client-secret");
  expect(readdirSync(dataDir)).toEqual([]);
  expect(lazy()).toBe(localSecret(dataDir, "client-secret"));
});

test("the once-published secrets are refused in production and on https only", () => {
  const published = "kazi-alerts-local-secret-0123456789";
  expect(refusedSecret(published, { production: true })).toBe(true);
  expect(refusedSecret(published, { siteUrl: "https://kazi.africa" })).toBe(true);
  expect(refusedSecret(published, { siteUrl: "http://localhost:3000" })).toBe(false);
  expect(refusedSecret("a-secret-of-our-own-0123456789abcdef", { production: true })).toBe(false);
  expect(refusedSecret(undefined, { production: true })).toBe(false);
});
