import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productApiConfig } from "./config";
import { fileDeletions } from "./db/schema";
import { createStorage } from "./lib/storage";
import { reserveUploads } from "./routes/account/file-deletions";
import { startProductApi, type StartedProductApi } from "./start";
import { samplePdf } from "./testing/documents";

// The product API as `npm start` starts it on the embedded database, after a process that was
// killed (npm run test:crash kills it for real, many times over).

const dataDir = mkdtempSync(join(tmpdir(), "kazi-start-"));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  AUTH_ISSUER: "",
  ALERTS_CRON: "off",
  S3_BUCKET: "",
};
const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
beforeAll(() => Object.assign(process.env, env));
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  rmSync(dataDir, { recursive: true, force: true });
});

const stop = async ({ app, database }: StartedProductApi) => {
  await database.close();
  await app.close();
};

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

it("removes at start the CV of an application its process was killed before writing (PGlite)", async () => {
  const key = randomUUID();
  const { uploadsDir } = productApiConfig();
  const first = await startProductApi();
  try {
    // What a request killed between storing the CV and writing the application leaves behind.
    await reserveUploads(first.database.db, [key]);
    await (
      await createStorage(productApiConfig().storage)
    ).put(key, samplePdf(), {
      contentType: "application/pdf",
      originalName: "cv.pdf",
    });
  } finally {
    await stop(first);
  }
  expect(existsSync(join(uploadsDir, key))).toBe(true);

  const second = await startProductApi();
  try {
    expect(await eventually(() => !existsSync(join(uploadsDir, key)))).toBe(true);
    expect(await eventually(async () => (await second.database.db.$count(fileDeletions)) === 0)).toBe(true);
  } finally {
    await stop(second);
  }
}, 120_000);
