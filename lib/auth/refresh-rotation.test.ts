import type { JWT } from "next-auth/jwt";
import { logInAsDemo, WEB_CLIENT, withTestIdentity } from "@/services/identity/testing";

// The web app's session against the real provider, which rotates refresh tokens and ends the grant
// when a spent one comes back (services/identity/provider.ts).

const { idp, browser } = withTestIdentity({ audience: "http://localhost:3000/api/v1", shared: true });

type Jwt = (params: { token: JWT }) => Promise<JWT>;
let jwt: Jwt;

beforeAll(async () => {
  process.env.AUTH_ISSUER = idp().issuer;
  // The test provider's web client (an unset secret would be a new one made for this data folder).
  process.env.AUTH_CLIENT_SECRET = WEB_CLIENT.secret;
  // Each renewal also asks the product API whether the session ended (session-check.ts); none runs
  // here, and an API that cannot be reached is not taken as an ended session. Without this, the
  // worker would open, migrate and seed a whole embedded API in the background.
  process.env.PRODUCT_API_URL = "http://127.0.0.1:9";
  const { authOptions } = await import("./options");
  jwt = authOptions.callbacks!.jwt as unknown as Jwt;
});

/** Another web instance: a refresher that remembers nothing this one renewed. */
const onAnotherInstance = () => {
  delete (globalThis as { __kaziTokenRefresher?: unknown }).__kaziTokenRefresher;
};

async function signedInCookie(): Promise<JWT> {
  const tokens = await logInAsDemo(browser());
  return {
    sub: "demo",
    accessToken: tokens.access_token,
    refreshToken: String(tokens.refresh_token),
    idToken: String(tokens.id_token),
    // Expired: the next request renews it.
    expiresAt: Math.floor(Date.now() / 1000) - 1,
  };
}

test("a renewal keeps the rotated refresh token in the session", async () => {
  const cookie = await signedInCookie();
  const renewed = await jwt({ token: cookie });
  expect(renewed.error).toBeUndefined();
  expect(renewed.accessToken).not.toBe(cookie.accessToken);
  expect(renewed.refreshToken).toEqual(expect.any(String));
  expect(renewed.refreshToken).not.toBe(cookie.refreshToken);

  // The new one works in turn.
  onAnotherInstance();
  const again = await jwt({ token: { ...renewed, expiresAt: 0 } });
  expect(again.error).toBeUndefined();
  expect(again.refreshToken).not.toBe(renewed.refreshToken);
});

test("a stolen copy of an old session cookie ends the session for both holders, without an error page", async () => {
  const cookie = await signedInCookie();
  const owner = await jwt({ token: cookie });
  expect(owner.error).toBeUndefined();

  onAnotherInstance();
  const thief = await jwt({ token: cookie });
  expect(thief).toMatchObject({ error: "RefreshAccessTokenError", accessToken: undefined });

  onAnotherInstance();
  const ownerLater = await jwt({ token: { ...owner, expiresAt: 0 } });
  expect(ownerLater).toMatchObject({ error: "RefreshAccessTokenError", refreshToken: undefined });
});
