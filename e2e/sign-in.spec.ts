import { expect, test, type Page } from "@playwright/test";
import { completeLogin, DEMO, newSeeker, PDF, submitSignUp, verificationLink } from "./auth";
import { openJob } from "./testing";
import { axeViolations } from "./axe";

async function openLogin(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Log in to Kazi" })).toBeVisible();
}

async function openSignUp(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign Up" }).first().click();
  await expect(page.getByRole("heading", { name: "Create your Kazi account" })).toBeVisible();
}

/** Logs in and returns the provider's answer to the form. */
async function tryLogin(page: Page, email: string, password: string) {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/login"));
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  return answer;
}

test.describe("signing in safely", () => {
  test("wrong passwords pause the account for longer each time, even for the right password", async ({
    page,
    browser,
  }) => {
    const user = newSeeker();
    const signUp = await browser.newPage();
    await openSignUp(signUp);
    await submitSignUp(signUp, user);
    await expect(signUp.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await signUp.close();

    await openLogin(page);
    for (let i = 1; i <= 4; i++) {
      expect((await tryLogin(page, user.email, `wrong-guess-${i}`)).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("Wrong email or password");
    }
    const fifth = await tryLogin(page, user.email, "wrong-guess-5");
    expect(fifth.status()).toBe(429);
    expect(fifth.headers()["retry-after"]).toBe("2");
    await expect(page.getByRole("alert")).toHaveText(
      "Too many failed attempts. To protect this account, logging in is paused: try again in 2 seconds.",
    );
    // The right password during the pause is refused too.
    expect((await tryLogin(page, user.email, user.password)).status()).toBe(429);
    expect(await axeViolations(page)).toEqual([]);

    await page.waitForTimeout(2_100);
    const sixth = await tryLogin(page, user.email, "wrong-guess-6");
    expect(sixth.status()).toBe(429);
    expect(sixth.headers()["retry-after"]).toBe("4");
    await expect(page.getByRole("alert")).toContainText("try again in 4 seconds");
    expect((await tryLogin(page, user.email, user.password)).status()).toBe(429);

    await page.waitForTimeout(4_100);
    await tryLogin(page, user.email, user.password);
    await expect(page.getByRole("button", { name: /account menu|WK/i })).toBeVisible();
  });

  test("sign-up with a taken email gets the same answer as a new one", async ({ page }) => {
    await openSignUp(page);
    await submitSignUp(page, { name: "Someone Else", email: DEMO.email, password: "A-new-long-password-9" });
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(
      page.getByText(`We sent a link to ${DEMO.email} to finish creating your account.`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend the link" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Nothing about the existing account changed: it still logs in with its password.
    await page.getByRole("link", { name: "Log in" }).click();
    await completeLogin(page, DEMO);
    await expect(page.getByRole("button", { name: /account menu|AO/i })).toBeVisible();
  });

  test("a common password is refused with the reason", async ({ page }) => {
    await openSignUp(page);
    const user = { ...newSeeker(), password: "password123" };
    await submitSignUp(page, user);
    await expect(page.getByText("This password is too common")).toBeVisible();
    await expect(page.getByLabel(/email/i)).toHaveValue(user.email);
  });

  test("a seeker who has not verified the email yet is asked to before applying, and can get a new link", async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    const user = newSeeker();
    await openSignUp(page);
    await submitSignUp(page, user);
    await page.getByRole("link", { name: "Log in" }).click();
    await completeLogin(page, user);
    await expect(page.getByRole("button", { name: /account menu|WK/i })).toBeVisible();

    await page.goto(`/jobs/${job.id}/apply`);
    await page.locator('input[type="file"]').first().setInputFiles(PDF);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Verify your email address before applying" }),
    ).toContainText("Verify your email address before applying. We sent you a link.");
    const first = await verificationLink(user.email);
    await page.getByRole("link", { name: "Resend the link" }).click();
    await expect(page.getByRole("heading", { name: "Verify your email address" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Resend the link" }).click();
    await expect(
      page.getByText(`If ${user.email} has a Kazi account that is not verified yet, we sent a new link`),
    ).toBeVisible();
    await expect.poll(() => verificationLink(user.email)).not.toBe(first);

    await page.goto(await verificationLink(user.email));
    await expect(page.getByRole("heading", { name: "Your email address is verified" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
