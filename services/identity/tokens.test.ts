import { createRemoteJWKSet, jwtVerify } from "jose";
import { withTestIdentity } from "./testing";
import { TEST_COMPANY_CLIENT } from "./testing/employer-client";

const AUDIENCE = "http://localhost:3000/api/v1";
const { site: SITE, idp, browser } = withTestIdentity({ audience: AUDIENCE, shared: true });

async function verify(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${idp().issuer}/jwks`));
  return jwtVerify(token, jwks, {
    issuer: idp().issuer,
    audience: AUDIENCE,
    typ: "at+jwt",
    algorithms: ["RS256"],
  });
}

async function demoLogin() {
  const client = browser();
  const interaction = await client.authorize();
  const res = await client.postForm(`${interaction}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  return { client, tokens: await client.exchange(await client.followToCode(res)) };
}

test("publishes discovery metadata for the issuer", async () => {
  const res = await fetch(`${idp().issuer}/.well-known/openid-configuration`);
  expect(res.status).toBe(200);
  const meta = await res.json();
  expect(meta.issuer).toBe(idp().issuer);
  expect(meta.scopes_supported).toEqual(
    expect.arrayContaining(["openid", "profile", "email", "offline_access"]),
  );
  expect(meta.code_challenge_methods_supported).toEqual(["S256"]);
  expect(meta.end_session_endpoint).toBe(`${idp().issuer}/session/end`);
  expect(meta.token_endpoint_auth_methods_supported).toEqual(["client_secret_basic", "client_secret_post"]);
});

test("a new job seeker gets a JWT access token for the API, verifiable with the published keys", async () => {
  const { accessToken, sub } = await idp().seekerToken({
    email: "Ama.Mensah@Example.com",
    name: "Ama Mensah",
  });
  const { payload, protectedHeader } = await verify(accessToken);
  expect(protectedHeader.typ).toBe("at+jwt");
  expect(payload).toMatchObject({
    iss: idp().issuer,
    aud: AUDIENCE,
    sub,
    name: "Ama Mensah",
    email: "ama.mensah@example.com",
  });
  expect(sub).toMatch(/^[0-9a-f-]{36}$/);
  expect(payload.exp! - payload.iat!).toBe(15 * 60);
  expect(String(payload.scope ?? "")).not.toContain("jobs:write");
});

test("signing in again with the same email keeps the same subject", async () => {
  const first = await idp().seekerToken({ email: "repeat@example.com" });
  const second = await idp().seekerToken({ email: "repeat@example.com" });
  expect(second.sub).toBe(first.sub);
});

test("a job seeker cannot obtain the employer or moderator permission by asking for it", async () => {
  const client = browser();
  const interaction = await client.authorize({
    scope:
      "openid profile email offline_access jobs:write jobs:moderate applications:read applications:write",
  });
  const res = await client.postForm(`${interaction}/login`, {
    email: "demo@kazi.africa",
    password: "Kazi-demo-2025",
  });
  const tokens = await client.exchange(await client.followToCode(res));
  const { payload } = await verify(tokens.access_token);
  expect(String(payload.scope ?? "")).not.toContain("jobs:write");
  expect(String(payload.scope ?? "")).not.toContain("applications:");
  expect(String(payload.scope ?? "")).not.toContain("jobs:moderate");
  expect(payload.company).toBeUndefined();
});

test("the demo account logs in and its ID token names the user", async () => {
  const { tokens } = await demoLogin();
  const idToken = JSON.parse(Buffer.from(String(tokens.id_token).split(".")[1], "base64url").toString());
  expect(idToken).toMatchObject({
    iss: idp().issuer,
    aud: "kazi-web",
    name: "Amara Okafor",
    email: "demo@kazi.africa",
  });
  expect(tokens.refresh_token).toEqual(expect.any(String));
});

