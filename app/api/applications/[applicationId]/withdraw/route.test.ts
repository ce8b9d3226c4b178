import { SAME_ORIGIN, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { TEST_COMPANY_CLIENT } from "@/services/identity/testing/employer-client";
import type { Application } from "@/services/product-api/contract";
import { insertTestJob } from "@/services/product-api/testing/fixtures";

// POST /api/applications/{id}/withdraw and GET /api/jobs/{jobId}/application as Next calls them,
// with real session cookies in front of the real product API and identity provider.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Who = "amina" | "kwame";
let stack: RouteStack<Who>;
let withdrawRoute: typeof import("./route");
let applicationRoute: typeof import("../../../jobs/[jobId]/application/route");

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "withdraw-route-test-secret-0123456789",
    seekers: { amina: "Amina Njeri", kwame: "Kwame Mensah" },
  });
  withdrawRoute = await import("./route");
  applicationRoute = await import("../../../jobs/[jobId]/application/route");
}, 150_000);
afterAll(() => stack?.close());

async function applied(who: Who) {
  const jobId = (await insertTestJob(stack.api.handle.database.db, { company: TEST_COMPANY_CLIENT.company }))
    .id;
  const res = await stack.api.request(`/api/v1/jobs/${jobId}/apply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    token: stack.seekers[who].seeker.accessToken,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Application;
}

const withdraw = (id: number | string, who?: Who, headers: Record<string, string> = SAME_ORIGIN) => {
  const path = `/api/applications/${id}/withdraw`;
  return withdrawRoute.POST(stack.request(path, { method: "POST", who, headers }), {
    params: Promise.resolve({ applicationId: String(id) }),
  });
};
const readApplication = (jobId: number | string, who?: Who) =>
  applicationRoute.GET(stack.request(`/api/jobs/${jobId}/application`, { who }), {
    params: Promise.resolve({ jobId: String(jobId) }),
  });

describe("POST /api/applications/{id}/withdraw", () => {
  it("withdraws the seeker's application through the API, again without change", async () => {
    const application = await applied("amina");
    const res = await withdraw(application.id, "amina");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const withdrawn = (await res.json()) as Application;
    expect(withdrawn.status).toBe("Withdrawn");
    expect(withdrawn.timeline.map((e) => [e.status, e.by])).toEqual([
      ["pending", "seeker"],
      ["Withdrawn", "seeker"],
    ]);
    const again = await withdraw(application.id, "amina");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(withdrawn);

    const read = await readApplication(application.job.id, "amina");
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id: application.id,
      status: "Withdrawn",
      timeline: withdrawn.timeline,
    });
  });

  it("answers 404 for someone else's application and leaves it as it was", async () => {
    const application = await applied("kwame");
    const res = await withdraw(application.id, "amina");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "There is no application with this id." });
    const read = await readApplication(application.job.id, "kwame");
    expect(await read.json()).toMatchObject({ status: "pending" });
    expect((await readApplication(application.job.id, "amina")).status).toBe(404);
  });

  it("refuses guests, other sites and ids that cannot be", async () => {
    const application = await applied("kwame");
    expect((await withdraw(application.id)).status).toBe(401);
    const crossSite = await withdraw(application.id, "kwame", {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    for (const id of ["abc", "0x10", "0", "99999999999"])
      expect((await withdraw(id, "kwame")).status).toBe(404);
    expect((await readApplication("abc", "kwame")).status).toBe(404);
    expect((await readApplication(application.job.id)).status).toBe(401);
    const read = await readApplication(application.job.id, "kwame");
    expect(await read.json()).toMatchObject({ status: "pending" });
  });
});
