import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/cookies";
import { SEARCH_PARAM_KEYS } from "@/lib/job-search";
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
      expect(location.pathname).toBe("/api/auth/signin");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    },
  );

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

describe("proxy: searches", () => {
  const rewrittenTo = (response: Response) => response.headers.get("x-middleware-rewrite");

  it("runs for /jobs with any search parameter but a page number", () => {
    const keys = config.matcher.flatMap((m) => (typeof m === "string" ? [] : [m])).map((m) => m.has[0].key);
    expect(keys.sort()).toEqual(SEARCH_PARAM_KEYS.filter((k) => k !== "page").sort());
  });

  it("sends equal searches to one cached page, whatever the order, case or spacing", async () => {
    const a = rewrittenTo(await run("/jobs?remote=REMOTE&q=Data%20%20Analyst&type=internship"));
    const b = rewrittenTo(await run("/jobs?type=Internship&q=data+analyst&remote=remote&sort=relevance"));
    expect(a).toBe(
      `${site}/jobs/results/${encodeURIComponent("q=data+analyst&type=Internship&remote=remote")}`,
    );
    expect(b).toBe(a);
  });

  it("keeps the page and drops what it does not understand", async () => {
    expect(rewrittenTo(await run("/jobs?q=nurse&page=3&colour=blue&salary=lots"))).toBe(
      `${site}/jobs/results/${encodeURIComponent("q=nurse&page=3")}`,
    );
  });

  it("sends a search that asks for nothing to browse mode", async () => {
    for (const path of ["/jobs?sort=newest", "/jobs?type=Astronaut", "/jobs?q=%20%20&page=2"]) {
      const response = await run(path);
      expect([path, response.status]).toEqual([path, 307]);
      expect(response.headers.get("location")).toBe(
        `${site}${path.endsWith("page=2") ? "/jobs/browse/2" : "/jobs"}`,
      );
    }
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
