import { sql } from "drizzle-orm";
import { SAME_ORIGIN as sameSite, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { insertTestJob } from "@/services/product-api/testing/fixtures";

// The console's two form routes (a job's decision, an employer's verification), called as Next calls
// them, with real session cookies in front of the real product API and identity provider.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Handler = (request: Request, context: { params: Promise<{ jobId: string }> }) => Promise<Response>;
let stack: RouteStack<"seeker">;
let routes: { job: { POST: Handler }; companies: { POST: (request: Request) => Promise<Response> } };
let moderatorSession: string;

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "moderation-route-test-session-secret-0123456789",
    seekers: { seeker: "Kwame Mensah" },
  });
  const email = "route-moderator@example.com";
  await stack.identity.seekerToken({ email });
  expect((await stack.identity.setModerator(email, true)).status).toBe(200);
  const moderator = await stack.identity.seekerToken({ email });
  moderatorSession = await stack.sessionCookie({
    sub: moderator.sub,
    accessToken: moderator.accessToken,
    moderator: true,
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  routes = { job: require("./route"), companies: require("../../companies/route") };
  /* eslint-enable @typescript-eslint/no-require-imports */
}, 150_000);
afterAll(() => stack?.close());

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { ...sameSite, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
const params = (id: number) => ({ params: Promise.resolve({ jobId: String(id) }) });

async function flaggedJob(title: string) {
  const { db } = stack.api.handle.database;
  const job = await insertTestJob(db, {
    title,
    company: `${title} Ltd`,
    description: "Pay a registration fee of KES 500.",
  });
  return job.id;
}

describe("POST /api/moderation/jobs/{id} and /api/moderation/companies", () => {
  it("clears a job for a moderator and goes back to the queue in the form's language", async () => {
    const id = await flaggedJob("Route Cleared Job");
    const res = await routes.job.POST(
      stack.request(`/api/moderation/jobs/${id}`, {
        ...form({ decision: "clear", note: "Fine.", locale: "fr" }),
        session: moderatorSession,
      }),
      params(id),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/moderation?done=cleared");
    const { rows } = (await stack.api.handle.database.db.execute(
      sql`SELECT action, note FROM moderation_decisions WHERE job_id = ${id}`,
    )) as unknown as { rows: { action: string; note: string }[] };
    expect(rows).toEqual([{ action: "clear", note: "Fine." }]);
  });

  it("closes a job, verifies its employer, and says so; bad forms and unknown employers say why", async () => {
    const id = await flaggedJob("Route Closed Job");
    const post = (fields: Record<string, string>) =>
      routes.job.POST(
        stack.request(`/api/moderation/jobs/${id}`, { ...form(fields), session: moderatorSession }),
        params(id),
      );
    const verify = (fields: Record<string, string>) =>
      routes.companies.POST(
        stack.request("/api/moderation/companies", { ...form(fields), session: moderatorSession }),
      );
    expect((await post({ decision: "delete" })).headers.get("location")).toBe("/moderation?done=invalid");
    expect((await post({ decision: "close", note: "x".repeat(1001) })).headers.get("location")).toBe(
      "/moderation?done=invalid",
    );
    expect((await post({ decision: "close" })).headers.get("location")).toBe("/moderation?done=closed");

    const verified = await verify({ company: "Route Closed Job Ltd", verified: "true", back: "companies" });
    expect(verified.headers.get("location")).toBe("/moderation/companies?done=verified");
    const unknown = await verify({ company: "Nobody At All", verified: "true" });
    expect(unknown.headers.get("location")).toBe("/moderation?done=missing");
  });

  it("is a 404 for guests and seekers, and refuses other sites and other bodies", async () => {
    const id = await flaggedJob("Route Refused Job");
    const fields = { decision: "clear" };
    const guest = await routes.job.POST(
      stack.request(`/api/moderation/jobs/${id}`, form(fields)),
      params(id),
    );
    expect(guest.status).toBe(404);
    const seeker = await routes.job.POST(
      stack.request(`/api/moderation/jobs/${id}`, { ...form(fields), who: "seeker" }),
      params(id),
    );
    expect(seeker.status).toBe(404);
    const seekerVerifies = await routes.companies.POST(
      stack.request("/api/moderation/companies", {
        ...form({ company: "Route Refused Job Ltd", verified: "true" }),
        who: "seeker",
      }),
    );
    expect(seekerVerifies.status).toBe(404);
    const crossSite = await routes.job.POST(
      stack.request(`/api/moderation/jobs/${id}`, {
        ...form(fields),
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        session: moderatorSession,
      }),
      params(id),
    );
    expect(crossSite.status).toBe(403);
    const json = await routes.job.POST(
      stack.request(`/api/moderation/jobs/${id}`, {
        method: "POST",
        headers: { ...sameSite, "content-type": "application/json" },
        body: JSON.stringify(fields),
        session: moderatorSession,
      }),
      params(id),
    );
    expect(json.status).toBe(415);
    const badId = await routes.job.POST(stack.request("/api/moderation/jobs/x", form(fields)), {
      params: Promise.resolve({ jobId: "x" }),
    });
    expect(badId.status).toBe(404);
    // Nothing refused was decided.
    const job = await (await fetch(`${stack.apiUrl}/api/v1/jobs/${id}`)).json();
    expect(job.caution).toBe(true);
  });
});
