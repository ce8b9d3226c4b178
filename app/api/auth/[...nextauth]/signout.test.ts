import { createHash, randomBytes } from "node:crypto";
import { SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { BrowserlessClient, logInAsDemo } from "@/services/identity/testing";

// next-auth's own sign-out (POST /api/auth/signout) in front of the real provider: like the menu's
// log-out, it ends the provider's session, so the next sign-in asks for the password again.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

const SECRET = "signout-test-session-secret-0123456789";
let stack: RouteStack;
let route: typeof import("./route");

beforeAll(async () => {
  stack = await startRouteStack({ secret: SECRET });
  route = await import("./route");
}, 120_000);
afterAll(() => stack?.close());

/** The demo seeker signed in at the provider (its cookies in `client`) and here (a session cookie). */
async function signedIn() {
  const client = new BrowserlessClient(stack.identity.issuer, SITE);
  const tokens = await logInAsDemo(client);
  const session = await stack.sessionCookie({
    sub: "demo",
    accessToken: tokens.access_token,
    refreshToken: String(tokens.refresh_token),
    idToken: String(tokens.id_token),
  });
  return { client, session, idToken: String(tokens.id_token) };
}

/** True when the provider still knows the visitor: a new authorization needs no password. */
async function providerRemembers(client: BrowserlessClient): Promise<boolean> {
  const fresh = Object.assign(new BrowserlessClient(stack.identity.issuer, SITE), { jar: client.jar });
  const location = new URL(await fresh.authorize(), stack.identity.issuer);
  if (location.href.startsWith(fresh.redirectUri)) return true;
  const next = await fresh.request(location.href);
  return next.status === 303 && (next.headers.get("location") ?? "").includes("/api/auth/callback/oidc");
}

/** next-auth's sign-out form (or signOut() with `json`), with a valid CSRF token. */
function signOut(session: string, fields: Record<string, string>) {
  const csrf = randomBytes(16).toString("hex");
  const hash = createHash("sha256").update(`${csrf}${SECRET}`).digest("hex");
  return route.POST(
    stack.request("/api/auth/signout", {
      method: "POST",
      headers: {
        cookie: `next-auth.session-token=${session}; next-auth.csrf-token=${csrf}|${hash}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrfToken: csrf, ...fields }).toString(),
    }),
    { params: Promise.resolve({ nextauth: ["signout"] }) },
  );
}

/** Follows the provider's log-out page (it submits its own form) as the browser does. */
async function followLogout(client: BrowserlessClient, url: string) {
  const page = await (await client.request(url)).text();
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!xsrf || !action) throw new Error(`no automatic log-out form in:\n${page}`);
  expect(page).toContain('document.getElementById("op.logoutForm").submit()');
  return client.postForm(action, { xsrf, logout: "yes" });
}

function expectProviderLogout(url: string, idToken: string, locale = "en") {
  const target = new URL(url);
  expect(`${target.origin}${target.pathname}`).toBe(`${stack.identity.issuer}/session/end`);
  expect(target.searchParams.get("id_token_hint")).toBe(idToken);
  expect(target.searchParams.get("post_logout_redirect_uri")).toBe(`${SITE}/`);
  expect(target.searchParams.get("ui_locales")).toBe(locale);
}

it("signOut() from a page script ends the provider's session: the next sign-in asks for the password", async () => {
  const { client, session, idToken } = await signedIn();
  expect(await providerRemembers(client)).toBe(true);

  const res = await signOut(session, { callbackUrl: `${SITE}/fr/jobs`, json: "true" });
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie()).toContainEqual(
    expect.stringMatching(/^next-auth\.session-token=;.*Max-Age=0/i),
  );
  const { url } = await res.json();
  expectProviderLogout(url, idToken, "fr");
  expect(new URL(url).searchParams.get("state")).toBe("fr");

  const done = await followLogout(client, url);
  expect(done.status).toBe(303);
  expect(await providerRemembers(client)).toBe(false);
});

it("next-auth's sign-out form without JavaScript is sent on to the provider's log-out too", async () => {
  const { client, session, idToken } = await signedIn();
  const res = await signOut(session, { callbackUrl: "/" });
  expect(res.status).toBe(302);
  expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^next-auth\.session-token=;/));
  expectProviderLogout(res.headers.get("location")!, idToken);
  expect((await followLogout(client, res.headers.get("location")!)).status).toBe(303);
  expect(await providerRemembers(client)).toBe(false);
});

it("a wrong CSRF token signs nobody out and goes back to next-auth's confirmation", async () => {
  const { client, session } = await signedIn();
  const res = await route.POST(
    stack.request("/api/auth/signout", {
      method: "POST",
      headers: {
        cookie: `next-auth.session-token=${session}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "csrfToken=forged",
    }),
    { params: Promise.resolve({ nextauth: ["signout"] }) },
  );
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`${SITE}/api/auth/signout?csrf=true`);
  expect(await providerRemembers(client)).toBe(true);
});