test("the refresh_token grant issues a new access token (client_secret_post works too)", async () => {
  const { tokens } = await demoLogin();
  const res = await fetch(`${idp().issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: String(tokens.refresh_token),
      client_id: "kazi-web",
      client_secret: "kazi-web-test-only-secret-0123456789",
    }),
  });
  expect(res.status).toBe(200);
  const refreshed = await res.json();
  const { payload } = await verify(refreshed.access_token);
  expect(payload).toMatchObject({ aud: AUDIENCE, name: "Amara Okafor", email: "demo@kazi.africa" });
});

test("refreshing rotates the refresh token, and reusing a spent one ends the whole grant", async () => {
  const { client, tokens } = await demoLogin();
  const refresh = (token: unknown) =>
    client.token({ grant_type: "refresh_token", refresh_token: String(token) });
  const rotated = await refresh(tokens.refresh_token);
  expect(rotated.refresh_token).toEqual(expect.any(String));
  expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

  // The spent token again: a copy in someone else's hands. It fails, and so does the rotated one.
  await expect(refresh(tokens.refresh_token)).rejects.toThrow(/invalid_grant/);
  await expect(refresh(rotated.refresh_token)).rejects.toThrow(/invalid_grant/);
});

test("sign-up through prompt=create, finished by the emailed link, yields a refresh token", async () => {
  const client = browser();
  const interaction = await client.authorize({ prompt: "create" });
  const email = `kwame-${Date.now()}@example.com`;
  const res = await client.postForm(`${interaction}/signup`, {
    name: "Kwame Boateng",
    email,
    password: "long-enough-password",
  });
  expect(res.status).toBe(200);
  const followed = await client.request(await idp().verificationLink(email));
  const tokens = await client.exchange(await client.followToCode(followed));
  expect(tokens.refresh_token).toEqual(expect.any(String));
});

test("email_verified is in the ID token and the access token, false until the link is followed", async () => {
  const email = `abena-${Date.now()}@example.com`;
  const unverified = await idp().seekerToken({ email, verified: false });
  expect((await verify(unverified.accessToken)).payload).toMatchObject({ email, email_verified: false });

  const page = await fetch(await idp().verificationLink(email));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Your email address is verified");
  const verified = await idp().seekerToken({ email });
  expect(verified.sub).toBe(unverified.sub);
  expect((await verify(verified.accessToken)).payload).toMatchObject({ email_verified: true });

  const { tokens } = await demoLogin();
  const idToken = JSON.parse(Buffer.from(String(tokens.id_token).split(".")[1], "base64url").toString());
  expect(idToken).toMatchObject({ email: "demo@kazi.africa", email_verified: true });
});

test("an employer machine token carries the jobs:write scope", async () => {
  const { payload } = await verify(await idp().employerToken());
  expect(payload).toMatchObject({
    scope: "jobs:write",
    aud: AUDIENCE,
    iss: idp().issuer,
    sub: "kazi-employer",
  });
});

test("a company's machine token may carry applications:write, and always names its company", async () => {
  const company = await verify(
    await idp().employerToken("jobs:write applications:write", TEST_COMPANY_CLIENT),
  );
  expect(String(company.payload.scope).split(" ").sort()).toEqual(["applications:write", "jobs:write"]);
  expect(company.payload).toMatchObject({
    sub: TEST_COMPANY_CLIENT.id,
    company: TEST_COMPANY_CLIENT.company,
  });
  // The operator's own tool belongs to no company.
  const operator = await verify(await idp().employerToken("jobs:write applications:write"));
  expect(operator.payload).toMatchObject({ sub: "kazi-employer" });
  expect(operator.payload.company).toBeUndefined();
});

test("a moderator machine token can carry jobs:moderate as well", async () => {
  const { payload } = await verify(await idp().employerToken("jobs:write jobs:moderate"));
  expect(String(payload.scope).split(" ").sort()).toEqual(["jobs:moderate", "jobs:write"]);
});

test("logout redirects to the site and ends the refresh token", async () => {
  const { client, tokens } = await demoLogin();
  const query = new URLSearchParams({
    id_token_hint: String(tokens.id_token),
    post_logout_redirect_uri: SITE,
  });
  const page = await client.request(`/session/end?${query}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Log out of Kazi");
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(xsrf).toBeTruthy();

  const confirm = await client.postForm("/session/end/confirm", { xsrf: xsrf!, logout: "yes" });
  expect(confirm.status).toBe(303);
  expect(new URL(confirm.headers.get("location")!).href).toBe(new URL(SITE).href);

  await expect(
    client.token({ grant_type: "refresh_token", refresh_token: String(tokens.refresh_token) }),
  ).rejects.toThrow(/invalid_grant/);
});
