import { getSession, resolveAccessToken } from "@/lib/auth/session";
import { makeJob, pagination, scriptedUpstream, signedInSession } from "@/lib/product-api/testing";
import { GET, POST } from "./route";

const mockUpstream = scriptedUpstream();
jest.mock("@/lib/product-api/transport", () => ({ defaultTransport: () => mockUpstream.transport }));
jest.mock("@/lib/auth/session", () => ({ getSession: jest.fn(), resolveAccessToken: jest.fn() }));
const mockAuth = getSession as jest.Mock;
const mockToken = resolveAccessToken as jest.Mock;

const { id, title, company, location, jobType, remoteOption, description, deadline } = makeJob({ id: 4 });
const application = {
  id: 31,
  status: "pending",
  createdAt: "2025-05-02T10:00:00Z",
  job: { id, title, company, location, jobType, remoteOption, description, deadline },
};
const pdf = () => new File(["%PDF-1.7 resume"], "amina-cv.pdf", { type: "application/pdf" });

function apply(fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return POST(
    new Request("http://localhost:3000/api/applications", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin", ...headers },
      body: form,
    }),
  );
}

beforeEach(() => {
  mockAuth.mockResolvedValue(signedInSession);
  mockToken.mockReset().mockResolvedValue({ token: "at-1" });
  mockUpstream.answer(() => Response.json(application, { status: 201 }));
});

describe("GET /api/applications", () => {
  it("lists the signed-in seeker's own applications, 50 per page by default", async () => {
    mockUpstream.answer(() => Response.json([application], { headers: pagination(1, 1, 1, 50) }));
    const response = await GET(new Request("http://localhost:3000/api/applications"));
    expect(response.status).toBe(200);
    expect(mockUpstream.calls[0].path).toBe(
      "/api/v1/applications/jobseeker/seeker-1?pageSize=50&pageNumber=1",
    );
    expect(await response.json()).toEqual({
      applications: [application],
      pagination: { totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 50 },
    });
  });

  it("passes pageNumber and pageSize, and refuses nonsense with 422", async () => {
    mockUpstream.answer(() => Response.json([], { headers: pagination(0, 0, 2, 10) }));
    await GET(new Request("http://localhost:3000/api/applications?pageNumber=2&pageSize=10"));
    expect(mockUpstream.calls[0].path).toBe(
      "/api/v1/applications/jobseeker/seeker-1?pageSize=10&pageNumber=2",
    );
    expect((await GET(new Request("http://localhost:3000/api/applications?pageSize=5000"))).status).toBe(422);
  });

  it("answers 401 to a visitor", async () => {
    mockAuth.mockResolvedValue(null);
    expect((await GET(new Request("http://localhost:3000/api/applications"))).status).toBe(401);
  });
});

describe("POST /api/applications", () => {
  it("forwards the job, resume and cover letter as multipart and answers 201", async () => {
    const cover = new File(["Dear hiring team"], "cover.rtf", { type: "application/rtf" });
    const response = await apply({ jobId: "4", resumeFile: pdf(), coverLetter: cover });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(application);
    const sent = mockUpstream.calls[0];
    expect(sent).toMatchObject({ method: "POST", path: "/api/v1/applications" });
    expect(sent.headers.get("authorization")).toBe("Bearer at-1");
    const form = sent.body as FormData;
    expect(form.get("jobId")).toBe("4");
    expect((form.get("resumeFile") as File).name).toBe("amina-cv.pdf");
    expect(await (form.get("resumeFile") as File).text()).toBe("%PDF-1.7 resume");
    expect((form.get("coverLetter") as File).name).toBe("cover.rtf");
  });

  it("forwards the browser's Idempotency-Key, and refuses a malformed one with 400", async () => {
    await apply({ jobId: "4", resumeFile: pdf() }, { "idempotency-key": "6b1f0c2e-attempt:1" });
    expect(mockUpstream.calls[0].headers.get("idempotency-key")).toBe("6b1f0c2e-attempt:1");
    await apply({ jobId: "4", resumeFile: pdf() });
    expect(mockUpstream.calls[1].headers.has("idempotency-key")).toBe(false);
    for (const key of ["has space", "x".repeat(129), ""]) {
      const response = await apply({ jobId: "4", resumeFile: pdf() }, { "idempotency-key": key });
      expect([key, response.status]).toEqual([key, 400]);
      expect(await response.json()).toEqual({
        message:
          "The Idempotency-Key header must be 1 to 128 letters, digits, dots, underscores, colons or hyphens.",
      });
    }
    expect(mockUpstream.calls).toHaveLength(2);
  });

  it("leaves out an empty cover letter input", async () => {
    await apply({ jobId: "4", resumeFile: pdf(), coverLetter: new File([], "") });
    expect((mockUpstream.calls[0].body as FormData).has("coverLetter")).toBe(false);
  });

  it("answers 422 'Resume/CV is required' without a resume", async () => {
    const response = await apply({ jobId: "4", resumeFile: new File([], "") });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe("Resume/CV is required");
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it("refuses a cross-site submission with 403", async () => {
    const response = await apply(
      { jobId: "4", resumeFile: pdf() },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.status).toBe(403);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const response = await POST(
      new Request("http://localhost:3000/api/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(415);
  });

  it("answers 413 as soon as the upload passes two 5MB files", async () => {
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" });
    const response = await apply({ jobId: "4", resumeFile: huge });
    expect(response.status).toBe(413);
    expect(mockUpstream.calls).toHaveLength(0);
  });

  it.each([
    [409, "You have already applied to this job."],
    [413, "The file is larger than 5 MB."],
    [415, "Only PDF, DOC, DOCX or RTF files are accepted."],
    [422, "This job is closed for applications."],
  ])("passes the product API's %i through with its message", async (status, detail) => {
    mockUpstream.answer(() => Response.json({ title: "Refused", status, detail }, { status }));
    const response = await apply({ jobId: "4", resumeFile: pdf() });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: detail });
  });

  it("sends the same files again after renewing the token on a 401", async () => {
    mockToken.mockResolvedValueOnce({ token: "at-1" }).mockResolvedValueOnce({ token: "at-2" });
    mockUpstream.answer(({ headers }) =>
      headers.get("authorization") === "Bearer at-2"
        ? Response.json(application, { status: 201 })
        : Response.json({ title: "Unauthorized" }, { status: 401 }),
    );
    const response = await apply({ jobId: "4", resumeFile: pdf() }, { "idempotency-key": "k-1" });
    expect(response.status).toBe(201);
    expect(mockUpstream.calls[1].headers.get("idempotency-key")).toBe("k-1");
    expect(await ((mockUpstream.calls[1].body as FormData).get("resumeFile") as File).text()).toBe(
      "%PDF-1.7 resume",
    );
  });
});
