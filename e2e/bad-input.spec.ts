import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { PDF, signUpFromNav } from "./auth";
import { idpOrigin, webOrigin } from "./slot";
import { openJob } from "./testing";

// Bad input (docs/product.md, Rules and limits): input that names nothing, or that the database cannot hold, is a 4xx with a clear message
// on the production build, never a 500 or an error screen.

/** Every file of public/, by its address. */
const PUBLIC_FILES = readdirSync("public", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${`${entry.parentPath ?? entry.path}/${entry.name}`.replace(/^public\/?/, "")}`);

test.describe("bad input", () => {
  test("ids, pages, search keys and addresses that name nothing are 4xx", async ({ request }) => {
    const expected: [string, number][] = [
      ["/jobs/99999999999", 404],
      ["/jobs/2147483648", 404],
      ["/jobs/2147483648/apply", 404],
      ["/jobs/99999999999/apply", 404],
      ["/jobs/2147483648/opengraph-image", 404],
      ["/jobs/2147483648/twitter-image", 404],
      ["/jobs/browse/1000001", 404],
      ["/jobs?q=dev&page=1000001", 404],
      ["/jobs?q=%25ZZ", 200], // a search for "%ZZ"
      ["/jobs/%ZZ", 400],
      ["/api/v1/jobs/0x10", 400],
      ["/api/v1/jobs/1e3", 400],
      ["/api/v1/jobs/01", 400],
      ["/api/v1/jobs/2147483648", 400],
    ];
    for (const [path, status] of expected) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([path, res.status()]).toEqual([path, status]);
      const body = await res.text();
      // No stack trace anywhere; no error screen in what the page shows (the client components'
      // messages, the error screen's among them, travel in its scripts).
      expect(body).not.toMatch(/\n\s+at /);
      expect(body.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("Search Failed");
    }
  });

  test("an /api address that nothing serves is a JSON 404, whatever the method", async ({ request }) => {
    for (const [method, path] of [
      ["GET", "/api/nothing"],
      ["POST", "/api/jobs/7/nothing"],
      ["DELETE", "/api/me/nothing/deeper"],
      ["OPTIONS", "/api/nothing"],
      ["TRACE", "/api/nothing"],
      ["TRACE", "/api/v1/nothing"],
    ]) {
      const res = await request.fetch(path, { method, maxRedirects: 0 });
      expect([method, path, res.status()]).toEqual([method, path, 404]);
      expect(await res.json()).toEqual({ message: "Not found." });
    }
  });

  test("a method an address does not take is a 405 naming the ones it takes, never a 500", async ({
    request,
  }) => {
    for (const [method, path, allow] of [
      // Next cannot even build a request for TRACE: these were 500s.
      ["TRACE", "/api/health", "GET, HEAD, OPTIONS"],
      ["TRACE", "/api/me", "GET, HEAD, OPTIONS, PUT"],
      // The product API names the methods of its own addresses.
      ["TRACE", "/api/v1/jobs", "GET, HEAD, OPTIONS, POST"],
      ["PUT", "/api/v1/jobs", "GET, HEAD, OPTIONS, POST"],
      ["PROPFIND", "/api/health", "GET, HEAD, OPTIONS"],
      ["PUT", "/api/health", "GET, HEAD, OPTIONS"],
      ["TRACE", "/jobs", "GET, HEAD"],
      // Every file of public/: Next answered any other method with a 500 (and "Allow: GET").
      ...["OPTIONS", "POST", "PUT", "PATCH", "DELETE"].flatMap((method) =>
        PUBLIC_FILES.map((file) => [method, file, "GET, HEAD"]),
      ),
    ]) {
      const res = await request.fetch(path, { method, maxRedirects: 0 });
      expect([method, path, res.status(), res.headers()["allow"]]).toEqual([method, path, 405, allow]);
      if (path.startsWith("/api/") && method !== "PUT") {
        expect(await res.json()).toEqual({ message: `${path} does not take ${method}; it takes ${allow}.` });
      }
    }
  });

  test("keys every object has, in any page's query, are no 500", async ({ request }) => {
    // /jobs?__proto__=1 was a 500 (`sort` was then Array.prototype.sort); now, as in French, the
    // browse page's own address, without the key.
    const res = await request.get("/jobs?__proto__=1", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).not.toContain("__proto__");
    const pages = ["/", "/jobs", "/fr/jobs", "/jobs/remote", "/jobs/feed.xml", "/jobs/search", "/about"];
    for (const page of pages)
      for (const key of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "sort"]) {
        const path = `${page}?${key}=1&${key}=2&q=dev`;
        const res = await request.get(path, { maxRedirects: 0 });
        expect([path, res.status() < 500]).toEqual([path, true]);
      }
  });

  test("a request for the server as a whole (GET *, OPTIONS *) is a 400, not a 500", async () => {
    const { hostname, port } = new URL(webOrigin);
    for (const method of ["GET", "OPTIONS", "HEAD"]) {
      const head = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () =>
          socket.write(`${method} * HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
        );
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk));
        socket.on("end", () => resolve(answer.split("\r\n")[0]));
        socket.on("error", reject);
      });
      expect([method, head]).toEqual([method, "HTTP/1.1 400 Bad Request"]);
    }
  });

  test("an invalid callbackUrl is dropped, a valid one kept", async ({ request }) => {
    const bad = await request.get("/api/auth/signin?callbackUrl=foo", { maxRedirects: 0 });
    expect(bad.status()).toBe(307);
    expect(new URL(bad.headers().location).search).toBe("");
    const good = await request.get("/api/auth/signin?callbackUrl=%2Fjobs", { maxRedirects: 0 });
    expect(good.status()).toBeLessThan(400);
    // The header's forms (/api/auth/start), with a callback cookie next-auth cannot read: sent again
    // without it, to the provider's screen, not a 500 (found by app/api/fuzz.test.ts).
    const form = { intent: "login", callbackUrl: "/jobs" };
    const start = await request.post("/api/auth/start", {
      form,
      headers: { cookie: "next-auth.callback-url=foo", origin: webOrigin },
      maxRedirects: 0,
    });
    expect(start.status()).toBe(307);
    expect(start.headers()["set-cookie"]).toMatch(/next-auth\.callback-url=;/);
    const again = await request.post(start.headers().location, {
      form,
      headers: { origin: webOrigin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toMatch(new RegExp(`^${idpOrigin}/`));
  });

  test("NUL in the profile name or a file name, a license id past 2^31 and a taken username are 4xx", async ({
    page,
    request,
  }) => {
    await signUpFromNav(page);
    await page.goto("/profile/edit");
    const otherName = `taken_${Date.now().toString(36)}`;
    await page.getByLabel("Username").fill(otherName);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // Off the profile page before its session goes: its islands would otherwise notice the signed-out
    // visitor and navigate, aborting the next page's load (CI failed so once).
    await page.waitForLoadState("networkidle");
    await page.goto("about:blank");

    await page.context().clearCookies();
    await signUpFromNav(page);
    const put = (data: unknown) =>
      page.request.put("/api/me", { data, headers: { origin: new URL(page.url()).origin } });
    let res = await put({ name: "Amina\u0000" });
    expect(res.status()).toBe(422);
    const license = {
      licenseName: "Nurse",
      licenseValue: "RN-1",
      startDate: "2024-01-01",
      endDate: "2030-01-01",
    };
    res = await put({ name: "Amina", professionalLicenses: [{ ...license, id: 2 ** 31 }] });
    expect(res.status()).toBe(422);
    res = await put({
      name: "Amina",
      professionalLicenses: [{ ...license, licenseName: "N".repeat(200_000) }],
    });
    expect(res.status()).toBe(422);

    const job = await openJob(request);
    res = await page.request.post("/api/applications", {
      headers: { origin: new URL(page.url()).origin },
      multipart: { jobId: String(job.id), resumeFile: { ...PDF, name: "cv\u0000.pdf" } },
    });
    expect(res.status()).toBeLessThan(500);

    await page.goto("/profile/edit");
    await page.getByLabel("Username").fill(otherName.toUpperCase());
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("That username is taken.")).toBeVisible();
    await page.getByLabel("Username").fill("no spaces please");
    await expect(page.getByText(/^Use 3 to 30 letters, digits/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();
  });
});
