import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { completeLogin, PDF, signUpFromNav } from "./auth";
import { openJob } from "./testing";
import { dirs, webOrigin } from "./slot";
import { axeViolations as violations } from "./axe";

// Their own data (docs/product.md, Profile): a fresh seeker applies with a CV, downloads their data, deletes their account,
// and afterwards neither their file nor their sign-in is left.

/** The product API's file store of this run (services/product-api/config.ts: DATA_DIR/uploads). */
const UPLOADS = path.join(dirs.data, "api", "uploads");

/** Stored files whose bytes are these. */
async function storedCopies(bytes: Buffer) {
  const names = await readdir(UPLOADS).catch(() => [] as string[]);
  const copies: string[] = [];
  for (const name of names) if ((await readFile(path.join(UPLOADS, name))).equals(bytes)) copies.push(name);
  return copies;
}

test("download my data, then delete my account: the data, the file and the sign-in are gone", async ({
  page,
  request,
}) => {
  const job = await openJob(request);
  const cv = {
    ...PDF,
    name: "Wanjiru my-data CV.pdf",
    buffer: Buffer.concat([PDF.buffer, Buffer.from(`% my-data ${Date.now()}\n`)]),
  };
  const user = await signUpFromNav(page, "/");

  await page.goto(`/jobs/${job.id}/apply`);
  await page.getByLabel(/resume\/cv/i).setInputFiles(cv);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
  expect(await storedCopies(cv.buffer)).toHaveLength(1);

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Your data" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kazi-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(data.profile).toMatchObject({ name: user.name, email: user.email });
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0].job).toMatchObject({ id: job.id, title: job.title });
  const [file] = data.applications[0].files;
  expect(file).toMatchObject({ kind: "resume", fileName: cv.name, sizeBytes: cv.buffer.length });
  expect(file.downloadUrl).toBe(`${webOrigin}/api/files/${file.id}`);
  expect(data).toMatchObject({ savedJobs: [], jobAlerts: [], jobReports: [] });
  // The link in the export downloads the CV itself for its owner.
  const own = await page.request.get(file.downloadUrl);
  expect(own.status()).toBe(200);
  expect(Buffer.from(await own.body()).equals(cv.buffer)).toBe(true);

  await card.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("your applications, with the CVs and cover letters you sent");
  await expect(dialog).toContainText("your Kazi sign-in account (your email and password)");
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(`${webOrigin}/`);
  await expect(page.getByText("Your account and all your data have been deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(await storedCopies(cv.buffer)).toEqual([]);
  expect((await page.request.get(file.downloadUrl)).status()).toBe(401);
  expect((await page.request.get("/api/me")).status()).toBe(401);

  // The sign-in account is gone: its password no longer works.
  await page.getByRole("button", { name: "Login" }).click();
  await completeLogin(page, user);
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password");
});
