import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createAuthenticator, type Authenticator } from "../product-api/lib/auth";
import { createRevocations } from "../product-api/lib/revocations";
import { SESSION_ENDED_TYPE } from "../product-api/lib/session-ended";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../product-api/testing/api";
import { testDatabases } from "../product-api/testing/databases";
import { startIdentityOnPglite } from "./in-product-api";
import { startIdentityServer } from "./server";
import { BrowserlessClient, logInAsDemo, WEB_CLIENT } from "./testing";

// A grant revoked at the embedded provider — a spent refresh token presented again, a refresh token
// revoked (RFC 7009: the web app's log-out) — makes the product API refuse that sign-in's access
// tokens at once, not when they expire 15 minutes later. Inside the product API (PGlite, `npm
// start`) the provider adds to that process's list; run on its own beside it (PostgreSQL), to the
// list in the database they share.

const SITE = "http://localhost:3000";

describe.each(testDatabases)("grants revoked at the provider, on %s", (name, kind) => {
  let api: TestApi;
  let identity: { url: string; close(): Promise<void> };
  let dataDir: string;
  let verify: Authenticator;

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: (token) => verify(token) });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kazi-grant-revocation-"));
    const opts = {
      dataDir,
      port: 0,
      siteUrl: SITE,
      audience: TEST_AUDIENCE,
      clientSecret: WEB_CLIENT.secret,
    };
    const { database } = api.handle;
    identity =
      name === "PGlite"
        ? await startIdentityOnPglite(database.pglite!, opts, createRevocations({ db: database.db }))
        : await startIdentityServer({ ...opts, databaseUrl: api.handle.url });
    verify = createAuthenticator({ issuer: identity.url, audience: TEST_AUDIENCE });
  }, 90_000);
  afterAll(async () => {
    await identity?.close();
    await api?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const me = (token: string) => api.request("/api/v1/users/me", { token });
  async function expectEnded(token: string) {
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ type: SESSION_ENDED_TYPE });
  }

  it("a spent refresh token presented again: every access token of that sign-in is refused at once", async () => {
    const client = new BrowserlessClient(identity.url, SITE);
    const first = await logInAsDemo(client);
    const elsewhere = await logInAsDemo(new BrowserlessClient(identity.url, SITE));
    const refresh = (token: unknown) =>
      client.token({ grant_type: "refresh_token", refresh_token: String(token) });
    const second = await refresh(first.refresh_token);
    expect((await me(first.access_token)).status).toBe(200);
    expect((await me(second.access_token)).status).toBe(200);

    await expect(refresh(first.refresh_token)).rejects.toThrow(/invalid_grant/);
    await expectEnded(first.access_token);
    await expectEnded(second.access_token);
    // The same account's other sign-in goes on.
    expect((await me(elsewhere.access_token)).status).toBe(200);
  });

  it("a refresh token revoked (RFC 7009, the web app's log-out): its sign-in's access tokens are refused", async () => {
    const client = new BrowserlessClient(identity.url, SITE);
    const tokens = await logInAsDemo(client);
    expect((await me(tokens.access_token)).status).toBe(200);
    const revoked = await fetch(`${identity.url}/token/revocation`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ token: String(tokens.refresh_token), token_type_hint: "refresh_token" }),
    });
    expect(revoked.status).toBe(200);
    await expectEnded(tokens.access_token);
  });
});
