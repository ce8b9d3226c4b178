import { gzipSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import { jobs } from "../db/schema";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { fixture, startFeedServer, testImportDeps, type FeedServer } from "../testing/feed-server";
import { createHostClock } from "./host-clock";
import { addFeed, findFeed } from "./import-feeds";
import { NO_COUNTS, type FeedFormatName } from "./import-values";
import { runFeed, type ImportDeps } from "./run-import";

// What must never reach the jobs: a feed that breaks, turns malformed or grows past the cap
// changes nothing and says why on the feed; robots.txt, rate limits and validators are honoured;
// private addresses are refused unless a test allows its own server.

describe.each(testDatabases)("importer's guards on %s", (_name, kind) => {
  let handle: TestDatabase;
  let server: FeedServer;
  let deps: ImportDeps;
  let feeds = 0;
  const db = () => handle.database.db;

  beforeAll(async () => {
    [handle, server] = await Promise.all([kind.open(), startFeedServer()]);
    deps = testImportDeps(db(), { maxBytes: 64 * 1024, maxRetryAfterMs: 2000 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([handle?.close(), server?.close()]);
  });
  afterEach(() => server.serve("/robots.txt", { status: 404 }));

  /** A new feed of a company of its own at a path of its own, serving `file` at first. */
  async function newFeed(
    format: FeedFormatName = "greenhouse",
    file = "greenhouse/feed.json",
    extension = "json",
  ) {
    const n = ++feeds;
    const path = `/feed-${n}.${extension}`;
    server.serve(path, { body: fixture(file) });
    const feed = await addFeed(db(), { company: `Guarded ${n}`, url: server.url + path, format });
    return { feed, path, reload: async () => (await findFeed(db(), feed.id))! };
  }

  /** The company's jobs, every column that a write would change. */
  const snapshot = (company: string) =>
    db()
      .select({
        id: jobs.id,
        title: jobs.title,
        deadline: jobs.deadline,
        updatedAt: jobs.updatedAt,
        hash: jobs.importHash,
      })
      .from(jobs)
      .where(eq(jobs.company, company))
      .orderBy(asc(jobs.id));

  test("a feed that turns malformed changes nothing, and the feed records why", async () => {
    const { feed, path, reload } = await newFeed();
    expect(await runFeed(deps, feed)).toMatchObject({ status: "ok", counts: { created: 3 } });
    const before = await snapshot(feed.company);

    for (const [body, reason] of [
      ['{"jobs": [{"id": 4012345, "title": "Data', /not valid JSON/],
      ['{"jobs": {"id": 4012345}}', /not a Greenhouse job board: jobs: /],
      ['{"jobs": [{"id": 1, "title": "", "content": ""}]}', /none of its 1 openings is a valid job/],
    ] as const) {
      server.serve(path, { body });
      const outcome = await runFeed(deps, await reload());
      expect(outcome).toMatchObject({ status: "failed", message: expect.stringMatching(reason) });
      expect(await snapshot(feed.company)).toEqual(before);
    }
    const stored = await reload();
    expect(stored).toMatchObject({ lastStatus: "failed", lastCounts: { ...NO_COUNTS, created: 3 } });
    expect(stored.lastMessage).toMatch(/valid job/);
    expect(stored.failingSince).toBeInstanceOf(Date);
    expect(stored.lastSuccessAt).toBeInstanceOf(Date);
  });

  test("an XML feed that is not well-formed changes nothing", async () => {
    const { feed, path, reload } = await newFeed("xml", "xml/feed.xml", "xml");
    expect(await runFeed(deps, feed)).toMatchObject({ status: "ok", counts: { created: 3 } });
    const before = await snapshot(feed.company);
    server.serve(path, { body: fixture("xml/feed-next.xml").replace("</job>\n", "\n") });
    expect(await runFeed(deps, await reload())).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/not well-formed XML: <\/source> closes <job>/),
    });
    expect(await snapshot(feed.company)).toEqual(before);
  });

  test("a feed larger than the cap fails, with or without Content-Length, and changes nothing", async () => {
    const { feed, path, reload } = await newFeed();
    await runFeed(deps, feed);
    const before = await snapshot(feed.company);
    const huge = JSON.parse(fixture("greenhouse/feed.json"));
    huge.jobs[0].content = "&lt;p&gt;Harvest data.&lt;/p&gt;".repeat(5000);
    for (const chunked of [false, true]) {
      server.serve(path, { body: JSON.stringify(huge), chunked });
      expect(await runFeed(deps, await reload())).toMatchObject({
        status: "failed",
        message: expect.stringMatching(/larger than 0.0625 MB/),
      });
    }
    expect(await snapshot(feed.company)).toEqual(before);
  });

  test("robots.txt is asked first and honoured: a disallowed feed is not requested", async () => {
    server.serve("/robots.txt", {
      body: "User-agent: *\nDisallow:\n\nUser-agent: kazibot\nDisallow: /feed-\nAllow: /feed-*.xml$\n",
    });
    const { feed, path } = await newFeed();
    expect(await runFeed(deps, feed)).toMatchObject({
      status: "failed",
      message: `robots.txt of ${new URL(server.url).host} disallows ${path} for KaziBot`,
    });
    expect(server.requestsTo(path)).toHaveLength(0);
    expect(server.requestsTo("/robots.txt").at(-1)!.headers["user-agent"]).toBe(
      "KaziBot/1.0 (+https://kazi.example/employers)",
    );
    // The longer Allow wins over the Disallow.
    const xml = await newFeed("xml", "xml/feed.xml", "xml");
    expect(await runFeed(deps, xml.feed)).toMatchObject({ status: "ok" });

    server.serve("/robots.txt", { status: 503 });
    const { feed: unreachable } = await newFeed();
    expect(await runFeed(deps, unreachable)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/robots\.txt answered 503: robots\.txt allows nothing until it answers/),
    });
  });

  test("ETag and Last-Modified make an unchanged feed answer 304, which changes nothing", async () => {
    for (const validator of [{ etag: '"board-v1"' }, { lastModified: "Fri, 27 Nov 2026 10:00:00 GMT" }]) {
      const { feed, path, reload } = await newFeed();
      server.serve(path, { body: fixture("greenhouse/feed.json"), ...validator });
      await runFeed(deps, feed);
      const before = await snapshot(feed.company);
      const stored = await reload();
      expect(stored.etag ?? stored.lastModified).toBe(validator.etag ?? validator.lastModified);

      expect(await runFeed(deps, stored)).toEqual({ feedId: feed.id, status: "not-modified" });
      const conditional = server.requestsTo(path).at(-1)!;
      expect(conditional.status).toBe(304);
      expect(conditional.headers["if-none-match"] ?? conditional.headers["if-modified-since"]).toBe(
        validator.etag ?? validator.lastModified,
      );
      expect(await snapshot(feed.company)).toEqual(before);
      expect(await reload()).toMatchObject({ lastStatus: "not-modified", lastCounts: { created: 3 } });
    }
  });

  test("a 429 with a short Retry-After is waited out; a long one fails the run", async () => {
    const { feed, path, reload } = await newFeed();
    server.serve(
      path,
      { status: 429, headers: { "retry-after": "1" } },
      { body: fixture("greenhouse/feed.json") },
    );
    const started = Date.now();
    expect(await runFeed(deps, feed)).toMatchObject({ status: "ok", counts: { created: 3 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requestsTo(path).map((request) => request.status)).toEqual([429, 200]);

    server.serve(path, { status: 429, headers: { "retry-after": "3600" } });
    expect(await runFeed(deps, await reload())).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/is rate limiting us: 429 \(Retry-After: 3600 s\)/),
    });
  });

  test("a gzipped feed is read, and a redirect followed", async () => {
    const { feed, path } = await newFeed();
    server.serve(path, { status: 301, headers: { location: `${path}.gz` } });
    server.serve(`${path}.gz`, {
      body: gzipSync(fixture("greenhouse/feed.json")),
      headers: { "content-encoding": "gzip" },
    });
    expect(await runFeed(deps, feed)).toMatchObject({ status: "ok", counts: { created: 3 } });
    expect(server.requestsTo(`${path}.gz`)[0].headers["accept-encoding"]).toMatch(/gzip/);
  });

  test("requests to one host are at least a second apart", async () => {
    const { feed, path } = await newFeed();
    const polite = { ...deps, fetch: { allowPrivateAddresses: true, clock: createHostClock() } };
    const from = server.requests.length;
    expect(await runFeed(polite, feed)).toMatchObject({ status: "ok" });
    const [robots, board] = server.requests.slice(from);
    expect([robots.path, board.path]).toEqual(["/robots.txt", path]);
    expect(board.at - robots.at).toBeGreaterThanOrEqual(990);
  });

  test("outside tests, private and loopback addresses and other schemes are refused", async () => {
    const { feed, path } = await newFeed();
    const production = { ...deps, fetch: { minIntervalMs: 0 } };
    const from = server.requests.length;
    expect(await runFeed(production, feed)).toMatchObject({
      status: "failed",
      message: "refused: 127.0.0.1 is a private or loopback address",
    });
    const byName = { ...feed, url: feed.url.replace("127.0.0.1", "localhost") };
    expect(await runFeed(production, byName)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^refused: localhost resolves to .*, a private or loopback address$/),
    });
    expect(await runFeed(production, { ...feed, url: "file:///etc/passwd" })).toMatchObject({
      status: "failed",
      message: "only http and https feeds are read, not file:",
    });
    expect(server.requests.slice(from).filter((request) => request.path === path)).toHaveLength(0);
  });
});
