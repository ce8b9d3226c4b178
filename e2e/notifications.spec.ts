import { expect, test } from "@playwright/test";
import fr from "../messages/fr.json";
import { TEST_COMPANY_CLIENT as COMPANY } from "../services/identity/testing/employer-client";
import type { PushPayload } from "../services/product-api/notify/push-channel";
import { startCaptureServer } from "../services/product-api/testing/capture-server";
import { testSubscription } from "../services/product-api/testing/web-push";
import { PDF, signUpFromNav } from "./auth";
import { ports, webOrigin } from "./slot";
import { machineToken } from "./testing";

// Issue 34 in the browser: a seeker turns push on in French, an employer's system changes the status
// of their application through the API, and the push reaches our service worker, which shows it in
// French and opens the application. Chromium here has no push service: when pushManager.subscribe
// cannot reach one, the subscription is registered through our API with a capture server standing in
// for the push service, and the payload our server sent it (decrypted as a browser would) is handed
// to the service worker with the DevTools protocol's ServiceWorker.deliverPushMessage.

const API = `http://127.0.0.1:${ports.api}/api/v1`;
const t = fr.notify;

test("a status change reaches the service worker as a push in the seeker's language, and opens the application", async ({
  page,
  context,
  request,
}) => {
  const pushService = await startCaptureServer();
  try {
    const headers = {
      authorization: `Bearer ${await machineToken(request, "jobs:write applications:write", COMPANY)}`,
    };
    const title = `Agronome ${Date.now()}`;
    const posted = await request.post(`${API}/jobs`, {
      headers,
      data: {
        title,
        company: COMPANY.company,
        location: "Thiès, Sénégal",
        countryCode: "SN",
        jobType: "Full-time",
        remoteOption: 0,
        description: "Accompagner les coopératives maraîchères de la région de Thiès.",
        requirements: ["Un diplôme d'agronomie"],
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as { id: number };

    await signUpFromNav(page, "/");
    await page.goto(`/jobs/${job.id}/apply`);
    await page.locator('input[type="file"]').first().setInputFiles(PDF);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
    // The seeker reads Kazi in French (their profile's language): so do their notifications.
    const me = await page.evaluate(async () => {
      const profile = await (await fetch("/api/me")).json();
      const res = await fetch("/api/me", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: profile.name, language: "fr", professionalLicenses: [] }),
      });
      return res.status;
    });
    expect(me).toBe(200);

    await context.grantPermissions(["notifications"]);
    await page.goto("/fr/alerts");
    const section = page.getByRole("region", { name: t.heading });
    await section.getByRole("button", { name: t.pushOn }).click();
    await expect(section.getByText(new RegExp(`^(${t.pushIsOn}|${t.pushFailed})$`))).toBeVisible();
    const browserSubscribed = await section.getByText(t.pushIsOn).isVisible();
    const device = testSubscription(`${pushService.url}/push/e2e`);
    // Subscribed in the browser or not, the server sends to the capture server's endpoint.
    const registered = await page.evaluate(
      async ({ endpoint, keys }) => {
        const res = await fetch("/api/me/notifications/push", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ endpoint, keys }),
        });
        return res.status;
      },
      { endpoint: device.endpoint, keys: device.keys },
    );
    expect(registered).toBe(201);
    test
      .info()
      .annotations.push({ type: "push service", description: browserSubscribed ? "reached" : "none" });

    const mine = (await (await page.request.get("/api/applications?pageNumber=1&pageSize=50")).json()) as {
      applications: { id: number; job: { id: number } }[];
    };
    const applicationId = mine.applications.find((a) => a.job.id === job.id)!.id;
    const changed = await request.patch(`${API}/applications/${applicationId}`, {
      headers,
      data: { status: "Interview" },
    });
    expect(changed.status()).toBe(200);

    const [pushed] = await pushService.waitFor((r) => r.path === "/push/e2e");
    const data = device.decrypt(pushed.raw);
    const payload = JSON.parse(data) as PushPayload;
    expect(payload).toMatchObject({
      title: `${COMPANY.company} a mis à jour votre candidature`,
      url: `${webOrigin}/fr/applications#application-${applicationId}-title`,
      lang: "fr",
    });

    // Our service worker gets the push as the browser would hand it over.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${webOrigin}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: webOrigin,
      registrationId: await registration,
      data,
    });
    const shown = async () =>
      page.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          data: n.data,
          tag: n.tag,
        }));
      });
    await expect.poll(shown).toHaveLength(1);
    const [notification] = await shown();
    expect(notification).toMatchObject({
      title: payload.title,
      body: `${title} chez ${COMPANY.company}\u00a0: Entretien`,
      lang: "fr",
      tag: payload.tag,
      data: { url: payload.url, offUrl: payload.offUrl },
    });

    // A click opens the page the notification names (notificationclick: clients.openWindow of
    // data.url, checked above; a test cannot click a system notification, and a click made up by
    // script has no user activation to open a window with): the application, in French.
    await page.goto(notification.data.url);
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(fr.applications.statusLabel.trim()).locator("..")).toContainText("Entretien");
    const history = card.getByRole("region", { name: fr.applications.timelineHeading });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").nth(1)).toContainText("Entretien");
  } finally {
    await pushService.close();
  }
});
