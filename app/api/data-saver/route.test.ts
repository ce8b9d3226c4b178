/** @jest-environment node */
import { POST } from "./route";

// The data saver switch without JavaScript: a form post sets or flips the cookie, and the seeker goes
// back to the page they were on.
const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

function post(body: Record<string, string> | null, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${SITE}/api/data-saver`, {
      method: "POST",
      headers: { referer: `${SITE}/fr/jobs?q=nurse&page=2`, ...headers },
      body: body === null ? undefined : new URLSearchParams(body),
    }),
  );
}

describe("POST /api/data-saver", () => {
  it("turns it on for a year, and sends the seeker back to the page they were on", async () => {
    const response = await post({ to: "on" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fr/jobs?q=nurse&page=2");
    expect(response.headers.get("set-cookie")).toMatch(
      /^kazi-data-saver=on; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("turns it off by deleting the cookie", async () => {
    const response = await post({ to: "off" }, { cookie: "kazi-data-saver=on" });
    expect(response.headers.get("set-cookie")).toMatch(/^kazi-data-saver=; Max-Age=0;/);
  });

  it("flips it over when the form does not say which (the footer's, without JavaScript)", async () => {
    expect((await post(null)).headers.get("set-cookie")).toMatch(/^kazi-data-saver=on;/);
    expect((await post({}, { cookie: "a=b; kazi-data-saver=on" })).headers.get("set-cookie")).toMatch(
      /^kazi-data-saver=; Max-Age=0;/,
    );
  });

  it("never sends the seeker to another site", async () => {
    expect((await post({ to: "on" }, { referer: "https://evil.example/x" })).headers.get("location")).toBe(
      "/",
    );
    expect((await post({ to: "on" }, { referer: "not an address" })).headers.get("location")).toBe("/");
  });

  it("refuses a value it does not know, and a post from another site", async () => {
    const bad = await post({ to: "maybe" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/to=on or to=off/);
    expect(bad.headers.get("set-cookie")).toBeNull();
    const crossSite = await post({ to: "on" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
  });
});
