import { createHash, randomUUID } from "node:crypto";
import { BrowserlessClient, logInAsDemo, withTestIdentity } from "./testing";

// Logout by a plain GET to /session/end (a link or an image on any site) must not end the session:
// only the web app's own sign-out, whose id_token_hint names this session's account, goes ahead
// by itself; anything else gets a question and a button.

const { site: SITE, idp, browser } = withTestIdentity({ shared: true });

async function demoSession() {
  const client = browser();
  const tokens = await logInAsDemo(client);
  return { client, idToken: tokens.id_token as string };
}

/** True when the provider still knows the visitor: a new authorization needs no login screen. */
async function stillSignedIn(client: BrowserlessClient): Promise<boolean> {
  const fresh = Object.assign(browser(), { jar: client.jar });
  const location = new URL(await fresh.authorize(), idp().issuer);
  if (location.href.startsWith(fresh.redirectUri)) return true;
  const next = await fresh.request(location.href);
  return next.status === 303 && (next.headers.get("location") ?? "").includes("/api/auth/callback/oidc");
}

function confirmForm(page: string) {
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!xsrf || !action) throw new Error(`no logout form in:\n${page}`);
  return { action, xsrf, logout: /name="logout" value="yes"/.test(page) };
}

test("a GET without id_token_hint asks first and leaves the session as it was", async () => {
  const { client } = await demoSession();
  const res = await client.request("/session/end");
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toContain("Log out of Kazi?");
  expect(page).not.toContain("<script");
  expect(page).toContain(`<a href="${SITE}">Stay logged in</a>`);
  expect(await stillSignedIn(client)).toBe(true);

  // Pressing the button (the visitor's own choice) ends it.
  const form = confirmForm(page);
  expect(form.logout).toBe(true);
  const confirmed = await client.postForm(form.action, { xsrf: form.xsrf, logout: "yes" });
  expect(confirmed.status).toBe(303);
  expect(await stillSignedIn(client)).toBe(false);
});

test("the web app's sign-out with this session's id_token_hint logs out by itself", async () => {
  const { client, idToken } = await demoSession();
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: SITE });
  const res = await client.request(`/session/end?${query}`);
  expect(res.status).toBe(200);
  const page = await res.text();
  const script = /<script>([^<]*)<\/script>/.exec(page)?.[1];
  expect(script).toBe('document.getElementById("op.logoutForm").submit()');
  // The policy allows exactly that script, by hash.
  const hash = createHash("sha256").update(script!).digest("base64");
  expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);

  const form = confirmForm(page);
  const done = await client.postForm(form.action, { xsrf: form.xsrf, logout: "yes" });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toBe(`${SITE}/`);
  expect(await stillSignedIn(client)).toBe(false);
});

/** A second account, signed up and verified as startTestIdentity does it, with its own ID token. */
async function otherAccountIdToken(): Promise<string> {
  const client = browser();
  const email = `other-${randomUUID()}@example.com`;
  const interaction = await client.authorize({ prompt: "create" });
  const signup = await client.postForm(`${interaction}/signup`, {
    name: "Other Account",
    email,
    password: "Test-password-2025",
  });
  expect(signup.status).toBe(200);
  const verified = await client.request(await idp().verificationLink(email));
  const tokens = await client.exchange(await client.followToCode(verified));
  return tokens.id_token as string;
}

test("another account's valid id_token_hint does not log this visitor out by itself", async () => {
  const victim = await demoSession();
  const res = await victim.client.request(`/session/end?id_token_hint=${await otherAccountIdToken()}`);
  expect(res.status).toBe(200);
  const page = await res.text();
  expect(page).toContain("Log out of Kazi?");
  expect(page).not.toContain("<script");
  expect(await stillSignedIn(victim.client)).toBe(true);
});
