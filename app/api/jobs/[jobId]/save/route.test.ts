import { SAME_ORIGIN as sameSite, SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { jsonBody } from "@/services/product-api/testing/api";
import { insertTestJob } from "@/services/product-api/testing/fixtures";

// The save route handlers and the two reads beside them, called as Next calls them, with a real
// session cookie in front of the real product API (over HTTP) and the real identity provider. Only
// Next's request scope is stood in for: next/headers reads the request being handled.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Handler = (request: Request, context: { params: Promise<{ jobId: string }> }) => Promise<Response>;
type Routes = {
  save: { GET: Handler; POST: Handler; DELETE: Handler };
  marks: { GET: () => Promise<Response> };
  list: { GET: (request: Request) => Promise<Response> };
};

type Who = "amina" | "kwame";
let stack: RouteStack<Who>;
let routes: Routes;
let jobId: number;
let otherJobId: number;

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "save-route-test-session-secret-0123456789",
    seekers: { amina: "Amina Njeri", kwame: "Kwame Mensah" },
  });
  const { db } = stack.api.handle.database;
  jobId = (await insertTestJob(db, { title: "Field Sales Agent" })).id;
  otherJobId = (await insertTestJob(db, { title: "Junior Accountant" })).id;
  /* eslint-disable @typescript-eslint/no-require-imports */
  routes = {
    save: require("./route"),
    marks: require("../../../me/job-marks/route"),
    list: require("../../../me/saved-jobs/route"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}, 150_000);

afterAll(() => stack?.close());

const params = (id: number | string) => ({ params: Promise.resolve({ jobId: String(id) }) });

async function savedIds(who: Who): Promise<number[]> {
  stack.request("/api/me/job-marks", { who });
  const answer = await routes.marks.GET();
  expect(answer.status).toBe(200);
  return (await answer.json()).saved;
}

describe("POST and DELETE /api/jobs/{id}/save", () => {
  it("saves and unsaves for the signed-in seeker, refusing guests and other sites", async () => {
    const post = await routes.save.POST(
      stack.request(`/api/jobs/${jobId}/save`, { method: "POST", who: "amina", headers: sameSite }),
      params(jobId),
    );
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ jobId, saved: true });
    expect(await savedIds("amina")).toEqual([jobId]);

    const guest = await routes.save.POST(
      stack.request(`/api/jobs/${jobId}/save`, { method: "POST", headers: sameSite }),
      params(jobId),
    );
    expect(guest.status).toBe(401);
    const evil = await routes.save.DELETE(
      stack.request(`/api/jobs/${jobId}/save`, {
        method: "DELETE",
        who: "amina",
        headers: { origin: "https://evil.example" },
      }),
      params(jobId),
    );
    expect(evil.status).toBe(403);
    expect(await savedIds("amina")).toEqual([jobId]);

    const del = await routes.save.DELETE(
      stack.request(`/api/jobs/${jobId}/save`, { method: "DELETE", who: "amina", headers: sameSite }),
      params(jobId),
    );
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ jobId, saved: false });
    expect(await savedIds("amina")).toEqual([]);
  });

  it("answers 404 for a job id that is not one, and for a job that does not exist", async () => {
    for (const id of ["0x10", "987654"]) {
      const res = await routes.save.POST(
        stack.request(`/api/jobs/${id}/save`, { method: "POST", who: "amina", headers: sameSite }),
        params(id),
      );
      expect([id, res.status]).toEqual([id, 404]);
    }
  });
});

/** The save form's POST as a browser sends it without JavaScript, from `page` on this site. */
const formPost = (id: number | string, { who, page, fields = "", headers = sameSite }: FormPost) =>
  stack.request(`/api/jobs/${id}/save`, {
    method: "POST",
    who,
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
      ...(page ? { referer: `${SITE}${page}` } : {}),
    },
    body: fields,
  });
type FormPost = { who?: Who; page?: string; fields?: string; headers?: Record<string, string> };

