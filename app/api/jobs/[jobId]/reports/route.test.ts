import { resolveAccessToken } from "@/lib/auth/session";
import { scriptedUpstream } from "@/lib/product-api/testing";
import { ALREADY_REPORTED, DETAILS_TOO_LONG, REASON_REQUIRED, REPORT_SENT } from "@/lib/validations/report";
import { POST } from "./route";

const mockUpstream = scriptedUpstream();
jest.mock("@/lib/product-api/transport", () => ({ defaultTransport: () => mockUpstream.transport }));
jest.mock("@/lib/auth/session", () => ({ resolveAccessToken: jest.fn() }));
const mockToken = resolveAccessToken as jest.Mock;

const created = { id: 9, jobId: 4, reason: "asks-for-money", createdAt: "2026-11-23T02:00:00.000Z" };
const sameSite = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };

function report(
  body: unknown,
  { jobId = "4", headers = {} }: { jobId?: string; headers?: Record<string, string> } = {},
) {
  const form = body instanceof URLSearchParams;
  return POST(
    new Request(`http://localhost:3000/api/jobs/${jobId}/reports`, {
      method: "POST",
      headers: {
        "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
        "x-forwarded-for": "203.0.113.7",
        ...sameSite,
        ...headers,
      },
      body: form || typeof body === "string" ? String(body) : JSON.stringify(body),
    }),
    { params: Promise.resolve({ jobId }) },
  );
}

const problem = (status: number, detail: string, headers: Record<string, string> = {}) =>
  Response.json({ title: "Refused", status, detail }, { status, headers });

beforeEach(() => {
  mockToken.mockReset().mockResolvedValue({ token: "at-1" });
  mockUpstream.answer(() => Response.json(created, { status: 201 }));
});

describe("POST /api/jobs/{jobId}/reports", () => {
  it("sends the seeker's report with their token and the browser's address, and thanks them", async () => {
    const response = await report({
      reason: "asks-for-money",
      details: "  They want KSh 2,000 on M-Pesa.  ",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: REPORT_SENT, report: created });
    const [sent] = mockUpstream.calls;
    expect(sent).toMatchObject({ method: "POST", path: "/api/v1/jobs/4/reports" });
    expect(sent.headers.get("authorization")).toBe("Bearer at-1");
    expect(sent.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(JSON.parse(String(sent.body))).toEqual({
      reason: "asks-for-money",
      details: "They want KSh 2,000 on M-Pesa.",
    });
  });

  it("forwards only the address the nearest proxy saw, not what the client wrote before it", async () => {
    await report({ reason: "other" }, { headers: { "x-forwarded-for": "10.9.9.9, 198.51.100.4" } });
    expect(mockUpstream.calls[0].headers.get("x-forwarded-for")).toBe("198.51.100.4");
  });

  it("asks a guest to log in (401) and sends nothing", async () => {
    mockToken.mockResolvedValue({ token: null, reason: "signed-out" });
    const response = await report({ reason: "fake-company" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Log in to report this job." });
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("passes on the API's word to a seeker whose email address is not verified (403)", async () => {
    mockUpstream.answer(() =>
      problem(403, "Verify your email address before reporting a job. We sent you a link."),
    );
    const response = await report({ reason: "fake-company" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Verify your email address before reporting a job. We sent you a link.",
    });
  });

  it("renews a rejected token once and sends the report again", async () => {
    mockToken.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    mockUpstream.answer(({ headers }) =>
      headers.get("authorization") === "Bearer at-2"
        ? Response.json(created, { status: 201 })
        : problem(401, "Unauthorized"),
    );
    expect((await report({ reason: "misleading" })).status).toBe(201);
    expect(mockUpstream.calls).toHaveLength(2);
  });

  it("refuses a cross-site post with 403 and sends nothing", async () => {
    const response = await report(
      { reason: "other" },
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    );
    expect(response.status).toBe(403);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it.each([
    ["no reason", {}, REASON_REQUIRED],
    ["an unknown reason", { reason: "boring" }, REASON_REQUIRED],
    ["details over 2,000 characters", { reason: "other", details: "x".repeat(2001) }, DETAILS_TOO_LONG],
  ])("answers 400 to a report with %s", async (_, body, message) => {
    const response = await report(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON, 415 to another type and 413 to a huge one", async () => {
    expect((await report("{reason:")).status).toBe(400);
    const text = await report("reason=other", { headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect((await report({ reason: "other", details: "x".repeat(40_000) })).status).toBe(413);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("answers 404 to an id no job can have", async () => {
    expect((await report({ reason: "other" }, { jobId: "2147483648" })).status).toBe(404);
    expect((await report({ reason: "other" }, { jobId: "0x10" })).status).toBe(404);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("says a second report was already taken (409)", async () => {
    mockUpstream.answer(() => problem(409, "You have already reported this job."));
    const response = await report({ reason: "other" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: ALREADY_REPORTED });
  });

  it("says how many minutes to wait after too many reports (429)", async () => {
    mockUpstream.answer(() => problem(429, "Too many reports.", { "retry-after": "540" }));
    const response = await report({ reason: "other" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("540");
    expect(await response.json()).toEqual({
      message: "Too many reports from your connection. Try again in 9 minutes.",
    });
  });

  it("passes a missing job's 404 through and hides a server failure behind a 502", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    mockUpstream.answer(() => problem(404, "Job not found."));
    expect((await report({ reason: "other" })).status).toBe(404);
    mockUpstream.answer(() => new Response("boom", { status: 500 }));
    const failed = await report({ reason: "other" });
    expect(failed.status).toBe(502);
    expect(JSON.stringify(await failed.json())).not.toMatch(/boom|at /);
  });

  describe("as a plain form post (no JavaScript)", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    const location = async (fields: Record<string, string>) => {
      const response = await report(form(fields));
      expect(response.status).toBe(303);
      return response.headers.get("location");
    };

    it("sends the report and goes back to the report page with a confirmation", async () => {
      expect(await location({ reason: "discriminatory", details: "Women need not apply." })).toBe(
        "/jobs/4/report/sent",
      );
      expect(JSON.parse(String(mockUpstream.calls[0].body))).toEqual({
        reason: "discriminatory",
        details: "Women need not apply.",
      });
    });

    it("goes back saying why when the report was not taken", async () => {
      mockUpstream.answer(() => problem(403, "Verify your email address."));
      expect(await location({ reason: "other" })).toBe("/jobs/4/report/verify");
      mockToken.mockResolvedValueOnce({ token: null, reason: "signed-out" });
      expect(await location({ reason: "other" })).toBe("/jobs/4/report/sign-in");
      expect(await location({ details: "no reason chosen" })).toBe("/jobs/4/report/invalid");
      mockUpstream.answer(() => problem(409, "You have already reported this job."));
      expect(await location({ reason: "other" })).toBe("/jobs/4/report/already");
      mockUpstream.answer(() => problem(429, "Too many reports.", { "retry-after": "61" }));
      expect(await location({ reason: "other" })).toBe("/jobs/4/report/limited/2");
      mockUpstream.answer(() => new Response(null, { status: 503 }));
      expect(await location({ reason: "other" })).toBe("/jobs/4/report/failed");
    });
  });
});
