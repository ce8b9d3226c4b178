import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import { applications, fileDeletions } from "../../db/schema";
import { APPLICATION_TOO_LARGE, documentOfWrongType, documentTooLarge } from "../../lib/documents";
import { LIMITS, MAX_FORM_BYTES } from "../../lib/limits";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "../../testing/api";
import { testDatabases } from "../../testing/databases";
import { samplePdf } from "../../testing/documents";
import { insertTestJob } from "../../testing/fixtures";

// The application body as it arrives streamed (the web app passes the browser's upload on without
// reading it): the API alone judges its type and size, and a body that breaks off stores nothing.

let identity: TestIdentity;
let token: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  token = (await identity.seekerToken({ name: "Amina Njeri" })).accessToken;
}, 90_000);
afterAll(() => identity?.close());

/** A multipart body as bytes, and its content type (with the boundary). */
async function encoded(jobId: number, cv: Buffer, name = "cv.pdf") {
  const form = new FormData();
  form.set("jobId", String(jobId));
  form.set("resumeFile", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), name);
  const response = new Response(form);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get("content-type")!,
  };
}

/** A body that sends `bytes` in 64 KB chunks, then ends, or breaks off after `breakAt` bytes. */
function streamed(bytes: Uint8Array, breakAt?: number) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (breakAt !== undefined && at >= breakAt) return controller.error(new Error("connection reset"));
      if (at >= bytes.length) return controller.close();
      const end = Math.min(at + 64 * 1024, bytes.length, breakAt ?? Infinity);
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
}

describe.each(testDatabases)("the application upload on %s", (_name, kind) => {
  let api: TestApi;
  const db = () => api.handle.database.db;
  const newJob = async () => (await insertTestJob(db())).id;
  const post = (body: BodyInit, headers: Record<string, string>) =>
    api.request("/api/v1/applications", {
      method: "POST",
      body,
      headers,
      token,
      duplex: "half",
    } as RequestInit & { token: string });
  const nothingKept = async () => ({
    applications: await db().$count(applications),
    files: api.storedFiles(),
    reserved: await db().$count(fileDeletions),
  });

  beforeAll(async () => {
    api = await startTestApi(kind, { auth: { issuer: identity.issuer, audience: TEST_AUDIENCE } });
  }, 60_000);
  afterAll(() => api?.close());

  it("takes a CV streamed with no declared length", async () => {
    const { bytes, type } = await encoded(await newJob(), samplePdf());
    const res = await post(streamed(bytes), { "content-type": type });
    expect(res.status).toBe(201);
  });

  it("refuses a body over the limit by its declared length, and a streamed one once it passes it", async () => {
    const before = await nothingKept();
    const declared = await post("x", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(MAX_FORM_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).detail).toBe(APPLICATION_TOO_LARGE);

    const huge = Buffer.concat([samplePdf(), Buffer.alloc(MAX_FORM_BYTES)]);
    const { bytes, type } = await encoded(await newJob(), huge);
    const res = await post(streamed(bytes), { "content-type": type });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, detail: APPLICATION_TOO_LARGE });
    expect(await nothingKept()).toEqual(before);
  });

  it("names the file over 5MB, or of the wrong type, in the one wording the apply form uses", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(LIMITS.upload)]);
    const { bytes, type } = await encoded(await newJob(), big);
    const res = await post(streamed(bytes), { "content-type": type });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      detail: documentTooLarge("The resume"),
      errors: { resumeFile: [documentTooLarge("The resume")] },
    });
    const png = await encoded(await newJob(), Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
    const wrong = await post(streamed(png.bytes), { "content-type": png.type });
    expect(wrong.status).toBe(415);
    expect((await wrong.json()).detail).toBe(documentOfWrongType("The resume"));
    expect(documentTooLarge("The resume")).toBe(
      "The resume is larger than 5MB. Please choose a smaller file.",
    );
  });

  it("answers 415 to a body that is not multipart", async () => {
    const res = await post(JSON.stringify({ jobId: 1 }), { "content-type": "application/json" });
    expect(res.status).toBe(415);
    expect((await res.json()).title).toBe("Send the application as multipart/form-data.");
  });

  it.each([
    ["with its length declared", true],
    ["streamed", false],
  ])(
    "keeps no row, no object and no reserved key when the body breaks off half-way, %s",
    async (_how, withLength) => {
      const before = await nothingKept();
      const { bytes, type } = await encoded(
        await newJob(),
        Buffer.concat([samplePdf(), Buffer.alloc(300_000)]),
      );
      const headers: Record<string, string> = { "content-type": type };
      if (withLength) headers["content-length"] = String(bytes.length);
      const res = await post(streamed(bytes, Math.floor(bytes.length / 2)), headers);
      expect(res.status).toBe(400);
      expect((await res.json()).title).toBe("The request body could not be read.");
      expect(await nothingKept()).toEqual(before);
    },
  );
});
