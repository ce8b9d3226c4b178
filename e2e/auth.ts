import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { waitForMail } from "../services/mail/outbox";
import { dirs, idpOrigin } from "./slot";

export const DEMO = { email: "demo@kazi.africa", password: "Kazi-demo-2025", name: "Amara Okafor" };
const IDP = idpOrigin;

export function newSeeker() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: "Wanjiru Kamau", email: `wanjiru.${id}@example.com`, password: "Sup3r-secret-cv" };
}

/** The e2e identity provider writes its mail here (.eml files; no SMTP server in the tests). */
const MAIL_DIR = path.join(dirs.data, "identity", "mail");

/** The newest email verification link mailed to this address. */
export async function verificationLink(email: string): Promise<string> {
  const pattern = new RegExp(`${IDP}/(?:interaction/[\\w-]+/)?verify-email\\?token=[\\w.-]+`);
  return (await waitForMail(MAIL_DIR, email, pattern)).match[0];
}

/** On the identity provider's sign-up screen: fill it in and send it (the page then says to check email). */
export async function submitSignUp(page: Page, user: ReturnType<typeof newSeeker>) {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/`));
  await page.getByLabel(/name/i).fill(user.name);
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole("button", { name: /create account|sign up/i }).click();
}

/** Signs up, then follows the emailed link, which verifies the address and comes back signed in. */
async function completeSignUp(page: Page, user: ReturnType<typeof newSeeker>) {
  await submitSignUp(page, user);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await verificationLink(user.email));
}

/** On the identity provider's login screen: log in. */
export async function completeLogin(page: Page, user: { email: string; password: string }) {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/`));
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole("button", { name: /log in|sign in/i }).click();
}

/** Logs the demo seeker in through the navigation's Login, from `startAt`; back there signed in. */
export async function logInFromNav(page: Page, startAt = "/about") {
  await page.goto(startAt);
  await page.getByRole("button", { name: "Login" }).first().click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
}

/** Signs a brand-new seeker up through the navigation's Sign Up button; returns on the page it started from. */
export async function signUpFromNav(page: Page, startAt = "/") {
  const user = newSeeker();
  await page.goto(startAt);
  await page.getByRole("button", { name: "Sign Up" }).first().click();
  await completeSignUp(page, user);
  await expect(page.getByRole("button", { name: /account menu|WK/i })).toBeVisible();
  return user;
}

export const PDF = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};
