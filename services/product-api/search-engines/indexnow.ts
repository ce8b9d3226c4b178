import type { SearchEnginesConfig } from "./search-engines-config";

// IndexNow (https://www.indexnow.org/documentation): one POST names up to 10,000 URLs of one host,
// whether they were added, changed or removed; the engines fetch them to see which.

const TIMEOUT_MS = 10_000;

export function indexNowClient({ key, keyLocation, endpoint }: NonNullable<SearchEnginesConfig["indexNow"]>) {
  return {
    /** Submits these URLs (all of one host); throws on any answer but 200 or 202, so the queue retries. */
    async submit(urls: string[]) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host: new URL(urls[0]).host, key, keyLocation, urlList: urls }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status !== 200 && response.status !== 202)
        throw new Error(`IndexNow answered ${response.status}`);
    },
  };
}
