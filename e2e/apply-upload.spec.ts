import { expect, test } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import {
  APPLICATION_TOO_LARGE,
  DOCUMENT_HINT,
  documentOfWrongType,
} from "../services/product-api/lib/documents";
import { MAX_FORM_BYTES } from "../services/product-api/lib/limits";
import { PDF, signUpFromNav } from "./auth";
import { openJob } from "./testing";

// The application form goes to the product API unread (docs/architecture.md, Uploads): what the API
// refuses comes back through the production server in the words the apply form shows.

test("an upload the API refuses is answered with its reason, through the real server", async ({
  page,
  request,
}) => {
  const job = await openJob(request);
  await signUpFromNav(page, "/");
  const origin = new URL(page.url()).origin;

  // Over the limit: refused by its length before the web app reads it, yet answered, not reset.
  const huge = { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(MAX_FORM_BYTES + 1) };
  const tooLarge = await page.request.post("/api/applications", {
    headers: { origin },
    multipart: { jobId: String(job.id), resumeFile: huge },
  });
  expect([tooLarge.status(), await tooLarge.json()]).toEqual([413, { message: APPLICATION_TOO_LARGE }]);

  // A renamed picture passes the form's check by its name; the API judges it by its content.
  await page.goto(`/jobs/${job.id}/apply`);
  await expect(page.getByText(DOCUMENT_HINT).first()).toBeVisible();
  const picture = { ...PDF, buffer: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex") };
  await page.getByLabel(/resume\/cv/i).setInputFiles(picture);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "There was an error submitting" });
  await expect(alert).toContainText(documentOfWrongType("The resume"));

  // The same form with a real CV then goes through.
  await page.getByLabel(/resume\/cv/i).setInputFiles(PDF);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
});

test("a token the API refuses is renewed, and the browser sends the same form again", async ({
  page,
  request,
  context,
}) => {
  const job = await openJob(request);
  await signUpFromNav(page, "/");
  // The session as the API would refuse it (a revoked token, say): its access token spoiled.
  const secret = "e2e-only-session-secret-0123456789abcdef"; // playwright.config.ts
  const parts = (await context.cookies())
    .filter((c) => /^next-auth\.session-token(\.\d+)?$/.test(c.name))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  const session = await decode({ token: parts.map((c) => c.value).join(""), secret });
  const spoiled = await encode({ token: { ...session, accessToken: `${session!.accessToken}x` }, secret });
  for (const { name } of parts) await context.clearCookies({ name });
  const origin = new URL(page.url()).origin;
  await context.addCookies([
    { name: "next-auth.session-token", value: spoiled, url: origin, httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto("/terms");

  const answers: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/applications") answers.push(r.status());
  });
  const sent = await page.evaluate(
    ([jobId, pdf]) =>
      new Promise<{ status: number; url: string }>((resolve, reject) => {
        const form = new FormData();
        form.append("jobId", jobId);
        form.append("resumeFile", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
        const xhr = new XMLHttpRequest();
        xhr.open("POST", "/api/applications");
        xhr.setRequestHeader("Idempotency-Key", "e2e-renewal-attempt");
        xhr.onload = () => resolve({ status: xhr.status, url: xhr.responseURL });
        xhr.onerror = () => reject(new Error("network error"));
        xhr.send(form);
      }),
    [String(job.id), PDF.buffer.toString("latin1")] as const,
  );
  expect(sent).toEqual({ status: 201, url: `${origin}/api/applications?renewed=1` });
  expect(answers).toEqual([307, 201]);
});
