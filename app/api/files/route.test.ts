import type { SeekerFilePage } from "@/lib/product-api/files";
import { SAME_ORIGIN, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { samplePdf } from "@/services/product-api/testing/documents";
import { insertTestJob } from "@/services/product-api/testing/fixtures";

// The route handlers as Next calls them, with a real session cookie in front of the real product API
// (PGlite, over HTTP) and the real identity provider. Only next/headers' request scope is stood in for.

jest.mock("next/headers", () => jest.requireActual("@/lib/testing/request-scope").nextHeaders());

type Routes = {
  apply: typeof import("../applications/route").POST;
  download: typeof import("./[fileId]/route").GET;
  list: typeof import("./route").GET;
};
type Who = "amina" | "kwame";
let stack: RouteStack<Who>;
let routes: Routes;
let who: Who | undefined;
const signInAs = (seeker: Who | null) => {
  who = seeker ?? undefined;
};

const cvBytes = Buffer.concat([samplePdf(), Buffer.from("% Amina, data analyst\n")]);
const submit = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return routes.apply(
    stack.request("/api/applications", { method: "POST", who, headers: SAME_ORIGIN, body: form }),
  );
};
const list = (path: string) => routes.list(stack.request(path, { who }));
const listFiles = async (query = "") => {
  const res = await list(`/api/files${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SeekerFilePage;
};
const get = (fileId: string) =>
  routes.download(stack.request(`/api/files/${fileId}`, { who }), {
    params: Promise.resolve({ fileId }),
  });

beforeAll(async () => {
  stack = await startRouteStack({
    secret: "files-route-test-session-secret-0123456789",
    seekers: { amina: "Amina Njeri", kwame: "Kwame Mensah" },
  });
  routes = {
    apply: (await import("../applications/route")).POST,
    download: (await import("./[fileId]/route")).GET,
    list: (await import("./route")).GET,
  };
}, 90_000);
afterAll(() => stack?.close());

describe("files route handlers", () => {
  it("answer 401 to a visitor who is not signed in", async () => {
    signInAs(null);
    expect((await list("/api/files")).status).toBe(401);
    expect((await get("1")).status).toBe(401);
  });

  it("apply with a file, then again with that CV by id alone, and list both copies", async () => {
    signInAs("amina");
    const [first, second] = [
      await insertTestJob(stack.api.handle.database.db),
      await insertTestJob(stack.api.handle.database.db),
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
    signInAs("amina");
    const job = await insertTestJob(stack.api.handle.database.db);
    const cv = new File([new Uint8Array(cvBytes)], "cv.pdf");
    const both = await submit({ jobId: String(job.id), resumeFile: cv, resumeFileId: "1" });
    expect(both.status).toBe(422);
    const neither = await submit({ jobId: String(job.id) });
    expect(neither.status).toBe(422);
    expect(await neither.json()).toMatchObject({ errors: { resumeFile: ["Resume/CV is required"] } });
  });

  it("stream a file to its owner as a nosniff attachment, and to no one else", async () => {
    signInAs("amina");
    const [file] = (await listFiles()).files;
    const res = await get(String(file.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Amina CV.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(cvBytes)).toBe(true);

    signInAs("kwame");
    const theirs = await get(String(file.id));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: "This file does not exist or is not yours." });
    expect((await listFiles()).files).toEqual([]);
    expect((await get("abc")).status).toBe(404);
    expect((await list("/api/files?kind=photo")).status).toBe(422);
  });
});
