import { expect, test } from "@playwright/test";

// The web server as deployed, with INDEXNOW_KEY set (playwright.config.ts): IndexNow finds the key
// at the site's root, where next.config.ts's rewrite and app/api/indexnow-key serve it.
test("IndexNow's key file is at the root under the key's name, and no other", async ({ request }) => {
  const res = await request.get("/kazi-e2e-indexnow-key.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await res.text()).toBe("kazi-e2e-indexnow-key");
  expect((await request.get("/another-key-name.txt")).status()).toBe(404);
  expect((await request.get("/fr/kazi-e2e-indexnow-key.txt")).status()).toBe(404);
  expect((await request.get("/robots.txt")).status()).toBe(200);
});
