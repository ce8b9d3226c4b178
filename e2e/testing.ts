import { type APIRequestContext, expect, type Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import fr from "../messages/fr.json";
import pt from "../messages/pt.json";
import sw from "../messages/sw.json";

import { TEST_EMPLOYER_CLIENT as EMPLOYER } from "../services/identity/testing/employer-client";
import { idpOrigin, ports } from "./slot";

export const brokenBaseURL = `http://localhost:${ports.broken}`;

export interface ApiJob {
  id: number;
  title: string;
  company: string;
  location: string;
  deadline: string | null;
  remoteOption: number;
}

/** Jobs straight from the real product API, to know what the pages should show. */
export async function apiJobs(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await request.get(`/api/v1/jobs?${params}`);
  if (!res.ok()) throw new Error(`GET /api/v1/jobs answered ${res.status()}`);
  return (await res.json()) as { jobs: ApiJob[]; totalCount: number; totalPages: number };
}

export async function openJob(request: APIRequestContext): Promise<ApiJob> {
  const { jobs } = await apiJobs(request, { pageSize: 5 });
  return jobs[0];
}

const LAYOUT = { en: en.layout, fr: fr.layout, pt: pt.layout, sw: sw.layout, ar: ar.layout };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Waits for the client islands of a page in `language`: the account area has its answer to the session
 * request (Sign Up and Login are in the HTML before it), and nothing is loading.
 */
export async function settled(page: Page, language: keyof typeof LAYOUT = "en") {
  const texts = LAYOUT[language];
  const nav = page.getByRole("navigation", { name: texts.mainNavigation });
  // The words before the name, inside the message's select, without a last word that links them to
  // the name ("for", "de"/"d’", "ya"; Arabic has none: its two words, "قائمة" alone names the Menu).
  const words = texts.accountMenuFor
    .replace(/\{name\}.*$/, "")
    .replace(/^.*\{/, "")
    .trim()
    .split(/\s+/);
  const accountMenu = escape((words.length > 2 ? words.slice(0, -1) : words).join(" "));
  await expect(
    nav.getByRole("button", { name: new RegExp(`^${escape(texts.login)}$|${accountMenu}`) }),
  ).toBeVisible();
  await expect(page.locator('[data-session="loading"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * A token of a test machine client (services/identity/testing/server.ts): by default the one that
 * acts as an employer and moderator; TEST_COMPANY_CLIENT is an employer's system of one company.
 */
export async function machineToken(
  request: APIRequestContext,
  scope = "jobs:write jobs:moderate",
  client: { id: string; secret: string } = EMPLOYER,
): Promise<string> {
  const res = await request.post(`${idpOrigin}/token`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`,
    },
    form: {
      grant_type: "client_credentials",
      scope,
      resource: "http://localhost:3000/api/v1",
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}
