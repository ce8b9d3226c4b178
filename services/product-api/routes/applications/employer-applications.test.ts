import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { TEST_COMPANY_CLIENT } from "../../../identity/testing/employer-client";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";

// An employer's system reads the applications to its company's jobs, with the applicant, the cover
// letter and the CV, and nothing of another company's (GET /jobs/{jobId}/applications, GET
// /applications/{id}/files/{fileId}): real tokens from the tests' identity provider.

type Seeker = { accessToken: string; sub: string };
interface EmployerApplication {
  id: number;
  jobId: number;
  status: string;
  applicant: { name: string; email: string | null };
  coverLetter: string | null;
  files: { id: number; kind: string; name: string; contentType: string; sizeBytes: number }[];
  timeline: { status: string; by: string }[];
}

let identity: TestIdentity;
let amina: Seeker;
let kwame: Seeker;
let reader: string;
let writer: string;
let jobsOnly: string;
let noCompany: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame, reader, writer, jobsOnly, noCompany] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
    identity.employerToken("applications:read", TEST_COMPANY_CLIENT),
    identity.employerToken("applications:write", TEST_COMPANY_CLIENT),
    identity.employerToken("jobs:write", TEST_COMPANY_CLIENT),
    identity.employerToken("applications:read applications:write"),
  ]);
}, 90_000);
afterAll(() => identity?.close());

describe.each(testDatabases)("an employer's applications on %s", (_name, kind) => {
  let api: TestApi;
  let ownJob: number;
  let otherJob: number;

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
    const db = api.handle.database.db;
    ownJob = (await insertTestJob(db, { company: TEST_COMPANY_CLIENT.company.toLowerCase() })).id;
    otherJob = (await insertTestJob(db, { company: "Other Company Ltd" })).id;
  }, 60_000);
  afterAll(() => api?.close());

  const applyWithCv = async (seeker: Seeker, jobId: number, coverLetter?: string) => {
    const form = new FormData();
    form.set("jobId", String(jobId));
    form.set(
      "resumeFile",
      new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }),
      "Amina CV.pdf",
    );
    if (coverLetter) form.set("coverLetter", coverLetter);
    const res = await api.request("/api/v1/applications", {
      method: "POST",
      body: form,
      token: seeker.accessToken,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const list = async (jobId: number, token: string, query = "") =>
    api.request(`/api/v1/jobs/${jobId}/applications${query}`, { token });
  const listed = async (jobId: number) => {
    const res = await list(jobId, reader, "?pageSize=100");
    expect(res.status).toBe(200);
    return (await res.json()) as { applications: EmployerApplication[]; totalCount: number };
  };

  it("lists the applications to its company's job with the applicant, the cover letter and the CV", async () => {
    const id = await applyWithCv(amina, ownJob, "I sold solar kits in Mombasa for two years.");
    const page = await listed(ownJob);
    const application = page.applications.find((a) => a.id === id)!;
    expect(application).toMatchObject({
      jobId: ownJob,
      status: "pending",
      applicant: { name: "Amina Njeri", email: expect.stringContaining("@") },
      coverLetter: "I sold solar kits in Mombasa for two years.",
      files: [
        {
          kind: "resume",
          name: "Amina CV.pdf",
          contentType: "application/pdf",
          sizeBytes: samplePdf().length,
        },
      ],
      timeline: [{ status: "pending", by: "seeker" }],
    });
    expect(page.totalCount).toBe(page.applications.length);

    const file = await api.request(`/api/v1/applications/${id}/files/${application.files[0].id}`, {
      token: writer,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(samplePdf())).toBe(true);
  });

  it("pages the list, newest first", async () => {
    const job = (await insertTestJob(api.handle.database.db, { company: TEST_COMPANY_CLIENT.company })).id;
    const first = await applyWithCv(amina, job);
    const second = await applyWithCv(kwame, job);
    const res = await list(job, reader, "?pageSize=1&page=2");
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      applications: EmployerApplication[];
      totalCount: number;
      totalPages: number;
    };
    expect(page).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(page.applications.map((a) => a.id)).toEqual([first]);
    expect(second).toBeGreaterThan(first);
  });

  it("shares nothing more of a withdrawn application than its status and timeline", async () => {
    const id = await applyWithCv(kwame, ownJob, "Please consider me.");
    const fileId = (await listed(ownJob)).applications.find((a) => a.id === id)!.files[0].id;
    const withdrawn = await api.request(`/api/v1/applications/${id}/withdraw`, {
      method: "POST",
      token: kwame.accessToken,
    });
    expect(withdrawn.status).toBe(200);
    const application = (await listed(ownJob)).applications.find((a) => a.id === id)!;
    expect(application).toMatchObject({ status: "Withdrawn", coverLetter: null, files: [] });
    const file = await api.request(`/api/v1/applications/${id}/files/${fileId}`, { token: reader });
    expect(file.status).toBe(410);
  });

  it("answers 403 for another company's job or a client without the permission or a company, 404 for what is not there", async () => {
    const other = await applyWithCv(amina, otherJob);
    const cases: [string, Promise<Response>, number][] = [
      ["another company's job", list(otherJob, reader), 403],
      ["a client of no company", list(ownJob, noCompany), 403],
      ["a client with jobs:write only", list(ownJob, jobsOnly), 403],
      ["a seeker", list(ownJob, amina.accessToken), 403],
      ["no token", api.request(`/api/v1/jobs/${ownJob}/applications`), 401],
      ["an unknown job", list(999_999, reader), 404],
      ["a bad job id", list(0, reader), 400],
      [
        "another company's file",
        api.request(`/api/v1/applications/${other}/files/1`, { token: reader }),
        403,
      ],
      ["an unknown application", api.request("/api/v1/applications/999999/files/1", { token: reader }), 404],
    ];
    const statuses = await Promise.all(cases.map(async ([, res]) => (await res).status));
    expect(cases.map(([what], i) => [what, statuses[i]])).toEqual(
      cases.map(([what, , status]) => [what, status]),
    );
  });

  it("answers 404 for a file of another application to the same job", async () => {
    const one = await applyWithCv(
      amina,
      (await insertTestJob(api.handle.database.db, { company: TEST_COMPANY_CLIENT.company })).id,
    );
    const page = await listed(ownJob);
    const someoneElses = page.applications.find((a) => a.files.length > 0 && a.id !== one)!;
    const res = await api.request(`/api/v1/applications/${one}/files/${someoneElses.files[0].id}`, {
      token: reader,
    });
    expect(res.status).toBe(404);
  });
});
