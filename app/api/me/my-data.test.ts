import { createServer } from "node:http";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { BrowserlessClient } from "@/services/identity/testing";
import { applications } from "@/services/product-api/db/schema";
import { samplePdf } from "@/services/product-api/testing/documents";
import { insertTestJob } from "@/services/product-api/testing/fixtures";

// 'Download my data' and 'Delete my account' as Next calls them, with a real session (a next-auth
// cookie holding a real seeker's tokens) in front of the real product API over HTTP and the real
// embedded identity provider. Only Next's request scope is stood in for (next/headers).

const PASSWORD = "My-data-test-2025";

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Routes = {
  exportRoute: typeof import("./export/route");
  accountRoute: typeof import("./account/route");
};
let stack: RouteStack;
let routes: Routes;

beforeAll(async () => {
  // The embedded provider is the one at localhost:IDENTITY_PORT when AUTH_ISSUER is not set.
  // A provider of its own: a test stops it.
  stack = await startRouteStack({
    secret: "my-data-test-session-secret-0123456789",
    embeddedIssuer: true,
    ownIdentity: true,
  });
  routes = { exportRoute: await import("./export/route"), accountRoute: await import("./account/route") };
}, 120_000);

afterAll(() => stack?.close());

/** A new seeker signed up through the provider's screens, with a session cookie holding their tokens. */
const signedInSeeker = (name: string) => stack.signUp(name, PASSWORD);

type Seeker = Awaited<ReturnType<typeof signedInSeeker>>;

async function applyWithCv(seeker: Seeker) {
  const job = await insertTestJob(stack.api.handle.database.db, { title: "Community Health Worker" });
  const form = new FormData();
  form.set("jobId", String(job.id));
  form.set("resumeFile", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "my-cv.pdf");
  const res = await stack.api.request("/api/v1/applications", {
    method: "POST",
    body: form,
    token: seeker.tokens.access_token,
  });
  expect(res.status).toBe(201);
  return job;
}

const exportData = (seeker: Seeker) => {
  stack.request("/api/me/export", { session: seeker.session });
  return routes.exportRoute.GET();
};
const deleteAccount = (seeker: Seeker | null, origin = SITE) =>
  routes.accountRoute.DELETE(
    stack.request("/api/me/account", { method: "DELETE", headers: { origin }, session: seeker?.session }),
  );

async function logIn(email: string) {
  const client = new BrowserlessClient(stack.identity.issuer, SITE);
  const interaction = await client.authorize();
  return (await client.postForm(`${interaction}/login`, { email, password: PASSWORD })).status;
}

describe("GET /api/me/export", () => {
  it("answers 401 to a visitor", async () => {
    stack.request("/api/me/export");
    expect((await routes.exportRoute.GET()).status).toBe(401);
  });

  it("downloads the seeker's data as a JSON attachment, each file linked to its download route", async () => {
    const seeker = await signedInSeeker("Asha Export");
    const job = await applyWithCv(seeker);
    const res = await exportData(seeker);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="kazi-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = await res.json();
    expect(data.profile).toMatchObject({ id: seeker.sub, email: seeker.email });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0].job).toMatchObject({ id: job.id, title: "Community Health Worker" });
    const [file] = data.applications[0].files;
    expect(file).toMatchObject({
      kind: "resume",
      fileName: "my-cv.pdf",
      downloadUrl: `${SITE}/api/files/${file.id}`,
    });
    expect(data).toMatchObject({ savedJobs: [], jobAlerts: [], jobReports: [], professionalLicenses: [] });
  });
});

