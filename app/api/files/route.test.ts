import { startTestIdentity, type TestIdentity } from "@/services/identity/testing";
import { getSession, resolveAccessToken } from "@/lib/auth/session";
import type { SeekerFilePage } from "@/lib/product-api/files";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "@/services/product-api/testing/api";
import { testDatabases } from "@/services/product-api/testing/databases";
import { samplePdf } from "@/services/product-api/testing/documents";
import { insertTestJob } from "@/services/product-api/testing/fixtures";
import { POST as apply } from "../applications/route";
import { GET as download } from "./[fileId]/route";
import { GET as list } from "./route";

// The route handlers in front of a real product API (PGlite) with real tokens; only the next-auth
// session (a cookie in the browser) is stood in for.
let api: TestApi;
let identity: TestIdentity;
jest.mock("@/lib/product-api/transport", () => ({
  defaultTransport: () => (path: string, init: RequestInit) => api.request(path, init),
}));
jest.mock("@/lib/auth/session", () => ({ getSession: jest.fn(), resolveAccessToken: jest.fn() }));
const mockSession = getSession as jest.Mock;
const mockToken = resolveAccessToken as jest.Mock;

type Seeker = { accessToken: string; sub: string };
let amina: Seeker;
let kwame: Seeker;
const signInAs = (seeker: Seeker | null) => {
  mockSession.mockResolvedValue(
    seeker && { expires: "2030-01-01T00:00:00.000Z", user: { id: seeker.sub, name: "Seeker" } },
  );
  mockToken.mockResolvedValue(seeker ? { token: seeker.accessToken } : { token: null, reason: "signed-out" });
};

const cvBytes = Buffer.concat([samplePdf(), Buffer.from("% Amina, data analyst\n")]);
const origin = "http://localhost:3000";
const submit = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return apply(
    new Request(`${origin}/api/applications`, {
      method: "POST",
      headers: { origin, "sec-fetch-site": "same-origin" },
      body: form,
    }),
  );
};
const listFiles = async (query = "") => {
  const res = await list(new Request(`${origin}/api/files${query}`));
  expect(res.status).toBe(200);
  return (await res.json()) as SeekerFilePage;
};
const get = (fileId: string) =>
  download(new Request(`${origin}/api/files/${fileId}`), { params: Promise.resolve({ fileId }) });

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  [amina, kwame] = await Promise.all([
    identity.seekerToken({ name: "Amina Njeri" }),
    identity.seekerToken({ name: "Kwame Mensah" }),
  ]);
  api = await startTestApi(testDatabases[0][1], {
    auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
  });
}, 90_000);
afterAll(async () => {
  await api?.close();
  await identity?.close();
});

describe("files route handlers", () => {
  it("answer 401 to a visitor who is not signed in", async () => {
    signInAs(null);
    expect((await list(new Request(`${origin}/api/files`))).status).toBe(401);
    expect((await get("1")).status).toBe(401);
  });

  it("apply with a file, then again with that CV by id alone, and list both copies", async () => {
    signInAs(amina);
    const [first, second] = [
      await insertTestJob(api.handle.database.db),
      await insertTestJob(api.handle.database.db),
    ];
    const cv = new File([new Uint8Array(cvBytes)], "Amina CV.pdf", { type: "application/pdf" });
    expect((await submit({ jobId: String(first.id), resumeFile: cv })).status).toBe(201);
    const [sent] = (await listFiles("?kind=resume")).files;
    expect(sent).toMatchObject({ fileName: "Amina CV.pdf", sizeBytes: cvBytes.length });

    const again = await submit({ jobId: String(second.id), resumeFileId: String(sent.id) });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ job: { id: second.id } });
    const { files } = await listFiles();
    expect(files.map((f) => [f.fileName, f.application.job.id])).toEqual([
      ["Amina CV.pdf", second.id],
      ["Amina CV.pdf", first.id],
    ]);
  });

  it("refuse a form with both a file and an earlier CV, or with neither", async () => {
    signInAs(amina);
    const job = await insertTestJob(api.handle.database.db);
    const cv = new File([new Uint8Array(cvBytes)], "cv.pdf");
    const both = await submit({ jobId: String(job.id), resumeFile: cv, resumeFileId: "1" });
    expect(both.status).toBe(422);
    const neither = await submit({ jobId: String(job.id) });
    expect(neither.status).toBe(422);
    expect(await neither.json()).toMatchObject({ message: "Resume/CV is required" });
  });

  it("stream a file to its owner as a nosniff attachment, and to no one else", async () => {
    signInAs(amina);
    const [file] = (await listFiles()).files;
    const res = await get(String(file.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Amina CV.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(cvBytes)).toBe(true);

    signInAs(kwame);
    const theirs = await get(String(file.id));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: "This file does not exist or is not yours." });
    expect((await listFiles()).files).toEqual([]);
    expect((await get("abc")).status).toBe(404);
    expect((await list(new Request(`${origin}/api/files?kind=photo`))).status).toBe(422);
  });
});
