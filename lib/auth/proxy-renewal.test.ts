import { decode, encode, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { logInAsDemo, WEB_CLIENT, withTestIdentity } from "@/services/identity/testing";
import { authSecret } from "./cookies";

// A signed-in page whose access token is due for renewal, before the real provider: the proxy renews
// it and sets the cookie, so a page that reads the token while it renders (and cannot set cookies)
// never leaves the browser holding a spent refresh token, which after the reuse grace would end the
// session of a visitor without JavaScript (token-refresh.ts).

const { site, idp, browser } = withTestIdentity({ audience: "http://localhost:3000/api/v1", shared: true });
let proxy: typeof import("@/proxy").proxy;

beforeAll(async () => {
  process.env.AUTH_ISSUER = idp().issuer;
  process.env.AUTH_CLIENT_SECRET = WEB_CLIENT.secret;
  ({ proxy } = await import("@/proxy"));
});

async function visit(path: string, secondsLeft: number) {
  const tokens = await logInAsDemo(browser());
  const held: JWT = {
    sub: "demo",
    accessToken: tokens.access_token,
    refreshToken: String(tokens.refresh_token),
    idToken: String(tokens.id_token),
    expiresAt: Math.floor(Date.now() / 1000) + secondsLeft,
  };
  const cookie = `next-auth.session-token=${await encode({ token: held, secret: authSecret() })}`;
  const response = await proxy(new NextRequest(`${site}${path}`, { headers: { cookie } }));
  return { held, response };
}

const sessionIn = (header: string | undefined | null) =>
  /next-auth\.session-token=([^;,\s]+)/.exec(header ?? "")?.[1];

it.each(["/profile", "/fr/applications", "/saved-jobs"])(
  "renews tokens due for renewal before %s renders: the page reads them, the browser keeps them",
  async (path) => {
    const { held, response } = await visit(path, 30);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    const [set] = response.headers.getSetCookie();
    expect(set).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; .*HttpOnly; SameSite=lax/i);
    const renewed = await decode({ token: sessionIn(set), secret: authSecret() });
    expect(renewed?.refreshToken).toEqual(expect.any(String));
    expect(renewed?.refreshToken).not.toBe(held.refreshToken);
    expect(renewed?.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
    // The page's own request carries the new cookie.
    expect(sessionIn(response.headers.get("x-middleware-request-cookie"))).toBe(sessionIn(set));
  },
);

it("leaves tokens that are not due alone", async () => {
  const { response } = await visit("/profile", 600);
  expect(response.headers.get("x-middleware-next")).toBe("1");
  expect(response.headers.getSetCookie()).toEqual([]);
});
