import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { cautionSql } from "../db/job-trust";
import { jobIsOpen } from "../db/job-open";
import { jobs } from "../db/schema";
import type { Authenticator } from "../lib/auth";
import { riskFlags } from "../routes/jobs/risk-flags";
import { startTestApi, type TestApi } from "../testing/api";
import { testDatabases } from "../testing/databases";
import { fixture, startFeedServer, testImportDeps, type FeedServer } from "../testing/feed-server";
import { decodeEntities } from "./html-text";
import { runImportCommand } from "./import-commands";
import { createImportEndpoint, IMPORT_PATH } from "./import-endpoint";
import { addFeed, findFeed, removeFeed } from "./import-feeds";
import { startImportWorker } from "./import-worker";
import { runFeed, type ImportDeps, type RunOutcome } from "./run-import";

// The rules an imported job follows: one job per company and external id across feeds, a
// description reduced to its text, the same scam checks as a posted job; and how an operator
// drives and watches the importer (the CLI, its endpoint on PGlite, the console's list, the schedule).

const asUser: Authenticator = async (token) => ({
  sub: token,
  permissions: new Set(token === "moderator" ? ["jobs:moderate"] : []),
});

/** A Greenhouse board of one job whose content is `html` (escaped as Greenhouse escapes it). */
function boardWith(html: string, title = "Field Officer") {
  const board = JSON.parse(fixture("greenhouse/feed.json"));
  const escaped = html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  board.jobs = [{ ...board.jobs[0], id: 777, title, content: escaped }];
  return JSON.stringify(board);
}

