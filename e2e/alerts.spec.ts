import { expect, test } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../services/mail/testing";
import { completeLogin, DEMO } from "./auth";
import { ports, webOrigin } from "./slot";
import { machineToken } from "./testing";
import { axeViolations } from "./axe";

// Job alerts, end to end: a guest on a search asks for new jobs like these by email, signs in and
// comes back with the alert made; an employer posts a matching job through the product API; a digest
// pass mails it to the test SMTP server (where the e2e product API sends its mail, see
// playwright.config.ts), and the mail's links open the job and unsubscribe without signing in.

const API = `http://127.0.0.1:${ports.api}/api/v1`;

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer(ports.smtp);
});
test.afterAll(() => smtp?.close());

test("an alert made from a search mails a new matching job, with a link to it and a working unsubscribe link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `geotherm${Date.now().toString(36)}`;
  const search = `/jobs?q=${word}`;

  // A guest asks, signs in and comes back to the same search, where the alert is made.
  await page.goto(search);
  await page.getByRole("button", { name: "Email me new jobs like these" }).click();
  await completeLogin(page, DEMO);
  await expect(page.getByRole("status").filter({ hasText: "Alert created" })).toContainText(
    "we will email you new jobs like these daily",
  );
  await expect(page).toHaveURL(`${webOrigin}${search}`);

  // It is listed on the Alerts page, reached from the account menu.
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Alerts" }).click();
  await expect(page.getByRole("heading", { name: "Job Alerts", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: `“${word}”` })).toBeVisible();
  await expect(page.getByText("Emailed daily")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // An employer posts a matching job through the API; a digest pass runs now.
  const token = await machineToken(request);
  const posted = await request.post(`${API}/jobs`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Geothermal Engineer ${word}`,
      company: "Rift Valley Power & Steam",
      location: "Naivasha, Kenya",
      countryCode: "KE",
      jobType: "Full-time",
      remoteOption: 0,
      description: "Run the wells and turbines of a geothermal plant near Lake Naivasha, with a team of ten.",
      requirements: ["Degree in mechanical or electrical engineering"],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  const job = await posted.json();
  const run = await request.post(`${API}/alerts/digests`, { headers: { authorization: `Bearer ${token}` } });
  expect(run.status()).toBe(200);

  const mail = await smtp.waitFor(DEMO.email, (m) => (m.parsed.text ?? "").includes(word));
  expect(mail.parsed.subject).toBe(`1 new job for “${word}”`);
  expect(mail.parsed.text).toContain("Rift Valley Power & Steam · Naivasha, Kenya");
  expect(String(mail.parsed.html)).toContain("Rift Valley Power &amp; Steam");
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<([^>]+)>$/.exec(mail.header("list-unsubscribe"))![1];
  expect(oneClick.startsWith(`${webOrigin}/api/alerts/unsubscribe?token=`)).toBe(true);

  // The job link opens the job.
  const jobLink = `${webOrigin}/jobs/${job.id}`;
  expect(mail.parsed.text).toContain(jobLink);
  await page.goto(jobLink);
  await expect(page.getByRole("heading", { name: `Geothermal Engineer ${word}`, level: 1 })).toBeVisible();

  // Unsubscribing needs no sign-in nor JavaScript, and opening the link alone (a mail scanner) changes nothing.
  const pageLink = /(http:\S+\/alerts\/unsubscribe\?token=\S+)/.exec(mail.parsed.text ?? "")![1];
  // A guest without JavaScript, as many mail apps open links.
  const guest = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const guestPage = await guest.newPage();
  await guestPage.goto(oneClick);
  await expect(guestPage.getByRole("heading", { name: "Unsubscribe from this job alert?" })).toBeVisible();
  await guestPage.goto(pageLink);
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { name: `“${word}”` })).toBeVisible();
  await guestPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(guestPage.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await guest.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: `“${word}”` })).toHaveCount(0);

  // The mail client's one-click POST (RFC 8058) answers too; a forged token is refused.
  const again = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(again.status()).toBe(200);
  const forged = await request.post(
    oneClick.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    {
      form: { "List-Unsubscribe": "One-Click" },
    },
  );
  expect(forged.status()).toBe(400);
});
