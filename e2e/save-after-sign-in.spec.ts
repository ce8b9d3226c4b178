import { type Browser, expect, type Page, test } from "@playwright/test";
import { completeLogin, newSeeker, submitSignUp, verificationLink } from "./auth";
import { idpOrigin, webOrigin } from "./slot";

// A guest presses Save on a /jobs card; once they come back signed in, the job is saved, however they
// pressed it (before the page's script ran, after it, or without JavaScript) and however they came
// back (the login screen, or a sign-up whose verification link they opened in another tab). The press
// goes straight to the provider's screen, with no page of next-auth's in between.

/** A seeker with an account, signed out again: for the paths that come back through the login screen. */
async function existingSeeker(browser: Browser) {
  const user = newSeeker();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Sign Up" }).first().click();
  await submitSignUp(page, user);
  await page.goto(await verificationLink(user.email));
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  await context.close();
  return user;
}

/** Presses Save on the first card of /jobs; returns the job's title. */
async function pressSaveOnFirstCard(page: Page): Promise<string> {
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())!;
  await card.getByRole("button", { name: `Save job: ${title}` }).click();
  // Straight to the provider's login screen.
  await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
  return title;
}

/** Back on /jobs at the card's Save button, the job is in the seeker's saved jobs. */
async function expectSaved(page: Page, title: string) {
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/jobs#save-\\d+$`));
  const saved = await (await page.request.get("/api/me/saved-jobs?page=1")).json();
  expect(saved.savedJobs.map((saved: { job: { title: string } }) => saved.job.title)).toContain(title);
}

test("pressed after the page's script ran, the job is saved once the guest has logged in", async ({
  browser,
}) => {
  const user = await existingSeeker(browser);
  const page = await browser.newPage();
  // Hydrated: the account area has asked for the session and shows the guest's buttons. The wait starts
  // before the navigation, since the answer can come before the load event.
  const session = page.waitForResponse((response) => response.url().endsWith("/api/auth/session"));
  await page.goto("/jobs");
  await session;
  const title = await pressSaveOnFirstCard(page);
  await completeLogin(page, user);
  await expectSaved(page, title);
  await page.close();
});

test("pressed without JavaScript, the job is saved once the guest has logged in", async ({ browser }) => {
  const user = await existingSeeker(browser);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/jobs");
  const title = await pressSaveOnFirstCard(page);
  await completeLogin(page, user);
  await expectSaved(page, title);
  await context.close();
});

test("pressed before the page's script ran, the job is saved once the guest has signed up and opened the mailed link in another tab", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page's scripts never arrive: the press is the plain form's.
  await page.route("**/_next/static/chunks/*.js", () => undefined);
  await page.goto("/jobs", { waitUntil: "domcontentloaded" });
  const title = await pressSaveOnFirstCard(page);
  await page.unroute("**/_next/static/chunks/*.js");
  await page.getByRole("link", { name: "Create an account" }).click();
  const user = newSeeker();
  await submitSignUp(page, user);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const mailTab = await context.newPage();
  await mailTab.goto(await verificationLink(user.email));
  await expectSaved(mailTab, title);
  await context.close();
});
