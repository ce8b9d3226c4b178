import { expect } from "@playwright/test";
import type { Context } from "../context";
import { record } from "../report";

// A job created, changed and closed through web instance A shows on the cached pages of web
// instance B (its own product API, its own copy of the build) within 2 seconds.

const LIMIT_MS = 2000;

/** Polls `url` until `seen(body)`; resolves with how long that took after `since`. */
async function seenWithin(url: string, seen: (body: string) => boolean, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(url)).text();
    if (seen(body)) return Math.round(performance.now() - since);
    if (performance.now() - since > LIMIT_MS + 3000) return Infinity;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function expectCached(url: string) {
  await (await fetch(url)).text();
  const res = await fetch(url);
  await res.text();
  expect(res.headers.get("x-nextjs-cache"), `${url} is served from the cache`).toBe("HIT");
}

function daysFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

export async function jobWritesReachTheOtherInstance({ webA, webB, employerToken }: Context) {
  const token = await employerToken();
  const write = async (method: string, path: string, body: object) => {
    const res = await fetch(`${webA}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${path} through web A`).toBe(method === "POST" ? 201 : 200);
    return { at: performance.now(), job: (await res.json()) as { id: number; title: string } };
  };
  const title = `Cluster Propagation Officer ${Date.now().toString(36)}`;
  await expectCached(`${webB}/jobs`);

  const created = await write("POST", "/jobs", {
    title,
    company: "Two Machines Ltd",
    location: "Nairobi, Kenya",
    countryCode: "KE",
    jobType: "Full-time",
    remoteOption: 0,
    description: "Keeps two web instances in agreement about which jobs are open and what they say.",
    requirements: ["Patience"],
    deadline: daysFromNow(30),
  });
  const id = created.job.id;
  const times: Record<string, number> = {
    "created, on B's job list (ms)": await seenWithin(`${webB}/jobs`, (b) => b.includes(title), created.at),
    "created, in B's sitemap (ms)": await seenWithin(
      `${webB}/sitemap.xml`,
      (b) => b.includes(`/jobs/${id}<`),
      created.at,
    ),
  };
  await expectCached(`${webB}/jobs/${id}`);

  const renamed = `${title} (renamed)`;
  const changed = await write("PUT", `/jobs/${id}`, { title: renamed });
  times["changed, on B's job page (ms)"] = await seenWithin(
    `${webB}/jobs/${id}`,
    (b) => b.includes(renamed),
    changed.at,
  );
  await expectCached(`${webB}/jobs/${id}`);

  const closed = await write("PUT", `/jobs/${id}`, { deadline: daysFromNow(-1) });
  times["closed, on B's job page (ms)"] = await seenWithin(
    `${webB}/jobs/${id}`,
    (b) => b.includes("This job is no longer accepting applications"),
    closed.at,
  );
  times["closed, out of B's sitemap (ms)"] = await seenWithin(
    `${webB}/sitemap.xml`,
    (b) => b.includes("<urlset") && !b.includes(`/jobs/${id}<`),
    closed.at,
  );
  times["closed, off B's job list (ms)"] = await seenWithin(
    `${webB}/jobs`,
    (b) => b.includes("<main") && !b.includes(title),
    closed.at,
  );
  record("Job written through web A, seen on web B", times);
  for (const [what, ms] of Object.entries(times)) expect(ms, what).toBeLessThanOrEqual(LIMIT_MS);
}
