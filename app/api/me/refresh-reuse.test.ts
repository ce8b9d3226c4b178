import { startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { BrowserlessClient } from "@/services/identity/testing";
import { SESSION_ENDED_TYPE } from "@/services/product-api/lib/session-ended";

// A copy of the session cookie, its refresh token spent by the owner's browser since: within the
// grace it is one of that browser's own requests and gets the new tokens; later it is someone
// else's, and the session ends for both, at the provider and at the product API. Real provider,
// real product API; only Next's request scope is stood in for.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

let stack: RouteStack;
let route: typeof import("./route");
let oidc: typeof import("@/lib/auth/oidc");

beforeAll(async () => {
  stack = await startRouteStack({ secret: "refresh-reuse-test-secret-0123456789" });
  route = await import("./route");
  oidc = await import("@/lib/auth/oidc");
}, 120_000);
afterAll(() => stack?.close());
afterEach(() => jest.restoreAllMocks());

const me = (cookie: string) => {
  stack.request("/api/me", { session: cookie });
  return route.GET();
};

/** A session cookie whose access token is due for renewal (within 60 s of expiry, as the cookie says). */
async function cookieDueForRenewal(name: string) {
  const { sub, email, tokens } = await stack.signUp(name, "Refresh-reuse-2025");
  const held = {
    accessToken: tokens.access_token,
    refreshToken: String(tokens.refresh_token),
    idToken: String(tokens.id_token),
    expiresAt: Math.floor(Date.now() / 1000) + 30,
  };
  return { held, cookie: await stack.sessionCookie({ sub, name, email, ...held }) };
}

const later = (seconds: number) => {
  const now = Date.now();
  jest.spyOn(Date, "now").mockImplementation(() => now + seconds * 1000);
};

it("a spent refresh token that comes back after the grace ends the session and its whole family", async () => {
  const { held, cookie } = await cookieDueForRenewal("Copied Cookie");
  expect((await me(cookie)).status).toBe(200); // renews: the refresh token is spent
  const owner = await oidc.tokenRefresher().fresh(held); // what the owner's browser was sent
  expect(owner.refreshToken).not.toBe(held.refreshToken);

  // The browser's own requests sent before the new cookie arrived.
  later(20);
  expect((await me(cookie)).status).toBe(200);

  later(61);
  const copy = await me(cookie);
  expect(copy.status).toBe(401);
  expect(await copy.json()).toEqual({ message: "Authentication failed. Please log in again." });

  // The owner's new tokens went with it: at the provider, the product API and through the web.
  const renewal = new BrowserlessClient(stack.identity.issuer, "http://localhost:3000").token({
    grant_type: "refresh_token",
    refresh_token: owner.refreshToken!,
  });
  await expect(renewal).rejects.toThrow(/invalid_grant/);
  const api = await stack.api.request("/api/v1/users/me", { token: owner.accessToken });
  expect(api.status).toBe(401);
  expect(await api.json()).toMatchObject({ type: SESSION_ENDED_TYPE });
  const ownerCookie = await stack.sessionCookie({ sub: "x", ...owner });
  expect((await me(ownerCookie)).status).toBe(401);
});

it("within the grace, the browser's own late requests keep the session, and it goes on renewing", async () => {
  const { held, cookie } = await cookieDueForRenewal("Slow Phone");
  expect((await me(cookie)).status).toBe(200);
  later(55);
  expect((await me(cookie)).status).toBe(200);
  const owner = await oidc.tokenRefresher().fresh(held);
  const ownerCookie = await stack.sessionCookie({ sub: "x", ...owner, expiresAt: 0 });
  later(600);
  expect((await me(ownerCookie)).status).toBe(200);
});
