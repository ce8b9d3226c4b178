import { randomBytes } from "node:crypto";
import { BrowserlessClient, CookieJar, type TestIdentity } from "../services/identity/testing";

// A job seeker signing up and in the way a browser does it, without one: the web app's next-auth
// sign-in (CSRF token, PKCE and state cookies), the identity provider's sign-up form and emailed
// verification link (or its login form), and the callback on the web instance the test names.

export interface Seeker {
  email: string;
  name: string;
  /** To sign in again (signInOn). */
  password: string;
  /** The Cookie header of the signed-in browser (the web app's cookies only). */
  cookie: string;
}

/** The provider as a sign-up needs it: its address and the mail it sends. */
type Provider = Pick<TestIdentity, "issuer" | "verificationLink">;

const sequence = { next: 0 };
const CALLBACK_PATH = "/api/auth/callback/oidc";

async function expectStatus(res: Response, statuses: number[], what: string) {
  if (!statuses.includes(res.status))
    throw new Error(`${what}: answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/**
 * One browser's sign-in on the web instance at `web` (its own address, not the balancer's): the
 * callback the provider redirects to names the site, and is sent to that instance instead.
 */
function signInFlow(web: string, site: string, issuer: string) {
  const jar = new CookieJar();
  const idp = new BrowserlessClient(issuer, site);
  const get = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", jar.header());
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    jar.store(res);
    return res;
  };
  return {
    idp,
    /** Starts next-auth's sign-in; resolves with the provider's interaction page (sign-up or login). */
    async start(prompt?: string): Promise<string> {
      const csrf = await get(`${web}/api/auth/csrf`);
      await expectStatus(csrf, [200], "GET /api/auth/csrf");
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const signIn = await get(`${web}/api/auth/signin/oidc${prompt ? `?prompt=${prompt}` : ""}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site },
        body: new URLSearchParams({ csrfToken, callbackUrl: `${site}/`, json: "true" }).toString(),
      });
      await expectStatus(signIn, [200], "POST /api/auth/signin/oidc");
      const { url: authorizeUrl } = (await signIn.json()) as { url: string };
      const authorize = await idp.request(authorizeUrl);
      const interaction = authorize.headers.get("location");
      if (!interaction)
        throw new Error(`the provider's /auth answered ${authorize.status} without a redirect`);
      return new URL(interaction, issuer).href;
    },
    /** Follows the provider's redirects from `res` back to the site; resolves with the Cookie header. */
    async finish(res: Response): Promise<string> {
      for (let hops = 0; ; hops++) {
        const location = res.headers.get("location");
        if (!location || hops > 8)
          throw new Error(`the sign-in did not come back to the site (${res.status})`);
        const target = new URL(location, issuer);
        if (target.href.startsWith(site + CALLBACK_PATH)) {
          const callback = await get(`${web}${CALLBACK_PATH}${target.search}`);
          await expectStatus(callback, [302, 303, 307], "the web app's callback");
          if (!jar.header().includes("next-auth.session-token="))
            throw new Error(
              `the callback set no session cookie (went to ${callback.headers.get("location")})`,
            );
          return jar.header();
        }
        res = await idp.request(target.href);
      }
    },
  };
}

/** Signs a new seeker up on the web instance at `web`, following the emailed verification link. */
export async function signUpOn(web: string, site: string, identity: Provider): Promise<Seeker> {
  const n = ++sequence.next;
  const email = `cluster.seeker.${n}.${Date.now().toString(36)}@example.com`;
  const name = `Cluster Seeker ${n}`;
  const password = `Pw-${randomBytes(12).toString("base64url")}`;
  const flow = signInFlow(web, site, identity.issuer);
  const signUp = await flow.idp.postForm(`${await flow.start("create")}/signup`, { name, email, password });
  await expectStatus(signUp, [200], "the provider's sign-up form");
  // The emailed link verifies the address and finishes the sign-in.
  const cookie = await flow.finish(await flow.idp.request(await identity.verificationLink(email)));
  return { email, name, password, cookie };
}

/** Signs a seeker who has an account in again, through the provider's login form: a new session. */
export async function signInOn(web: string, site: string, issuer: string, seeker: Seeker): Promise<Seeker> {
  const flow = signInFlow(web, site, issuer);
  const { email, password } = seeker;
  const login = await flow.idp.postForm(`${await flow.start()}/login`, { email, password });
  return { ...seeker, cookie: await flow.finish(login) };
}