describe("POST /api/jobs/{id}/save from the form that works without JavaScript", () => {
  it("sends a guest to sign in, coming back to the page they were on at the job's Save button", async () => {
    const res = await routes.save.POST(formPost(jobId, { page: "/jobs/browse/2" }), params(jobId));
    // next-auth's sign-in, started here (lib/auth/start-sign-in.ts; e2e/save-after-sign-in.spec.ts
    // follows it to the provider), comes back to the page at the job's Save button...
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toContainEqual(
      expect.stringMatching(
        `^next-auth.callback-url=${encodeURIComponent(`${SITE}/jobs/browse/2#save-${jobId}`)};`,
      ),
    );
    // ...and the job is kept for their return, in a cookie scripts cannot read.
    expect(cookies).toContain(
      `kazi-save-after-sign-in=${jobId}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`,
    );
    expect(await savedIds("kwame")).toEqual([]);
  });

  it("saves for a signed-in seeker, and returns to the page they were on", async () => {
    const res = await routes.save.POST(
      formPost(otherJobId, { who: "kwame", page: "/jobs?q=accountant" }),
      params(otherJobId),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/jobs?q=accountant");
    expect(await savedIds("kwame")).toEqual([otherJobId]);
  });

  it("saves nothing for a form on another site, and never returns to another site", async () => {
    const cross = await routes.save.POST(
      formPost(jobId, {
        who: "kwame",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
      params(jobId),
    );
    expect(cross.status).toBe(403);
    expect(await savedIds("kwame")).toEqual([otherJobId]);

    for (const back of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const res = await routes.save.POST(
        formPost(otherJobId, { who: "kwame", fields: String(new URLSearchParams({ back })) }),
        params(otherJobId),
      );
      expect([back, res.headers.get("location")]).toEqual([back, `/jobs/${otherJobId}`]);
    }
    const field = await routes.save.POST(
      formPost(otherJobId, { who: "kwame", page: "/jobs", fields: "back=%2Fjobs%2Fbrowse%2F3" }),
      params(otherJobId),
    );
    expect(field.headers.get("location")).toBe("/jobs/browse/3");
  });

  it("sends the seeker to the job's own page (its 404) when the job does not exist", async () => {
    const res = await routes.save.POST(formPost(987654, { who: "kwame", page: "/jobs" }), params(987654));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/jobs/987654");
  });
});

describe("GET /api/jobs/{id}/save (the link of earlier pages)", () => {
  it("saves nothing: it goes back to the page, at the job's Save button, for the seeker to press", async () => {
    const res = await routes.save.GET(
      stack.request(`/api/jobs/${jobId}/save?back=%2Fjobs%2Fbrowse%2F2`, {
        who: "kwame",
        headers: { "sec-fetch-site": "same-site" },
      }),
      params(jobId),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/jobs/browse/2#save-${jobId}`);
    expect(await savedIds("kwame")).toEqual([otherJobId]);

    const guest = await routes.save.GET(stack.request(`/api/jobs/${jobId}/save`), params(jobId));
    expect(guest.status).toBe(303);
    expect(guest.headers.get("location")).toBe(`/jobs/${jobId}#save-${jobId}`);
  });
});

describe("GET /api/me/job-marks and /api/me/saved-jobs", () => {
  it("gives the seeker's applied job ids with the date, and their saved ids, never cached", async () => {
    const applied = await stack.api.request(`/api/v1/jobs/${jobId}/apply`, {
      ...jsonBody({}),
      token: stack.seekers.kwame.seeker.accessToken,
    });
    expect(applied.status).toBe(201);
    const application = await applied.json();
    stack.request("/api/me/job-marks", { who: "kwame" });
    const res = await routes.marks.GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({
      applied: { [jobId]: [application.id, application.createdAt] },
      saved: [otherJobId],
    });
    stack.request("/api/me/job-marks");
    expect((await routes.marks.GET()).status).toBe(401);
  });

  it("lists the saved jobs with paging, and refuses a page size past 100", async () => {
    const res = await routes.list.GET(
      stack.request("/api/me/saved-jobs?page=1&pageSize=10", { who: "kwame" }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(
      body.savedJobs.map((s: { job: { title: string }; closed: boolean }) => [s.job.title, s.closed]),
    ).toEqual([["Junior Accountant", false]]);
    expect(body.pagination).toEqual({ totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 10 });
    expect(
      (await routes.list.GET(stack.request("/api/me/saved-jobs?pageSize=101", { who: "kwame" }))).status,
    ).toBe(422);
    expect((await routes.list.GET(stack.request("/api/me/saved-jobs"))).status).toBe(401);
  });
});

describe("signing in after pressing Save as a guest", () => {
  const withPending = (value: string) =>
    stack.request("/api/auth/callback/oidc", { headers: { cookie: `kazi-save-after-sign-in=${value}` } });

  it("saves the job the guest pressed Save on, with the token they signed in with", async () => {
    const { savePendingJob } = await import("@/lib/auth/pending-save");
    const { seeker, session } = await stack.signIn("Zawadi Otieno");
    withPending(String(jobId));
    await savePendingJob(seeker.accessToken);
    stack.request("/api/me/job-marks", { session });
    expect((await (await routes.marks.GET()).json()).saved).toEqual([jobId]);
  });

  it("saves nothing, and never fails the sign-in, for a value that is not a job", async () => {
    const { savePendingJob } = await import("@/lib/auth/pending-save");
    const { seeker, session } = await stack.signIn("Chidi Eze");
    for (const value of ["abc", "0", "-4", "999999999"]) {
      withPending(value);
      await expect(savePendingJob(seeker.accessToken)).resolves.toBeUndefined();
    }
    stack.request("/api/me/job-marks", { session });
    expect((await (await routes.marks.GET()).json()).saved).toEqual([]);
  });
});
