import { expect, test, type Page } from "@playwright/test";
import fr from "../messages/fr.json";
import { DEMO, logInFromNav } from "./auth";
import { idpOrigin, webOrigin } from "./slot";

// Logging out changes state, so no other site may do it for a visitor: not with a link or an image
// (a GET), not with a form of its own. The site's own Log out still ends both sessions.

const signIn = (page: Page) => logInFromNav(page);

async function signedInUser(page: Page): Promise<string | undefined> {
  const session = await (await page.request.get("/api/auth/session")).json();
  return session?.user?.name;
}

test("a GET or another site's POST to the logout route leaves the visitor signed in", async ({ page }) => {
  await signIn(page);

  // What a link or an <img> on any page would send, with the visitor's cookies.
  const get = await page.request.get("/api/auth/federated-logout", { maxRedirects: 0 });
  expect(get.status()).toBe(405);
  const crossSite = await page.request.post("/api/auth/federated-logout", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(await signedInUser(page)).toBe(DEMO.name);
});

test("a link to the provider's logout asks first and logs out only when confirmed", async ({ page }) => {
  await signIn(page);

  // As a link on another site would open it: no id_token_hint.
  await page.goto(`${idpOrigin}/session/end`);
  await expect(page.getByRole("heading", { name: "Log out of Kazi?" })).toBeVisible();
  await page.waitForTimeout(500); // nothing submits by itself
  await expect(page.getByRole("heading", { name: "Log out of Kazi?" })).toBeVisible();
  await page.getByRole("link", { name: "Stay logged in" }).click();
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/?$`));
  // The home page's session request renews the cookie: let it land before dropping the cookie, or
  // its answer sets it again and the next page is still signed in here.
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();

  // Still signed in at the provider: a new sign-in goes through without the login screen.
  await page.context().clearCookies({ domain: "localhost", name: /^next-auth\./ });
  await page.goto("/about");
  await page.getByRole("button", { name: "Login" }).first().click();
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  expect(await signedInUser(page)).toBe(DEMO.name);

  // The visitor's own choice on that page does log out at the provider.
  await page.goto(`${idpOrigin}/session/end`);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "You are logged out" })).toBeVisible();
  await page.context().clearCookies({ domain: "localhost", name: /^next-auth\./ });
  await page.goto("/about");
  await page.getByRole("button", { name: "Login" }).first().click();
  await expect(page.getByLabel(/password/i)).toBeVisible();
});

test("the site's own Log out ends the session here and at the provider", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/?$`));
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  expect(await signedInUser(page)).toBeUndefined();
  await page.getByRole("button", { name: "Login" }).first().click();
  await expect(page.getByLabel(/password/i)).toBeVisible();
});

test("next-auth's own sign-out page ends the provider's session too: the next sign-in asks for the password", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/api/auth/signout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/?$`));
  expect(await signedInUser(page)).toBeUndefined();
  await page.getByRole("button", { name: "Login" }).first().click();
  await expect(page.getByLabel(/password/i)).toBeVisible();
});

test("a copy of the session cookie taken before Log out is refused at once afterwards", async ({
  page,
  browser,
}) => {
  await signIn(page);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  const copy = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    await page.getByRole("button", { name: /account menu/i }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(new RegExp(`^${webOrigin}/?$`));
    expect((await copy.request.get("/api/me")).status()).toBe(401);
    expect(await (await copy.request.get("/api/auth/session")).json()).toEqual({});
  } finally {
    await copy.close();
  }
});

test("Log out from a French page lands on the French home page", async ({ page }) => {
  await signIn(page);
  await page.goto("/fr/profile");
  await page.getByRole("button", { name: /menu du compte/ }).click();
  await page.getByRole("menuitem", { name: fr.layout.logOut }).click();
  await expect(page).toHaveURL(new RegExp(`^${webOrigin}/fr/?$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await signedInUser(page)).toBeUndefined();
});
