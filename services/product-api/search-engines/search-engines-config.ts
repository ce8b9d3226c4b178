import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { configError, type ServicesEnv } from "../../env";

// Which search engines hear of job changes (search-engine-notices.ts): each is off until its
// variables are set, and with neither set nothing is queued at all.

const serviceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default("https://oauth2.googleapis.com/token"),
});
export type ServiceAccount = z.output<typeof serviceAccount>;

const ACCOUNT = "GOOGLE_INDEXING_SERVICE_ACCOUNT";

/** The service account's JSON key, given inline or as the path of its file. */
function readServiceAccount(value: string): ServiceAccount {
  let text = value.trim();
  if (!text.startsWith("{")) {
    try {
      text = readFileSync(/*turbopackIgnore: true*/ text, "utf8");
    } catch (error) {
      throw configError([[ACCOUNT, `is neither JSON nor a readable file (${(error as Error).message}).`]]);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw configError([[ACCOUNT, "is not JSON: use the service account's key file as Google gives it."]]);
  }
  const parsed = serviceAccount.safeParse(json);
  if (!parsed.success)
    throw configError([[ACCOUNT, "needs client_email, private_key and token_uri (a service account key)."]]);
  try {
    createPrivateKey(parsed.data.private_key);
  } catch {
    throw configError([[ACCOUNT, "has a private_key that is not a PEM private key."]]);
  }
  return parsed.data;
}

export function searchEnginesConfig(env: ServicesEnv, siteUrl: string) {
  const key = env.INDEXNOW_KEY;
  const account = env.GOOGLE_INDEXING_SERVICE_ACCOUNT;
  return {
    siteUrl,
    /** IndexNow (Bing, Yandex, Seznam, Naver…): the web app serves the key at /{key}.txt. */
    indexNow: key
      ? { key, keyLocation: `${siteUrl}/${key}.txt`, endpoint: env.INDEXNOW_ENDPOINT }
      : undefined,
    /** Google's Indexing API, as this service account (an owner of the site in Search Console). */
    google: account
      ? { account: readServiceAccount(account), endpoint: env.GOOGLE_INDEXING_ENDPOINT }
      : undefined,
  };
}

export type SearchEnginesConfig = ReturnType<typeof searchEnginesConfig>;
