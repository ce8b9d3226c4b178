import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { TEST_EMPLOYER_CLIENT as EMPLOYER } from "../services/identity/testing/employer-client";
import { axeViolations } from "./axe";
import { completeLogin, DEMO, signUpFromNav } from "./auth";
import { dirs, idpOrigin, ports } from "./slot";

// The moderation console as a moderator uses it: a seeker is made a moderator with the command an
// operator runs (npm run moderator -- grant), signs in again, and decides on jobs under caution.
// Search, the sitemap and the job pages follow each decision; the log shows them all; others get a 404.

const API = `http://127.0.0.1:${ports.api}/api/v1`;

/** `npm run moderator -- grant <email>` against the e2e identity provider (its port and data folder). */
async function grantModerator(email: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: `${dirs.data}/identity`,
    IDENTITY_PORT: String(ports.idp),
    IDENTITY_ISSUER: idpOrigin,
  };
  delete env.DATABASE_URL;
  delete env.AUTH_ISSUER;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "services/identity/moderator-cli.ts", "grant", email],
    { env },
  );
  expect(stdout).toContain(`${email} is a moderator`);
}

/** `npm run import -- …` against the e2e product API, as an operator runs it on the embedded database. */
async function importCommand(...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: `${dirs.data}/api`,
    PRODUCT_API_PORT: String(ports.api),
  };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "services/product-api/import/import-cli.ts", ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** Posts a job whose text asks for a fee, as the test employer: it is flagged, so under caution. */
