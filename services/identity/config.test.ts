import { mkdtempSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientAddress, trustedProxyList } from "./client-address";
import { loadIdentityConfig, siteOf } from "./config";
import { signupAttemptMail, verificationMail } from "./mails";
import { resendPage, verifiedPage } from "./views/email-pages";
import { loginPage, signupPage } from "./views/forms";
import { viewFor } from "./views/layout";
import { errorPage, loggedOutPage, logoutPage } from "./views/status-pages";

const env = (vars: Record<string, string>) => vars;

test("without AUTH_CLIENT_SECRET, a random client secret is made once in DATA_DIR, for its owner only", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kazi-secret-"));
  const secret = loadIdentityConfig({}, env({ DATA_DIR: dataDir })).clientSecret;
  expect(secret).toMatch(/^[\w-]{43}$/);
  expect(secret).not.toBe("kazi-web-local-secret");
  expect(statSync(join(dataDir, "client-secret")).mode & 0o777).toBe(0o600);
  expect(
    loadIdentityConfig({}, env({ DATA_DIR: dataDir, SITE_URL: "https://kazi.africa" })).clientSecret,
  ).toBe(secret);
  const other = loadIdentityConfig({}, env({ DATA_DIR: mkdtempSync(join(tmpdir(), "kazi-secret-")) }));
  expect(other.clientSecret).not.toBe(secret);
});

test("a configured client secret wins, and the once-published default is refused in production", () => {
  const DATA_DIR = mkdtempSync(join(tmpdir(), "kazi-secret-"));
  expect(
    loadIdentityConfig(
      {},
      env({ DATA_DIR, SITE_URL: "https://kazi.africa", AUTH_CLIENT_SECRET: "s3cret-of-ours" }),
    ),
  ).toMatchObject({ clientSecret: "s3cret-of-ours" });
  for (const setting of [{ SITE_URL: "https://kazi.africa" }, { NODE_ENV: "production" }] as Record<
    string,
    string
  >[])
    expect(() =>
      loadIdentityConfig({}, env({ DATA_DIR, AUTH_CLIENT_SECRET: "kazi-web-local-secret", ...setting })),
    ).toThrow("Invalid environment configuration:\n  AUTH_CLIENT_SECRET: is published in Kazi's source");
});

test("runs locally with nothing set, and names a wrong variable", () => {
  expect(loadIdentityConfig({}, {})).toMatchObject({
    port: 4000,
    issuer: "http://localhost:4000",
    siteUrl: "http://localhost:3000",
    clientId: "kazi-web",
    audience: "http://localhost:3000/api/v1",
    trustedProxies: ["loopback"],
  });
  expect(loadIdentityConfig({}, { IDENTITY_PORT: "4100" }).issuer).toBe("http://localhost:4100");
  expect(() => loadIdentityConfig({}, { IDENTITY_PORT: "forty" })).toThrow(
    "Invalid environment configuration:\n  IDENTITY_PORT: must be a port number (0-65535)",
  );
  expect(() => loadIdentityConfig({}, { AUTH_AUDIENCE: "kazi api" })).toThrow(
    "  AUTH_AUDIENCE: must be an absolute URL",
  );
});

test("SITE_NAME names the site on the provider's screens and in its mail", () => {
  const config = loadIdentityConfig({}, { SITE_NAME: "Ajira", SITE_URL: "http://ajira.test" });
  expect(config).toMatchObject({ siteName: "Ajira", mailFrom: "Ajira <no-reply@ajira.test>" });
  const site = siteOf(config);
  const view = viewFor(site, "en");
  const texts = [
    loginPage(view, "uid-1"),
    signupPage(view, "uid-1"),
    resendPage(view, { email: "a@b.test", sent: true }),
    verifiedPage(view),
    loggedOutPage(view),
    logoutPage(view, "<form></form>", false),
    errorPage(view, "No."),
    verificationMail(site, "en", "a@b.test", "http://x.test/verify").html,
    signupAttemptMail(site, "en", "a@b.test").text,
  ];
  for (const text of texts) {
    expect(text).toContain("Ajira");
    expect(text).not.toContain("Kazi");
  }
  expect(loginPage(view, "uid-1")).toContain("<title>Log in | Ajira</title>");
  expect(loadIdentityConfig({}, {}).siteName).toBe("Kazi");
});

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  }) as IncomingMessage;

test("X-Forwarded-For is believed only from trusted proxies, read from the right", () => {
  const loopback = trustedProxyList(["loopback"]);
  expect(clientAddress(request("::ffff:127.0.0.1", "198.51.100.4"), loopback)).toBe("198.51.100.4");
  expect(clientAddress(request("203.0.113.9", "198.51.100.4"), loopback)).toBe("203.0.113.9");
  // A client's own header is kept by the proxy, which appends what it saw: the right end wins.
  expect(clientAddress(request("127.0.0.1", "1.2.3.4, 198.51.100.4"), loopback)).toBe("198.51.100.4");
  const chain = trustedProxyList(["loopback", "10.0.0.0/8"]);
  expect(clientAddress(request("127.0.0.1", "198.51.100.4, 10.1.2.3"), chain)).toBe("198.51.100.4");
  expect(clientAddress(request("127.0.0.1", "not-an-ip"), loopback)).toBe("127.0.0.1");
  expect(() => trustedProxyList(["10.0.0.0/99"])).toThrow('TRUSTED_PROXIES: "10.0.0.0/99"');
});
