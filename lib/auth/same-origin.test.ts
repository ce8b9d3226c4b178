import { isSameOrigin, rejectCrossSite } from "./same-origin";

const site = "https://kazi.africa";
const headers = (init: Record<string, string>) => new Headers(init);

describe("same-origin check for mutations", () => {
  it("accepts a request from the site's own pages", () => {
    expect(isSameOrigin(headers({ origin: site, "sec-fetch-site": "same-origin" }), [site])).toBe(true);
  });

  it("refuses another origin", () => {
    expect(isSameOrigin(headers({ origin: "https://evil.example" }), [site])).toBe(false);
    expect(isSameOrigin(headers({ origin: "https://jobs.kazi.africa" }), [site])).toBe(false);
    expect(isSameOrigin(headers({ origin: "http://kazi.africa" }), [site])).toBe(false);
  });

  it("refuses the opaque 'null' origin", () => {
    expect(isSameOrigin(headers({ origin: "null" }), [site])).toBe(false);
  });

  it("refuses a request the browser marks cross-site, even without an Origin", () => {
    expect(isSameOrigin(headers({ "sec-fetch-site": "cross-site" }), [site])).toBe(false);
  });

  it("accepts requests that carry neither header (not sent by a browser page)", () => {
    expect(isSameOrigin(headers({}), [site])).toBe(true);
  });

  it("answers 403 for a cross-site request and lets the origin the request was sent to through", async () => {
    const evil = new Request(`${site}/api/me`, {
      method: "PUT",
      headers: { origin: "https://evil.example" },
    });
    const refused = rejectCrossSite(evil, site);
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ message: "Cross-site requests are not allowed." });

    const local = new Request("http://127.0.0.1:3000/api/me", {
      method: "PUT",
      headers: { origin: "http://127.0.0.1:3000" },
    });
    expect(rejectCrossSite(local, site)).toBeNull();
  });
});
