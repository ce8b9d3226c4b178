import { randomBytes } from "node:crypto";
import { BrowserlessClient, CookieJar, type TestIdentity } from "../services/identity/testing";

// A job seeker signing up and in the way a browser does it, without one: the web app's next-auth
// sign-in (CSRF token, PKCE and state cookies), the identity provider's sign-up form, the emailed
// verification link, and the callback on the web instance the test names.

export interface Seeker {
  email: string;
  name: string;
  /** The Cookie header of the signed-in browser (the web app's cookies only). */
  cookie: string;
}

const sequence = { next: 0 };

async function expectStatus(res: Response, statuses: number[], what: string) {
  if (!statuses.includes(res.status))
    throw new Error(`${what}: answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/**
 * Signs a new seeker up on the web instance at `web` (its own address, not the balancer's): the
 * callback the provider redirects to names the site, and is sent to that instance instead.
 */
export async function signUpOn(web: string, site: string, identity: TestIdentity): Promise<Seeker> {
  const n = ++sequence.next;
  const email = `cluster.seeker.${n}.${Date.now().toString(36)}@example.com`;
  const name = `Cluster Seeker ${n}`;
  const jar = new CookieJar();
  const get = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", jar.header());
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    jar.store(res);
    return res;
  };

  const csrf = await get(`${web}/api/auth/csrf`);
  await expectStatus(csrf, [200], "GET /api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await get(`${web}/api/auth/signin/oidc?prompt=create`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${site}/`, json: "true" }).toString(),
  });
  await expectStatus(signIn, [200], "POST /api/auth/signin/oidc");
  const { url: authorizeUrl } = (await signIn.json()) as { url: string };

  const idp = new BrowserlessClient(identity.issuer, site);
  const authorize = await idp.request(authorizeUrl);
  const interaction = authorize.headers.get("location");
  if (!interaction) throw new Error(`the provider's /auth answered ${authorize.status} without a redirect`);
  const signUp = await idp.postForm(new URL(interaction, identity.issuer).href + "/signup", {
    name,
    email,
    password: `Pw-${randomBytes(12).toString("base64url")}`,
  });
  await expectStatus(signUp, [200], "the provider's sign-up form");

  // The emailed link verifies the address and finishes the sign-in: follow it to the callback.
  let res = await idp.request(await identity.verificationLink(email));
  const callbackPath = "/api/auth/callback/oidc";
  for (let hops = 0; ; hops++) {
    const location = res.headers.get("location");
    if (!location || hops > 8) throw new Error(`sign-up did not come back to the site (${res.status})`);
    const target = new URL(location, identity.issuer);
    if (target.href.startsWith(site + callbackPath)) {
      const callback = await get(`${web}${callbackPath}${target.search}`);
      await expectStatus(callback, [302, 303, 307], "the web app's callback");
      if (!jar.header().includes("next-auth.session-token="))
        throw new Error(`the callback set no session cookie (went to ${callback.headers.get("location")})`);
      return { email, name, cookie: jar.header() };
    }
    res = await idp.request(target.href);
  }
}
