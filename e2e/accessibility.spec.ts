import { expect, test } from "@playwright/test";
import { axeViolations as violations } from "./axe";
import { idpOrigin } from "./slot";

// axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) with zero violations. The site's own views are checked
// in every language, signed out and signed in, by e2e/every-page.spec.ts; here, that axe does find
// violations, and the identity provider's screens.

// Traces would record every step of axe's own scripts; a failure lists the violations instead.
test.use({ trace: "off" });

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

test("axe finds violations where there are some", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Test</title><body><main><img src="data:,"><button></button></main></body></html>',
  );
  const found = await violations(page);
  expect(found).toEqual([expect.stringMatching(/^button-name/), expect.stringMatching(/^image-alt/)]);
});

for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]) {
  test(`the provider's login and sign-up pages, ${width}`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: WIDTHS[width] });
    const found: string[] = [];
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
    await expect(page.getByLabel(/password/i)).toBeVisible();
    found.push(...(await violations(page)).map((line) => `login: ${line}`));

    await page.goto("/");
    await page.getByRole("button", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(new RegExp(`^${idpOrigin}/`));
    await expect(page.getByLabel(/name/i).first()).toBeVisible();
    found.push(...(await violations(page)).map((line) => `sign-up: ${line}`));
    await page.context().close();
    expect(found, found.join("\n")).toEqual([]);
  });
}
