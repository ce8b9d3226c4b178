import { eq } from "drizzle-orm";
import { SAME_ORIGIN, SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { BrowserlessClient } from "@/services/identity/testing";
import { applicationFiles, applications, fileDeletions } from "@/services/product-api/db/schema";
import {
  APPLICATION_TOO_LARGE,
  documentOfWrongType,
  documentTooLarge,
} from "@/services/product-api/lib/documents";
import { LIMITS, MAX_FORM_BYTES } from "@/services/product-api/lib/limits";
import { samplePdf, sampleRtf } from "@/services/product-api/testing/documents";
import { daysFromNow, insertTestJob } from "@/services/product-api/testing/fixtures";

// POST /api/applications as Next calls it, with real session cookies in front of the real product
// API over HTTP and the real identity provider: the form goes through unread, and the API's answer
// comes back in the words the apply form shows. Only Next's request scope is stood in for.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Who = "amina" | "kwame";
let stack: RouteStack<Who>;
let routes: typeof import("./route");

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "applications-route-test-secret-0123456789",
    seekers: { amina: "Amina Njeri", kwame: "Kwame Mensah" },
  });
  routes = await import("./route");
}, 150_000);
afterAll(() => stack?.close());

const db = () => stack.api.handle.database.db;
const newJob = async (overrides = {}) => (await insertTestJob(db(), overrides)).id;
const kept = async () => ({
  applications: await db().$count(applications),
  files: stack.api.storedFiles().length,
  reserved: await db().$count(fileDeletions),
});

function form(jobId: number, cv: Buffer | null = samplePdf(), coverLetter?: Buffer | string) {
  const data = new FormData();
  data.set("jobId", String(jobId));
  if (cv) data.set("resumeFile", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "amina-cv.pdf");
  if (typeof coverLetter === "string") data.set("coverLetter", coverLetter);
  else if (coverLetter) data.set("coverLetter", new Blob([new Uint8Array(coverLetter)]), "cover.rtf");
  return data;
}

type Options = { who?: Who; session?: string; headers?: Record<string, string>; path?: string };
const apply = (body: BodyInit, { path = "/api/applications", headers, ...who }: Options = {}) =>
  routes.POST(stack.request(path, { method: "POST", body, headers: { ...SAME_ORIGIN, ...headers }, ...who }));

describe("POST /api/applications", () => {
  it("streams the job, CV and cover letter to the API as the seeker, and answers 201", async () => {
    const jobId = await newJob({ title: "Field Sales Agent" });
    const res = await apply(form(jobId, samplePdf(), sampleRtf()), { who: "amina" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const application = await res.json();
    expect(application).toMatchObject({ status: "pending", job: { id: jobId, title: "Field Sales Agent" } });
    const files = await db()
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, application.id));
    expect(files.map((f) => [f.kind, f.originalName, f.sizeBytes]).sort()).toEqual([
      ["cover_letter", "cover.rtf", sampleRtf().length],
      ["resume", "amina-cv.pdf", samplePdf().length],
    ]);
    const stored = await stack.api.storage.read(files.find((f) => f.kind === "resume")!.storageKey);
    expect(Buffer.from(await new Response(stored).arrayBuffer()).equals(samplePdf())).toBe(true);
  });

  it("forwards the Idempotency-Key: a resend gets the stored application, another attempt the 409", async () => {
    const jobId = await newJob();
    const key = { "idempotency-key": "6b1f0c2e-attempt:1" };
    const first = await apply(form(jobId), { who: "kwame", headers: key });
    const again = await apply(form(jobId), { who: "kwame", headers: key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await again.json()).id).toBe((await first.json()).id);
    const other = await apply(form(jobId), { who: "kwame" });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ message: "You have already applied for this job." });
  });

  it("refuses a malformed Idempotency-Key with 400 before sending anything", async () => {
    const before = await kept();
    for (const key of ["has space", "x".repeat(129), ""]) {
      const res = await apply(form(await newJob()), { who: "amina", headers: { "idempotency-key": key } });
      expect([key, res.status]).toEqual([key, 400]);
      expect(await res.json()).toEqual({
        message:
          "The Idempotency-Key header must be 1 to 128 letters, digits, dots, underscores, colons or hyphens.",
      });
    }
    expect(await kept()).toEqual(before);
  });

  it("passes the API's refusals on in the words the apply form shows", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.upload)]);
    const tooLarge = await apply(form(await newJob(), big), { who: "amina" });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      message: "The resume is larger than 5MB. Please choose a smaller file.",
      errors: { resumeFile: [documentTooLarge("The resume")] },
    });
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const wrongType = await apply(form(await newJob(), png), { who: "amina" });
    expect([wrongType.status, (await wrongType.json()).message]).toEqual([
      415,
      documentOfWrongType("The resume"),
    ]);
    const closed = await apply(form(await newJob({ deadline: daysFromNow(-1) })), { who: "amina" });
    expect([closed.status, await closed.json()]).toEqual([
      422,
      { message: "This job is no longer accepting applications." },
    ]);
    const noCv = await apply(form(await newJob(), null), { who: "amina" });
    expect(noCv.status).toBe(422);
    expect((await noCv.json()).errors).toEqual({ resumeFile: ["Resume/CV is required"] });
    const notMultipart = await apply(JSON.stringify({ jobId: 1 }), {
      who: "amina",
      headers: { "content-type": "application/json" },
    });
    expect([notMultipart.status, await notMultipart.json()]).toEqual([
      415,
      { message: "Send the application as multipart/form-data." },
    ]);
  });

  it("refuses a body declared larger than the limit without reading a byte of it", async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const res = await apply(body, {
      who: "amina",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(MAX_FORM_BYTES + 1),
      },
    });
    expect([res.status, await res.json(), pulled]).toEqual([413, { message: APPLICATION_TOO_LARGE }, false]);
  });

  it("refuses a streamed body once it passes the limit, keeping nothing", async () => {
    const before = await kept();
    const huge = Buffer.concat([samplePdf(), Buffer.alloc(MAX_FORM_BYTES)]);
    const res = await apply(form(await newJob(), huge), { who: "amina" });
    expect([res.status, await res.json()]).toEqual([413, { message: APPLICATION_TOO_LARGE }]);
    expect(await kept()).toEqual(before);
  });

  it("keeps no application, no file and no reserved key when the upload breaks off half-way", async () => {
    const before = await kept();
    const encoded = new Response(form(await newJob(), Buffer.concat([samplePdf(), Buffer.alloc(400_000)])));
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let sent = 0;
    const breaking = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length / 2) return controller.error(new Error("the browser went away"));
        controller.enqueue(bytes.slice(sent, sent + 64 * 1024));
        sent += 64 * 1024;
      },
    });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await apply(breaking, {
      who: "amina",
      headers: { "content-type": encoded.headers.get("content-type")! },
    }).finally(() => quiet.mockRestore());
    expect(res.status).toBeGreaterThanOrEqual(400);
    // The API hears of the break on its own connection; give it the time to answer it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await kept()).toEqual(before);
  });

  it("refuses a visitor with 401 and another site with 403", async () => {
    expect((await apply(form(await newJob()))).status).toBe(401);
    const evil = await apply(form(await newJob()), {
      who: "amina",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(evil.status).toBe(403);
  });
});

