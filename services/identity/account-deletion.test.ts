import crypto from "node:crypto";
import { BrowserlessClient, withTestIdentity } from "./testing";
import { WEB_CLIENT } from "./testing/browserless-client";

// The web app deletes the signed-in user's account at the embedded provider: with its own client
// credentials and that user's access token, and nothing less.

const PASSWORD = "Delete-me-2025";
const { idp, browser } = withTestIdentity({ shared: true });

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
const WEB_AUTH = basic(WEB_CLIENT.id, WEB_CLIENT.secret);

function deleteAccount(
  token: string | undefined,
  authorization: string | null = WEB_AUTH,
  extra: Record<string, string> = {},
) {
  return fetch(`${idp().issuer}/account/delete`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams({ ...extra, ...(token === undefined ? {} : { token }) }).toString(),
  });
}

/** Signs up through the real screens, follows the mailed link and returns the browser and tokens. */
async function signUp(email: string) {
  const client = browser();
  const interaction = await client.authorize({ prompt: "create" });
  const res = await client.postForm(`${interaction}/signup`, {
    name: "Neema Deleted",
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(200);
  const verified = await client.request(await idp().verificationLink(email));
  const tokens = await client.exchange(await client.followToCode(verified));
  return { client, tokens: tokens as typeof tokens & { refresh_token: string } };
}

async function logIn(email: string, password = PASSWORD) {
  const client = browser();
  const interaction = await client.authorize();
  return client.postForm(`${interaction}/login`, { email, password });
}

/** True when the provider still knows this browser: a new authorization needs no login screen. */
async function stillSignedIn(client: BrowserlessClient): Promise<boolean> {
  const fresh = Object.assign(browser(), { jar: client.jar });
  const location = new URL(await fresh.authorize(), idp().issuer);
  if (location.href.startsWith(fresh.redirectUri)) return true;
  const next = await fresh.request(location.href);
  return next.status === 303 && (next.headers.get("location") ?? "").includes("/api/auth/callback/oidc");
}

test("the discovery document names the endpoint, so the web app finds it wherever the provider runs", async () => {
  const meta = await (await fetch(`${idp().issuer}/.well-known/openid-configuration`)).json();
  expect(meta.kazi_account_deletion_endpoint).toBe(`${idp().issuer}/account/delete`);
});

test("deletes the account, its session and grants: the password no longer works and the email can sign up again", async () => {
  const email = `neema-${crypto.randomUUID()}@example.com`;
  const { client, tokens } = await signUp(email);
  expect(await stillSignedIn(client)).toBe(true);

  // Wrong passwords pause logging in to this address (8 s after the 7th); deleting the account ends that.
  const failures: number[] = [];
  for (let i = 0; i < 7; i++) failures.push(await logIn(email, `wrong-${i}`).then((r) => r.status));
  expect(failures.at(-1)).toBe(429);

  const dryRun = await deleteAccount(tokens.access_token, WEB_AUTH, { dry_run: "true" });
  expect(dryRun.status).toBe(204);
  expect(await stillSignedIn(client)).toBe(true);

  const res = await deleteAccount(tokens.access_token);
  expect(res.status).toBe(204);
  expect(res.headers.get("cache-control")).toBe("no-store");

  expect(await stillSignedIn(client)).toBe(false);
  await expect(
    client.token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
  ).rejects.toThrow(/invalid_grant/);
  const login = await logIn(email);
  expect(login.status).toBe(401);
  expect(await login.text()).toContain("Wrong email or password");

  const again = await signUp(email);
  const sub = (t: string) => JSON.parse(Buffer.from(t.split(".")[1], "base64url").toString()).sub;
  expect(sub(again.tokens.access_token)).not.toBe(sub(tokens.access_token));
  expect((await logIn(email)).status).toBe(303);
});

test("leaves other accounts alone", async () => {
  const keep = `kept-${crypto.randomUUID()}@example.com`;
  const gone = `gone-${crypto.randomUUID()}@example.com`;
  const kept = await signUp(keep);
  const deleted = await signUp(gone);
  expect((await deleteAccount(deleted.tokens.access_token)).status).toBe(204);
  expect(await stillSignedIn(kept.client)).toBe(true);
  expect((await logIn(keep)).status).toBe(303);
  const refreshed = await kept.client.token({
    grant_type: "refresh_token",
    refresh_token: kept.tokens.refresh_token,
  });
  expect(refreshed.access_token).toEqual(expect.any(String));
});

test("refuses without the web client's credentials, and without a user's access token of the web app", async () => {
  const email = `safe-${crypto.randomUUID()}@example.com`;
  const { client, tokens } = await signUp(email);
  const cases: [string, Response, number, string][] = [
    ["no client", await deleteAccount(tokens.access_token, null), 401, "invalid_client"],
    [
      "wrong secret",
      await deleteAccount(tokens.access_token, basic(WEB_CLIENT.id, "guess")),
      401,
      "invalid_client",
    ],
    [
      "another client",
      await deleteAccount(tokens.access_token, basic("kazi-employer", "kazi-employer-test-secret")),
      401,
      "invalid_client",
    ],
    ["no token", await deleteAccount(undefined), 400, "invalid_request"],
    ["not a token", await deleteAccount("not-a-token"), 401, "invalid_token"],
    ["the ID token", await deleteAccount(String(tokens.id_token)), 401, "invalid_token"],
    ["an employer's token", await deleteAccount(await idp().employerToken()), 401, "invalid_token"],
  ];
  for (const [name, res, status, error] of cases) {
    const text = await res.text();
    expect([name, res.status, text && JSON.parse(text).error]).toEqual([name, status, error]);
  }
  const get = await fetch(`${idp().issuer}/account/delete`);
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect(await stillSignedIn(client)).toBe(true);
  expect((await logIn(email)).status).toBe(303);
});
