import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json";
import { completeLogin, DEMO, PDF, signUpFromNav } from "./auth";
import { companyJobWithApplication } from "./company-job";
import { openJob, settled } from "./testing";
import { webOrigin } from "./slot";

test.describe("signed-in job seeker", () => {
  test("sign up, apply with a CV, track it, add a license, log out", async ({ page, request }) => {
    const job = await openJob(request);
    await signUpFromNav(page, "/");

    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await expect(page).toHaveTitle(`Apply for ${job.title} - ${job.company} | Kazi`);
    const submit = page.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeDisabled();
    await page.locator('input[type="file"]').first().setInputFiles(PDF);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);

    await page.goto("/applications");
    await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
    await expect(page.getByRole("link", { name: job.title })).toBeVisible();
    await expect(page.getByText(/pending/i).first()).toBeVisible();

    await page.goto("/profile");
    const count = page.getByRole("link", { name: /applications/i }).filter({ hasText: "1" });
    await expect(count.first()).toBeVisible();

    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page
      .getByRole("button", { name: /Add (Your First )?License/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Add New License" });
    await dialog.getByLabel(/license name/i).fill("Registered Nurse");
    await dialog.getByLabel(/license (number|value)/i).fill("RN-204981");
    await dialog.getByLabel(/start date/i).fill("2024-01-15");
    await dialog.getByLabel(/end date/i).fill("2030-01-14");
    await dialog.getByRole("button", { name: "Add License" }).click();
    await expect(
      page.getByText('You have unsaved changes. Click "Save Changes" to update your profile.'),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Registered Nurse")).toBeVisible();
    await expect(page.getByText("RN-204981")).toBeVisible();

    await page.getByRole("button", { name: /account menu|WK/i }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(new RegExp(`^${webOrigin}/?$`));
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    // Signed out at the provider too: logging in again asks for the password.
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByLabel(/password/i)).toBeVisible();
  });

  test("sees the employer's status change and its timeline on My Applications and the job page, and withdraws", async ({
    page,
    request,
  }) => {
    const title = `Solar Field Technician ${Date.now()}`;
    const { jobId, setStatus } = await companyJobWithApplication(page, request, {
      title,
      location: "Kisumu, Kenya",
      countryCode: "KE",
      description: "Install and service solar home systems for families around Lake Victoria.",
      requirements: ["A driving licence"],
    });
    expect((await setStatus("Shortlisted")).status()).toBe(200);

    await page.goto("/applications");
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("Status:").locator("..")).toHaveText("Status: Shortlisted");
    const history = card.getByRole("region", { name: "Status history" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText(/pending.* UTC$/i);
    await expect(history.getByRole("listitem").nth(1)).toContainText(/Shortlisted.* UTC$/);

    await card.getByRole("button", { name: "Withdraw application" }).click();
    await card.getByRole("button", { name: "Yes, withdraw it" }).click();
    await expect(history.getByRole("listitem")).toHaveCount(3);
    await expect(history.getByRole("listitem").nth(2)).toContainText("Withdrawn");
    await expect(card.getByText("Status:").locator("..")).toHaveText("Status: Withdrawn");
    await expect(card.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
    // Final: the employer can no longer change it.
    expect((await setStatus("Offer")).status()).toBe(409);

    await page.goto(`/jobs/${jobId}`);
    const own = page.getByRole("region", { name: "Your application" });
    await expect(own.getByText("Status:").locator("..")).toHaveText("Status: Withdrawn");
    await expect(own.getByRole("region", { name: "Status history" }).getByRole("listitem")).toHaveCount(3);
    await expect(own.getByRole("button", { name: "Withdraw application" })).toHaveCount(0);
  });

  test("in Arabic, the file picker speaks Arabic, opens from the keyboard and names the chosen file", async ({
    page,
    request,
  }) => {
    const job = await openJob(request);
    await signUpFromNav(page, "/");
    await page.goto(`/ar/jobs/${job.id}/apply`);
    await settled(page, "ar");
    const form = page.locator("main form");
    const resume = form.getByLabel(ar.apply.resume);
    const picker = resume.locator("..");
    await expect(resume).toHaveAccessibleName(`${ar.apply.resume} ${ar.apply.chooseFile}`);
    await expect(form.getByText(ar.apply.chooseFile)).toHaveCount(2);
    await expect(picker.getByText(ar.apply.noFileChosen)).toBeVisible();
    // The browser's own "Choose File" and "No file chosen" are not painted: its input is transparent.
    await expect(resume).toHaveCSS("opacity", "0");
    expect(await form.innerText()).not.toMatch(/choose|no file/i);

    // From the keyboard: the focus rings the picker, and Space opens the browser's file chooser.
    await expect(picker).toHaveCSS("outline-style", "none");
    await resume.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(resume).toBeFocused();
    await expect(picker).toHaveCSS("outline-style", "solid");
    await expect(picker).toHaveCSS("outline-width", "3px");
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
    await chooser.setFiles({ ...PDF, name: "Wanjiru Kamau CV.pdf" });
    await expect(picker.getByText("Wanjiru Kamau CV.pdf")).toBeVisible();
    await expect(picker.getByText(ar.apply.noFileChosen)).toHaveCount(0);
    await expect(resume).toHaveAccessibleDescription(/^Wanjiru Kamau CV\.pdf /);

    await page.getByRole("button", { name: ar.apply.submit }).click();
    await expect(page.getByText(ar.flash.applicationSubmitted)).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/jobs$/);
  });

  test("the signed-in pages send anonymous visitors home", async ({ page }) => {
    for (const path of ["/profile", "/profile/edit", "/applications"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`^${webOrigin}/$`));
    }
  });

  test("Login to Apply signs in and returns to the apply form", async ({ page, request }) => {
    const job = await openJob(request);
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("button", { name: "Login to Apply" }).click();
    await completeLogin(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/apply$`));
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeVisible();
  });

  test("the apply route asks visitors to log in", async ({ page, request }) => {
    const job = await openJob(request);
    await page.goto(`/jobs/${job.id}/apply`);
    await expect(page.getByRole("heading", { name: "Please Log In" })).toBeVisible();
    await expect(
      page.getByText("You need to be logged in to apply for jobs. Please log in to continue."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  });

  test("a new seeker sees the applications empty state", async ({ page }) => {
    await signUpFromNav(page, "/");
    await page.goto("/applications");
    await expect(page.getByText("No Applications Yet")).toBeVisible();
    await expect(
      page.getByText("You haven't applied for any jobs yet. Start exploring opportunities!"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Browse Jobs" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test("the license dialog explains what is wrong", async ({ page }) => {
    await signUpFromNav(page, "/");
    await page.goto("/profile/edit");
    await page
      .getByRole("button", { name: /Add (Your First )?License/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Add New License" });
    const add = dialog.getByRole("button", { name: "Add License" });
    await dialog.getByLabel(/license name/i).fill("A");
    await dialog.getByLabel(/license (number|value)/i).fill("1");
    await dialog.getByLabel(/start date/i).fill("2025-05-01");
    await dialog.getByLabel(/end date/i).fill("2025-04-01");
    await dialog.getByLabel(/license name/i).focus();
    await expect(dialog.getByText("License name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("License value must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("End date must be after start date")).toBeVisible();
    await expect(add).toBeDisabled();
    await dialog.getByLabel(/license name/i).fill("");
    await expect(dialog.getByText("License name is required")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the unsaved-changes banner follows the edits", async ({ page }) => {
    await signUpFromNav(page, "/");
    await page.goto("/profile/edit");
    const banner = page.getByText('You have unsaved changes. Click "Save Changes" to update your profile.');
    const name = page.getByLabel(/^name/i);
    await expect(name).toHaveValue("Wanjiru Kamau");
    await expect(banner).toBeHidden();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await name.fill("Wanjiru W. Kamau");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
    await name.fill("Wanjiru Kamau");
    await expect(banner).toBeHidden();
  });
});