describe("POST /api/applications when the API refuses a token that looked valid", () => {
  /** A seeker's session whose access token the API refuses (revoked, say), with a good refresh token. */
  async function sessionWithRefusedToken(name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${Date.now()}@example.com`;
    const client = new BrowserlessClient(stack.identity.issuer, SITE);
    const interaction = await client.authorize({ prompt: "create" });
    await client.postForm(`${interaction}/signup`, { name, email, password: "Renewal-test-2025" });
    const tokens = await client.exchange(
      await client.followToCode(await client.request(await stack.identity.verificationLink(email))),
    );
    const { sub, exp } = JSON.parse(Buffer.from(tokens.access_token.split(".")[1], "base64url").toString());
    return stack.sessionCookie({
      sub,
      name,
      accessToken: `${tokens.access_token}x`,
      refreshToken: String(tokens.refresh_token),
      expiresAt: exp,
    });
  }

  it("renews the token and has the browser send the same form again (307), which then succeeds", async () => {
    const session = await sessionWithRefusedToken("Zawadi Otieno");
    const jobId = await newJob();
    const headers = { "idempotency-key": "attempt-307" };
    const before = await kept();
    const first = await apply(form(jobId), { session, headers });
    expect(first.status).toBe(307);
    expect(first.headers.get("location")).toBe("/api/applications?renewed=1");
    expect(await kept()).toEqual(before);
    const again = await apply(form(jobId), { session, headers, path: first.headers.get("location")! });
    expect(again.status).toBe(201);
    expect((await again.json()).job.id).toBe(jobId);
  });

  it("answers 'Authentication failed. Please log in again.' when the resend is refused too", async () => {
    const session = await sessionWithRefusedToken("Baraka Mwangi");
    const res = await apply(form(await newJob()), { session, path: "/api/applications?renewed=1" });
    expect([res.status, await res.json()]).toEqual([
      401,
      { message: "Authentication failed. Please log in again." },
    ]);
  });
});

describe("GET /api/applications", () => {
  const list = (query = "", session?: string) =>
    routes.GET(stack.request(`/api/applications${query}`, { session }));

  it("lists the signed-in seeker's own applications, 50 per page unless asked", async () => {
    const { session } = await stack.signIn("Neema Achieng");
    const jobId = await newJob({ title: "Junior Accountant" });
    expect((await apply(form(jobId), { session })).status).toBe(201);
    const res = await list("", session);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.applications.map((a: { job: { id: number } }) => a.job.id)).toEqual([jobId]);
    // With its status history, which the page shows: the application itself is its first entry.
    const [application] = body.applications;
    expect(application.timeline).toEqual([{ status: "pending", at: application.createdAt, by: "seeker" }]);
    expect(body.pagination).toEqual({ totalCount: 1, totalPages: 1, pageNumber: 1, pageSize: 50 });
    expect((await (await list("?pageNumber=2&pageSize=10", session)).json()).pagination).toMatchObject({
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it("refuses nonsense paging with 422 and a visitor with 401", async () => {
    const { session } = await stack.signIn("Neema Achieng");
    expect((await list("?pageSize=5000", session)).status).toBe(422);
    expect((await list()).status).toBe(401);
  });
});
