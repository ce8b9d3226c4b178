import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { TEST_COMPANY_CLIENT as COMPANY } from "../services/identity/testing/employer-client";
import { PDF, signUpFromNav } from "./auth";
import { ports } from "./slot";
import { machineToken } from "./testing";

const API = `http://127.0.0.1:${ports.api}/api/v1`;

interface JobWords {
  title: string;
  location: string;
  countryCode: string;
  description: string;
  requirements: string[];
}

/**
 * The test company's system (its client, with applications:write) posts a job, and a new seeker
 * signs up and applies to it with a CV. `setStatus` is the employer's call on that application.
 */
export async function companyJobWithApplication(page: Page, request: APIRequestContext, words: JobWords) {
  const headers = {
    authorization: `Bearer ${await machineToken(request, "jobs:write applications:write", COMPANY)}`,
  };
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const posted = await request.post(`${API}/jobs`, {
    headers,
    data: { ...words, company: COMPANY.company, jobType: "Full-time", remoteOption: 0, deadline },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: number };

  await signUpFromNav(page, "/");
  await page.goto(`/jobs/${job.id}/apply`);
  await page.locator('input[type="file"]').first().setInputFiles(PDF);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted successfully! All the best!")).toBeVisible();
  const mine = (await (await page.request.get("/api/applications?pageNumber=1&pageSize=50")).json()) as {
    applications: { id: number; job: { id: number } }[];
  };
  const applicationId = mine.applications.find((a) => a.job.id === job.id)!.id;
  return {
    jobId: job.id,
    applicationId,
    setStatus: (status: string) =>
      request.patch(`${API}/applications/${applicationId}`, { headers, data: { status } }),
  };
}