describe.each(testDatabases)("importer's rules on %s", (_name, kind) => {
  let api: TestApi;
  let server: FeedServer;
  let deps: ImportDeps;
  let n = 0;
  const db = () => api.handle.database.db;

  beforeAll(async () => {
    [api, server] = await Promise.all([startTestApi(kind, { auth: asUser }), startFeedServer()]);
    deps = testImportDeps(db());
  }, 60_000);
  afterAll(async () => {
    await Promise.all([api?.close(), server?.close()]);
  });

  const serveAt = (body: string) => {
    const path = `/rules-${++n}.json`;
    server.serve(path, { body });
    return server.url + path;
  };
  const jobsOf = (company: string) =>
    db()
      .select({
        id: jobs.id,
        externalId: jobs.externalId,
        feed: jobs.importFeedId,
        open: jobIsOpen,
        description: jobs.description,
        riskFlags: jobs.riskFlags,
        caution: cautionSql,
      })
      .from(jobs)
      .where(eq(jobs.company, company))
      .orderBy(asc(jobs.id));

  test("the same opening in two feeds of a company is one job; the first feed keeps it, another takes over once it is removed", async () => {
    const company = "Twice Listed Ltd";
    const board = fixture("greenhouse/feed.json");
    const one = await addFeed(db(), { company, url: serveAt(board), format: "greenhouse" });
    const two = await addFeed(db(), { company, url: serveAt(board), format: "greenhouse" });
    expect(await runFeed(deps, one)).toMatchObject({ status: "ok", counts: { created: 3 } });
    expect(await runFeed(deps, two)).toMatchObject({ status: "ok", counts: { created: 0, duplicates: 3 } });
    let rows = await jobsOf(company);
    expect(rows.map((row) => row.feed)).toEqual([one.id, one.id, one.id]);

    const removal = await removeFeed(db(), one.id);
    expect(removal.removed).toBe(true);
    expect(removal.closed.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect((await jobsOf(company)).map((row) => [row.feed, row.open])).toEqual(Array(3).fill([null, false]));
    expect(await runFeed(deps, (await findFeed(db(), two.id))!)).toMatchObject({ counts: { updated: 3 } });
    rows = await jobsOf(company);
    expect(rows.map((row) => [row.feed, row.open])).toEqual(Array(3).fill([two.id, true]));
  });

  test("a hostile description is reduced to its text: no scripts, event handlers or javascript: links", async () => {
    const hostile =
      `<p onclick="alert(1)" style="background:url(javascript:alert(6))">Join our team.</p>` +
      `<script>alert('x')</script><img src=x onerror="alert(2)">` +
      `<a href="javascript:alert(3)" onmouseover="alert(7)">Apply here</a>` +
      `<style>p{color:red}</style><iframe src="https://evil.example"></iframe>` +
      `<!-- <script>alert(4)</script> --><svg onload=alert(5)><circle/></svg>` +
      `<SCRIPT type="text/javascript">document.cookie</SCRIPT><p>We value honest people.</p>`;
    const company = "Hostile Ltd";
    const feed = await addFeed(db(), { company, url: serveAt(boardWith(hostile)), format: "greenhouse" });
    expect(await runFeed(deps, feed)).toMatchObject({ status: "ok", counts: { created: 1 } });
    const [job] = await jobsOf(company);
    expect(job.description).toBe("Join our team.\n\nApply here\n\nWe value honest people.");
    expect(decodeEntities(job.description)).not.toMatch(/<|script|alert|javascript|onerror|onclick|cookie/i);
  });

  test("imported jobs get the same scam checks as posted ones, and leave the lists until reviewed", async () => {
    const text =
      "<p>Pay a registration fee of KES 2,000 to be shortlisted. Send your CV to amina.recruits@gmail.com.</p>";
    const company = "Too Good To Be True Ltd";
    const feed = await addFeed(db(), {
      company,
      url: serveAt(boardWith(text, "Sales Agent")),
      format: "greenhouse",
    });
    await runFeed(deps, feed);
    const [job] = await jobsOf(company);
    const posted = riskFlags({
      title: "Sales Agent",
      company,
      description: job.description,
      requirements: [],
    });
    expect(job.riskFlags).toEqual(posted);
    expect(job.riskFlags).toEqual(["fee-language", "free-mail-contact"]);
    expect(job.caution).toBe(true);
    const res = await api.request(`/api/v1/jobs?searchQuery=${encodeURIComponent("Sales Agent")}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { jobs: { id: number }[] }).jobs.map((j) => j.id)).not.toContain(job.id);
  });

  test("npm run import: add (format detected), run, list, remove, and clear refusals", async () => {
    const url = serveAt(fixture("lever/feed.json"));
    const added = await runImportCommand(["add", "Lever Corp", url], deps);
    expect(added).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^Feed (\d+) added: Lever Corp, lever, /), expect.any(String)],
    });
    const id = /^Feed (\d+)/.exec(added.out[0])![1];

    expect(await runImportCommand(["run", id], deps)).toEqual({
      code: 0,
      out: [`Feed ${id} (Lever Corp): 3 new, 0 updated, 0 closed, 0 unchanged.`],
    });
    const listed = (await runImportCommand(["list"], deps)).out.join("\n");
    expect(listed).toContain(`${id}  Lever Corp  lever  ${url}`);
    expect(listed).toMatch(/3 open jobs; last run .*: ok \(3 new/);

    server.serve(new URL(url).pathname, { status: 500, body: "down" });
    const failed = await runImportCommand(["run", id], deps);
    expect(failed).toEqual({
      code: 1,
      out: [expect.stringMatching(/FAILED, nothing changed: .* answered 500/)],
    });
    expect(await runImportCommand(["remove", id], deps)).toEqual({
      code: 0,
      out: [`Feed ${id} removed; its 3 open jobs were closed.`],
    });

    for (const args of [
      [],
      ["frobnicate"],
      ["add", "Acme"],
      ["add", "Acme", "ftp://example.org/jobs.xml"],
      ["add", "Acme", "not a url"],
      ["add", "Acme", url, "--format", "csv"],
      ["remove", "x"],
      ["run", "999999"],
    ])
      expect(await runImportCommand(args, deps)).toMatchObject({ code: 2 });
    const again = await runImportCommand(["add", "Acme", serveAt("{}"), "--format", "greenhouse"], deps);
    expect(again.code).toBe(0);
    const duplicate = await runImportCommand(
      ["add", "Other", again.out[0].split(", ").at(-1)!, "--format", "xml"],
      deps,
    );
    expect(duplicate).toEqual({ code: 1, out: [expect.stringMatching(/already registered/)] });
    expect(await runImportCommand(["add", "Acme", serveAt("<html>hello</html>")], deps)).toMatchObject({
      code: 1,
      out: [expect.stringMatching(/none of the formats/)],
    });
  });

  test("the console's list of feeds shows each one's last run, to moderators only", async () => {
    const feed = await addFeed(db(), {
      company: "Broken Feed Ltd",
      url: serveAt("not json"),
      format: "lever",
    });
    await runFeed(deps, feed);
    expect((await api.request("/api/v1/moderation/feeds")).status).toBe(401);
    expect((await api.request("/api/v1/moderation/feeds", { token: "seeker" })).status).toBe(403);
    const res = await api.request("/api/v1/moderation/feeds", { token: "moderator" });
    expect(res.status).toBe(200);
    const { feeds } = (await res.json()) as { feeds: { id: number }[] };
    expect(feeds.find((f) => f.id === feed.id)).toEqual({
      id: feed.id,
      company: "Broken Feed Ltd",
      url: feed.url,
      format: "lever",
      openJobs: 0,
      lastRunAt: expect.any(String),
      lastStatus: "failed",
      lastMessage: "the feed is not valid JSON",
      lastCounts: null,
      lastSuccessAt: null,
      failingSince: expect.any(String),
    });
  });

  test("on PGlite the CLI reaches the running API through a secret in the data folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "kazi-import-"));
    try {
      const endpoint = createImportEndpoint({ ...deps, dataDir });
      const call = (secret: string, body: unknown) =>
        endpoint(
          new Request(`http://127.0.0.1${IMPORT_PATH}`, {
            method: "POST",
            headers: { authorization: `Bearer ${secret}` },
            body: JSON.stringify(body),
          }),
        );
      expect((await call("wrong", { args: ["list"] }))!.status).toBe(401);
      const secret = readFileSync(join(dataDir, "import-secret"), "utf8").trim();
      expect((await call(secret, { args: "list" }))!.status).toBe(400);
      const res = (await call(secret, { args: ["list"] }))!;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 0 });
      expect(await endpoint(new Request("http://127.0.0.1/api/v1/jobs"))).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("the schedule runs every feed through pg-boss", async () => {
    const passes: RunOutcome[][] = [];
    const worker = await startImportWorker(api.handle.database, deps, {
      cron: "0 0 1 1 *",
      onPass: (outcomes) => passes.push(outcomes),
    });
    try {
      await worker.queuePass();
      const deadline = Date.now() + 30_000;
      while (passes.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(passes).toHaveLength(1);
      expect(passes[0].length).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  }, 45_000);
});
