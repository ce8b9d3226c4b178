import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/cookies";
import { config, proxy } from "./proxy";

const site = "http://localhost:3000";

async function sessionCookie(token: Record<string, unknown>) {
  return `next-auth.session-token=${await encode({ token, secret: authSecret() })}`;
}

function run(path: string, cookie?: string) {
  return proxy(new NextRequest(`${site}${path}`, { headers: cookie ? { cookie } : {} }));
}

beforeAll(() => jest.spyOn(console, "warn").mockImplementation(() => {}));

describe("proxy: signed-in areas", () => {
  it.each(["/profile", "/profile/edit", "/applications"])(
    "sends an anonymous visitor of %s to /",
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(`${site}/`);
    },
  );

  it.each(["/saved-jobs", "/saved-jobs?page=2", "/alerts"])(
    "sends an anonymous visitor of %s to sign-in and back",
    async (path) => {
      const response = await run(path);
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get("location")!);
      expect(location.pathname).toBe("/api/auth/start");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    },
  );

  it.each([
    ["/fr/profile", "/fr"],
    ["/ar/applications", "/ar"],
  ])("sends an anonymous visitor of %s to the home page of its language", async (path, home) => {
    const response = await run(path);
    expect(response.headers.get("location")).toBe(`${site}${home}`);
  });

  it("sends an anonymous visitor of /sw/saved-jobs to sign-in and back to the Swahili page", async () => {
    const location = new URL((await run("/sw/saved-jobs?page=2")).headers.get("location")!);
    expect(location.searchParams.get("callbackUrl")).toBe("/sw/saved-jobs?page=2");
  });

  it("guards the signed-in areas in every language", () => {
    for (const path of ["/profile/:path*", "/applications/:path*", "/saved-jobs/:path*", "/alerts"])
      expect(config.matcher).toContain(`/:locale(fr|pt|sw|ar)${path}`);
  });

  it("sends a visitor with a forged or unreadable session cookie to /", async () => {
    const response = await run("/profile", "next-auth.session-token=not-a-jwe");
    expect(response.headers.get("location")).toBe(`${site}/`);
  });

  it("sends a visitor whose token renewal failed to /", async () => {
    const cookie = await sessionCookie({ sub: "u1", error: "RefreshAccessTokenError" });
    expect((await run("/applications", cookie)).headers.get("location")).toBe(`${site}/`);
  });

  it("lets a signed-in visitor through", async () => {
    const cookie = await sessionCookie({
      sub: "u1",
      accessToken: "at",
      refreshToken: "rt",
      expiresAt: 2_000_000_000,
    });
    const response = await run("/profile/edit", cookie);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: the moderation console", () => {
  const signedIn = { sub: "u1", accessToken: "at", refreshToken: "rt", expiresAt: 2_000_000_000 };

  it.each([
    ["a guest", undefined],
    ["a seeker", signedIn],
    ["a moderator whose renewal failed", { ...signedIn, moderator: true, error: "RefreshAccessTokenError" }],
  ])("shows %s the site's 404, not a sign-in, in the page's language", async (_who, token) => {
    const cookie = token ? await sessionCookie(token) : undefined;
    for (const [path, notFound] of [
      ["/moderation", "/moderation/not-found"],
      ["/moderation/log", "/moderation/not-found"],
      ["/fr/moderation/companies", "/fr/moderation/not-found"],
    ]) {
      const response = await run(path, cookie);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-middleware-rewrite")).toBe(`${site}${notFound}`);
    }
  });

  it("lets a moderator in, in every language", async () => {
    const cookie = await sessionCookie({ ...signedIn, moderator: true });
    const response = await run("/ar/moderation", cookie);
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(config.matcher).toEqual(
      expect.arrayContaining(["/moderation/:path*", "/:locale(fr|pt|sw|ar)/moderation/:path*"]),
    );
  });
});

describe("proxy: apply form of a job that cannot exist", () => {
  it.each(["/jobs/abc/apply", "/jobs/2147483648/apply", "/jobs/01/apply"])(
    "rewrites %s to the job's page, whose 404 has its message in the HTML",
    async (path) => {
      const response = await run(path);
      expect(response.headers.get("x-middleware-rewrite")).toBe(`${site}${path.replace(/\/apply$/, "")}`);
    },
  );

  it("runs for the apply form", () => {
    expect(config.matcher).toContain("/jobs/:jobId/apply");
  });
});
