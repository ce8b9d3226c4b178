import { withTestIdentity } from "./testing";
import { WEB_CLIENT } from "./testing/browserless-client";

// A control character in a parameter (NUL above all, which PostgreSQL cannot hold) is bad input:
// a 400 in the endpoint's usual shape, its error page or its JSON error, never a server error.

const { idp, browser } = withTestIdentity({ shared: true });

/** A valid authorization request of the web app, with `extra` on top. */
function authorizationQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: WEB_CLIENT.id,
    response_type: "code",
    redirect_uri: browser().redirectUri,
    scope: "openid profile email offline_access",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    state: "s",
    ...extra,
  }).toString();
}

test("the authorization request the tests spoil starts a sign-in as it is", async () => {
  const res = await fetch(`${idp().issuer}/auth?${authorizationQuery()}`, { redirect: "manual" });
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toMatch(/\/interaction\//);
});

test.each([
  ["/auth", { client_id: "\0" }],
  ["/auth", { login_hint: "\0" }],
  ["/auth", { login_hint: "a\u0001b" }],
  ["/auth", { ui_locales: "fr\0" }],
  ["/session/end", { client_id: "\0" }],
  ["/session/end", { client_id: WEB_CLIENT.id, state: "\u007f" }],
])("%s with a control character in %j is a 400 error page", async (path, param) => {
  const query = path === "/auth" ? authorizationQuery(param) : new URLSearchParams(param).toString();
  const res = await fetch(`${idp().issuer}${path}?${query}`, {
    redirect: "manual",
    headers: { accept: "text/html" },
  });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await res.text()).toContain("Parameters must not contain control characters.");
});

function post(path: string, fields: Record<string, string>, basic = true) {
  const credentials = Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString("base64");
  return fetch(`${idp().issuer}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(basic ? { authorization: `Basic ${credentials}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

test.each([
  ["/token", { grant_type: "authorization_code", code: "\0", redirect_uri: "http://localhost:3000/" }, true],
  ["/token", { grant_type: "refresh_token", refresh_token: "\0" }, true],
  ["/token", { grant_type: "refresh_token", refresh_token: "x", client_id: "\0", client_secret: "x" }, false],
  ["/token/revocation", { token: "\0" }, true],
  ["/token/revocation", { token: "x\u0008" }, true],
  ["/token/revocation", { token: "x", client_id: "\0", client_secret: "x" }, false],
])("%s with a control character in %j is invalid_request (400)", async (path, fields, basic) => {
  const res = await post(path, fields, basic);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: "invalid_request",
    error_description: "parameters must not contain control characters",
  });
});

test("the sign-in screens refuse a form with a control character, in the visitor's language", async () => {
  const client = browser();
  const interaction = await client.authorize({ ui_locales: "fr" });
  for (const [action, fields] of [
    ["login", { email: "a\0@example.com", password: "x" }],
    ["signup", { name: "A", email: "a\0@example.com", password: "Un-mot-de-passe-2025" }],
    ["resend", { email: "a\0@example.com" }],
  ] as const) {
    const res = await client.postForm(`${interaction}/${action}`, fields);
    expect([action, res.status]).toEqual([action, 400]);
    expect(await res.text()).toContain("caractères de contrôle");
  }
});
