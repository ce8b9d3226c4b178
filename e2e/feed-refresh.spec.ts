import { expect, test } from "@playwright/test";
import { ports } from "./slot";
import { machineToken } from "./testing";

// A landing page's feed is cached as its page is (Next's cache, then the web server's), and a job
// posted through the product API shows in it at once: the write expires the "jobs" tag.

test("a new remote job shows at once in the cached remote jobs feed, in every language", async ({
  request,
}) => {
  const cached = async (path: string) => {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    return (await again.json()) as { items: { id: string; title: string }[] };
  };
  await cached("/jobs/remote/feed.json");
  await cached("/sw/jobs/remote/feed.json");

  const title = `Remote Solar Technician ${Date.now().toString(36)}`;
  const posted = await request.post(`http://127.0.0.1:${ports.api}/api/v1/jobs`, {
    headers: { authorization: `Bearer ${await machineToken(request)}` },
    data: {
      title,
      company: "Sahel Sun & Storage",
      location: "Remote",
      countryCode: "SN",
      jobType: "Full-time",
      remoteOption: 2,
      description: "Guide installers across West Africa by video call, and keep the fleet's records.",
      requirements: ["Solar PV experience"],
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = await posted.json();

  for (const [path, prefix] of [
    ["/jobs/remote/feed.json", ""],
    ["/sw/jobs/remote/feed.json", "/sw"],
  ]) {
    const feed = (await (await request.get(path)).json()) as { items: { id: string; title: string }[] };
    expect(feed.items[0].title).toBe(title);
    expect(new URL(feed.items[0].id).pathname).toBe(`${prefix}/jobs/${id}`);
  }
});
