import { expect, test } from "@playwright/test";
import { atAnswer } from "../services/product-api/notify/phone/testing";
import { startCaptureServer, type CaptureServer } from "../services/product-api/testing/capture-server";
import { logInFromNav } from "./auth";
import { axeViolations } from "./axe";
import { ports } from "./slot";

// WhatsApp and SMS, end to end: on a phone-sized screen in French, the demo seeker adds a number on
// the profile page; the code goes to the stand-in for Africa's Talking (where the e2e product API
// sends its texts, see playwright.config.ts); typed back, the number shows as confirmed.

let providers: CaptureServer;
test.beforeAll(async () => {
  providers = await startCaptureServer(ports.phone);
  providers.answer("/version1/messaging", 201, atAnswer());
});
test.afterAll(() => providers?.close());

test.use({ viewport: { width: 320, height: 720 } });

test("a seeker confirms a number with the code it received by SMS, and sees it confirmed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInFromNav(page, "/profile");
  await page.goto("/fr/profile");
  const section = page.getByRole("region", { name: "WhatsApp et SMS" });
  await expect(section).toBeVisible();

  await section.getByLabel("Pays").selectOption("KE");
  await section.getByLabel("Numéro de portable").fill("0712 345 600");
  await section.getByRole("radio", { name: "SMS" }).check();
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole("button", { name: "Envoyer le code" }).click();

  const [sms] = await providers.waitFor(
    (r) => r.path === "/version1/messaging" && new URLSearchParams(r.body).get("to") === "+254712345600",
  );
  const message = new URLSearchParams(sms.body).get("message")!;
  // Texts are in the language of the seeker's profile (the demo seeker's is English), as mail is.
  expect(message).toMatch(/^Kazi: your code is \d{6}\./);
  await expect(section).toContainText("Nous avons envoyé un code à 6 chiffres au +254 •••••• 600 par SMS");

  await section.getByLabel("Code").fill(/\d{6}/.exec(message)![0]);
  await section.getByRole("button", { name: "Confirmer" }).click();
  await expect(section.getByText("+254 •••••• 600")).toBeVisible();
  await expect(section.getByRole("checkbox", { name: "Par SMS" })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Sur WhatsApp" })).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);

  // Still there after a reload (the server's answer), then removed: the demo seeker is shared.
  await page.reload();
  await expect(section.getByText("+254 •••••• 600")).toBeVisible();
  await section.getByRole("button", { name: "Supprimer ce numéro" }).click();
  await expect(section.getByText("Votre numéro a été supprimé.")).toBeVisible();
});