describe("DELETE /api/me/account", () => {
  it("finds that Kazi's own provider deletes sign-in accounts, for the profile's wording", async () => {
    const { canDeleteSignInAccount } = await import("@/lib/auth/identity-account");
    expect(await canDeleteSignInAccount()).toBe(true);
  });

  it("does not keep the profile waiting on a provider that does not answer", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    process.env.AUTH_ISSUER = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      let answer: boolean | undefined;
      const started = Date.now();
      await jest.isolateModulesAsync(async () => {
        answer = await (await import("@/lib/auth/identity-account")).canDeleteSignInAccount(300);
      });
      expect(answer).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      delete process.env.AUTH_ISSUER;
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("refuses a visitor and a cross-site request, deleting nothing", async () => {
    const seeker = await signedInSeeker("Juma Stays");
    await applyWithCv(seeker);
    expect((await deleteAccount(null)).status).toBe(401);
    expect((await deleteAccount(seeker, "https://evil.example")).status).toBe(403);
    expect((await (await exportData(seeker)).json()).applications).toHaveLength(1);
    expect(await logIn(seeker.email)).toBe(303);
  });

  it("deletes the data and the sign-in account, and ends the session", async () => {
    const seeker = await signedInSeeker("Asha Delete");
    await applyWithCv(seeker);
    const filesBefore = stack.api.storedFiles().length;
    const res = await deleteAccount(seeker);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Your account and all your data have been deleted." });
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^next-auth\.session-token=; Path=\/; .*Max-Age=0/i),
    ]);

    expect(stack.api.storedFiles()).toHaveLength(filesBefore - 1);
    const conn = await stack.api.handle.database.connect();
    const { rows } = await conn.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM users WHERE id = $1) + (SELECT count(*) FROM applications WHERE user_id = $1) AS n",
      [seeker.sub],
    );
    conn.release();
    expect(Number(rows[0].n)).toBe(0);
    expect(await logIn(seeker.email)).toBe(401);
  });

  it("with an external sign-in provider deletes the Kazi data, leaves that account and says so", async () => {
    const seeker = await signedInSeeker("Imani External");
    await applyWithCv(seeker);
    const { db } = stack.api.handle.database;
    const theirs = () => db.select().from(applications).where(eq(applications.userId, seeker.sub));
    expect(await theirs()).toHaveLength(1);
    // A stand-in for Auth0 or Keycloak: its discovery document names no account deletion endpoint.
    const provider = createServer((req, res) => {
      const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      res.writeHead(req.url === "/.well-known/openid-configuration" ? 200 : 404, {
        "content-type": "application/json",
      });
      res.end(JSON.stringify({ issuer, token_endpoint: `${issuer}/oauth/token` }));
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    process.env.AUTH_ISSUER = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    try {
      let external: typeof import("./account/route") | undefined;
      let profileSays: boolean | undefined;
      await jest.isolateModulesAsync(async () => {
        external = await import("./account/route");
        profileSays = await (await import("@/lib/auth/identity-account")).canDeleteSignInAccount();
      });
      expect(profileSays).toBe(false);
      const res = await external!.DELETE(
        stack.request("/api/me/account", {
          method: "DELETE",
          headers: { origin: SITE },
          session: seeker.session,
        }),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe(
        "Your Kazi data has been deleted. Your sign-in account is managed by your sign-in provider: delete it there if you wish.",
      );
    } finally {
      delete process.env.AUTH_ISSUER;
      provider.close();
    }
    // The old session ends at once (the revocation list), and for good: a token renewed a second
    // later would pass that list, so the web app must not renew it. The Kazi data is gone, the sign-in
    // stays. The session endpoint asked the list too, so the cookie reads as signed out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await exportData(seeker);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "You are not logged in" });
    // And the provider revoked the refresh token, so a copy of the cookie cannot renew it either.
    await expect(
      new BrowserlessClient(stack.identity.issuer, SITE).token({
        grant_type: "refresh_token",
        refresh_token: String(seeker.tokens.refresh_token),
      }),
    ).rejects.toThrow(/invalid_grant/);
    expect(await theirs()).toEqual([]);
    expect(await logIn(seeker.email)).toBe(303);
  });

  it("deletes nothing when the identity provider cannot be reached, and says so", async () => {
    const seeker = await signedInSeeker("Baraka Unreachable");
    await applyWithCv(seeker);
    await stack.identity.close();
    const res = await deleteAccount(seeker);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe(
      "Your account was not deleted: nothing was removed. Please try again.",
    );
    expect(res.headers.getSetCookie()).toEqual([]);
    const data = await (await exportData(seeker)).json();
    expect(data.applications[0].files).toHaveLength(1);
  });
});