async function postFlaggedJob(request: APIRequestContext, title: string, company: string) {
  const token = await request.post(`${idpOrigin}/token`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${EMPLOYER.id}:${EMPLOYER.secret}`).toString("base64")}`,
    },
    form: { grant_type: "client_credentials", scope: "jobs:write", resource: "http://localhost:3000/api/v1" },
  });
  const posted = await request.post(`${API}/jobs`, {
    headers: { authorization: `Bearer ${(await token.json()).access_token}` },
    data: {
      title,
      company,
      location: "Mombasa, Kenya",
      countryCode: "KE",
      jobType: "Full-time",
      remoteOption: 0,
      description:
        "Load and check cargo at the port. Shortlisted candidates pay a registration fee of KES 1,000.",
      requirements: ["Forklift licence"],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: number; caution: boolean; cautionReasons: string[] };
  expect(job).toMatchObject({ caution: true, cautionReasons: ["flags"] });
  return job.id;
}

async function signInAsModerator(browser: Browser): Promise<Page> {
  const setup = await browser.newContext();
  const user = await signUpFromNav(await setup.newPage());
  await setup.close();
  await grantModerator(user.email);
  // The role rides in the next access token: the moderator signs in again.
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  await completeLogin(page, user);
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Moderation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  return page;
}

const inSearch = async (request: APIRequestContext, word: string) =>
  (await (await request.get(`${API}/jobs?${new URLSearchParams({ searchQuery: word })}`)).json()).jobs.map(
    (job: { id: number }) => job.id,
  );
const inSitemap = async (request: APIRequestContext, id: number) =>
  (await (await request.get("/sitemap.xml")).text()).includes(`/jobs/${id}</loc>`);

test("a moderator clears one job and closes another, verifies an employer, and the log shows all three", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const word = `stevedore${Date.now().toString(36)}`;
  const company = `Bandari Freight ${word}`;
  const clearId = await postFlaggedJob(request, `Cargo Checker ${word}`, company);
  const closeId = await postFlaggedJob(request, `Cargo Loader ${word}`, "Pwani Haulage");
  expect(await inSearch(request, word)).toEqual([]);
  // A guest's 404 at the console's address is theirs alone: the web server keeps no answer of a
  // page that answers per user, so the moderator's full page load below gets the console.
  expect((await request.get("/moderation")).status()).toBe(404);

  const page = await signInAsModerator(browser);
  await page.goto("/moderation");
  await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const item = (id: number) =>
    page.getByRole("listitem").filter({ has: page.locator(`a[href="/jobs/${id}"]`) });
  await expect(item(clearId)).toContainText("Its text mentions a fee");
  await expect(item(clearId)).toContainText("“registration fee”");
  await expect(item(clearId)).toContainText("Employer not verified");
  expect(await axeViolations(page)).toEqual([]);

  // The job page says why it is under caution.
  const jobPage = await page.context().newPage();
  await jobPage.goto(`/jobs/${clearId}`);
  await expect(jobPage.getByText(/^Its text has signs often seen in job scams\./)).toBeVisible();

  // Clear: back in search, the sitemap, and its page without the warning.
  await item(clearId)
    .getByRole("textbox", { name: /Your note/ })
    .first()
    .fill("Fee removed after a call with them.");
  await item(clearId).getByRole("button", { name: "Clear: back in search" }).click();
  await expect(page.getByRole("status")).toHaveText("Cleared: the job is back in search.");
  await expect(item(clearId)).toHaveCount(0);
  expect(await inSearch(request, word)).toEqual([clearId]);
  await expect.poll(() => inSitemap(request, clearId), { timeout: 20_000 }).toBe(true);
  await expect(async () => {
    await jobPage.goto(`/jobs/${clearId}`);
    await expect(jobPage.getByRole("heading", { name: "Be careful with this job" })).toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(jobPage.locator('meta[name="robots"]')).toHaveCount(0);

  // Close: out of the lists and the sitemap; its page says it is closed and is not indexed.
  await item(closeId)
    .getByRole("textbox", { name: /Your note/ })
    .first()
    .fill("Asks for money.");
  await item(closeId).getByRole("button", { name: "Close the job" }).click();
  await expect(page.getByRole("status")).toHaveText("Closed: the job has left the lists and the sitemap.");
  await expect(item(closeId)).toHaveCount(0);
  expect(await inSearch(request, word)).toEqual([clearId]);
  expect(await inSitemap(request, closeId)).toBe(false);
  await expect(async () => {
    await jobPage.goto(`/jobs/${closeId}`);
    await expect(jobPage.getByText("This job is no longer accepting applications").first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(jobPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Verify the employer from the companies page: its job shows the badge and the filter keeps it.
  await page.getByRole("link", { name: "Employers", exact: true }).click();
  await page.getByRole("searchbox", { name: "Find an employer" }).fill(word);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toContainText("Not verified");
  await row.getByRole("textbox", { name: /Your note/ }).fill("Registration checked with the port authority.");
  await row.getByRole("button", { name: "Verify the employer" }).click();
  await expect(page.getByRole("status")).toHaveText("The employer is verified.");
  await expect(page.getByRole("row", { name: new RegExp(company) })).toContainText("Verified");
  const verified = await (await request.get(`${API}/jobs?searchQuery=${word}&verified=true`)).json();
  expect(verified.jobs.map((job: { id: number }) => job.id)).toEqual([clearId]);
  await expect(async () => {
    await jobPage.goto(`/jobs/${clearId}`);
    await expect(jobPage.getByText("Verified employer", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A career feed, added with the command an operator runs (through the running API, which holds the
  // embedded database). Its address is a loopback one, which the importer refuses outside its tests:
  // the run fails, changes nothing, and the console says why.
  const feedUrl = `http://127.0.0.1:${ports.api}/careers/${word}.xml`;
  const added = await importCommand("add", `Feeds ${word}`, feedUrl, "--format", "xml");
  const feedId = /^Feed (\d+) added/.exec(added.stdout)?.[1];
  expect(feedId).toBeDefined();
  const run = await importCommand("run", feedId!);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(
    "FAILED, nothing changed: refused: 127.0.0.1 is a private or loopback address",
  );
  await page.getByRole("link", { name: "Career feeds" }).click();
  const feedRow = page.getByRole("row", { name: new RegExp(`Feeds ${word}`) });
  await expect(feedRow).toContainText("Failed, nothing changed");
  await expect(feedRow).toContainText("refused: 127.0.0.1 is a private or loopback address");
  // On a client-side navigation the page's title comes with its metadata, which Next streams after the
  // page itself: once in one CI-like run, axe came in between and found no title.
  await expect(page).toHaveTitle(/\S/);
  expect(await axeViolations(page)).toEqual([]);

  // The log: who, what, on which job or employer, and the notes; the job writes too, by their client.
  // (Rows of this test only: other tests write jobs meanwhile, and those writes are logged as well.)
  await page.getByRole("link", { name: "Decision log" }).click();
  const rows = page.getByRole("row").filter({ hasText: word });
  await expect(rows.nth(0)).toContainText("Verified the employer");
  await expect(rows.nth(0)).toContainText("Registration checked with the port authority.");
  await expect(rows.nth(1)).toContainText("Closed the job");
  await expect(rows.nth(1)).toContainText(`Cargo Loader ${word}`);
  await expect(rows.nth(1)).toContainText("Asks for money.");
  await expect(rows.nth(2)).toContainText("Cleared the job");
  await expect(rows.nth(2)).toContainText("Fee removed after a call with them.");
  await expect(rows.nth(0)).toContainText("@example.com");
  await expect(rows.nth(3)).toContainText("Posted the job");
  await expect(rows.nth(3)).toContainText(`Cargo Loader ${word}`);
  await expect(rows.nth(3)).toContainText(EMPLOYER.id);
  expect(await axeViolations(page)).toEqual([]);

  // Employers' systems: none registered on this provider yet.
  await page.getByRole("link", { name: "Employer systems" }).click();
  await expect(page.getByText(/No employer system is registered yet/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Notifications given up on after every retry (services/product-api/notify/deliver.ts).
  await page.getByRole("link", { name: "Undelivered" }).click();
  await expect(page.getByRole("heading", { name: "Undelivered notifications" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a guest and a seeker get a 404 at /moderation, and the seeker's menu has no link to it", async ({
  page,
  browser,
}) => {
  for (const path of [
    "/moderation",
    "/moderation/log",
    "/fr/moderation/companies",
    "/moderation/clients",
    "/moderation/notifications",
  ]) {
    const guest = await page.goto(path);
    expect(guest?.status()).toBe(404);
  }
  const context = await browser.newContext();
  const seeker = await context.newPage();
  await seeker.goto("/");
  await seeker.getByRole("button", { name: "Login" }).click();
  await completeLogin(seeker, DEMO);
  await seeker.getByRole("button", { name: /account menu/ }).click();
  await expect(seeker.getByRole("menuitem", { name: "Profile" })).toBeVisible();
  await expect(seeker.getByRole("menuitem", { name: "Moderation" })).toHaveCount(0);
  const refused = await seeker.goto("/moderation");
  expect(refused?.status()).toBe(404);
  await expect(seeker.getByRole("heading", { level: 1, name: "Moderation" })).toHaveCount(0);
  // Nor can they decide: the form's route answers 404 too.
  const post = await seeker.request.post("/api/moderation/jobs/1", {
    form: { decision: "clear", locale: "en" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
  await context.close();
});
