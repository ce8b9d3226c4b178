import { extractFromJson, extractFromXml } from "@extractus/feed-extractor";
import { SITE, startRouteStack, type RouteStack } from "@/lib/testing/route-stack";
import { daysFromNow, insertTestJob } from "@/services/product-api/testing/fixtures";

// The feeds' route handlers as Next calls them, in front of the real product API (PGlite, over HTTP):
// each feed kind parsed by a feed library (@extractus/feed-extractor reads RSS, Atom and JSON Feed),
// for a search and for a landing page, in English and in French. Next's data cache is left out:
// every read goes to the API.

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Kind = "rss" | "atom" | "json";
const FILES: Record<Kind, string> = { rss: "feed.xml", atom: "feed.atom", json: "feed.json" };
const TYPES: Record<Kind, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};
const KINDS = Object.keys(FILES) as Kind[];

let stack: RouteStack;
let routes: Record<string, Record<string, { GET: Handler }>>;
/** Ids of the jobs made below, by what they are. */
const ids = { nurses: [] as number[], newestNurse: 0, accountant: 0, onsiteNurse: 0, closed: 0, caution: 0 };

beforeAll(async () => {
  stack = await startRouteStack({ secret: "feed-route-test-session-secret-0123456789" });
  const db = stack.api.handle.database.db;
  const remoteNurse = (i: number) => ({
    title: `Remote Nurse ${i}`,
    remoteOption: 2 as const,
    countryCode: "KE",
    location: "Nairobi, Kenya",
    category: "hospitality",
    description: `Care for patients by video & phone.\n\n${"Keep clear notes of every call. ".repeat(20)}`,
    datePosted: daysFromNow(-2 - i / 10),
  });
  for (let i = 0; i < 52; i++) ids.nurses.push((await insertTestJob(db, remoteNurse(i))).id);
  // Newer than every nurse above: what the feeds list first, or leave out.
  ids.newestNurse = (
    await insertTestJob(db, {
      ...remoteNurse(0),
      title: `Nurse & "Midwife" <Lead>`,
      description: "<p>Lead our <b>tele-health</b> team.</p>",
      datePosted: daysFromNow(-1),
    })
  ).id;
  ids.accountant = (
    await insertTestJob(db, { ...remoteNurse(0), title: "Remote Accountant", datePosted: daysFromNow(-0.5) })
  ).id;
  ids.onsiteNurse = (
    await insertTestJob(db, {
      ...remoteNurse(0),
      title: "Ward Nurse",
      remoteOption: 0,
      datePosted: daysFromNow(-0.5),
    })
  ).id;
  ids.closed = (
    await insertTestJob(db, {
      ...remoteNurse(0),
      title: "Remote Nurse (closed)",
      datePosted: daysFromNow(-0.4),
      deadline: daysFromNow(-0.1),
    })
  ).id;
  ids.caution = (
    await insertTestJob(db, {
      ...remoteNurse(0),
      title: "Remote Nurse (fee)",
      description: "Shortlisted candidates pay a registration fee of KES 1,500 before the interview.",
      datePosted: daysFromNow(-0.3),
    })
  ).id;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const kinds = (folder: string) =>
    Object.fromEntries(
      KINDS.map((kind) => [kind, require(`@/app/[locale]/jobs/${folder}${FILES[kind]}/route`)]),
    );
  routes = {
    search: kinds("(list)/results/"),
    newest: kinds(""),
    remote: kinds("remote/"),
    category: kinds("category/[category]/"),
    place: kinds("in/[place]/"),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}, 150_000);

afterAll(() => stack?.close());

type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : undefined);

const get = (route: string, kind: Kind, path: string, params: Record<string, string>) =>
  routes[route][kind].GET(new Request(`${SITE}${path}`), { params: Promise.resolve(params) });

interface Parsed {
  title: string;
  language: string;
  link: string;
  entries: {
    id: string;
    title: string;
    link: string;
    description: string;
    company: string;
    posted: string;
  }[];
}

/** The feed as a feed library reads it, with each entry's company (its author). */
async function parse(response: Response, kind: Kind): Promise<Parsed> {
  const text = await response.text();
  if (kind === "json") {
    const json = JSON.parse(text);
    // JSON Feed 1.1's required fields (the library reads feeds without checking them).
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(typeof json.title).toBe("string");
    for (const item of json.items) expect(typeof item.id).toBe("string");
    return extractFromJson(json, {
      descriptionMaxLen: 0,
      getExtraEntryFields: (item: Raw) => ({
        company: (item.authors as { name: string }[])[0].name,
        posted: item.date_published,
      }),
    }) as unknown as Parsed;
  }
  return extractFromXml(text, {
    descriptionMaxLen: 0,
    getExtraFeedFields: (feed: Raw) => ({ language: str(feed.language) ?? str(feed["@_xml:lang"]) }),
    getExtraEntryFields: (item: Raw) => ({
      company: str(item["dc:creator"]) ?? (item.author as { name: string } | undefined)?.name,
      // The date the job was posted: RSS's pubDate, Atom's published (its normalised date is `updated`).
      posted: item.pubDate ?? item.published,
    }),
  }) as unknown as Parsed;
}

const jobUrl = (id: number, prefix = "") => `${SITE}${prefix}/jobs/${id}`;

describe.each(KINDS)("the %s feed", (kind) => {
  it("of a search lists the newest 50 open jobs matching its query and filters, linked in its language", async () => {
    const response = await get("search", kind, `/fr/jobs/${FILES[kind]}?q=Nurse&remote=remote&page=3`, {
      locale: "fr",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(TYPES[kind]);
    // As the search page: made for this request, kept by no shared cache.
    expect(response.headers.get("cache-control")).toContain("no-store");
    const feed = await parse(response, kind);
    expect(feed.title).toContain("nurse");
    expect(feed.title).toMatch(/^Offres correspondant à/);
    expect(feed.language).toBe("fr");
    expect(feed.link).toBe(`${SITE}/fr/jobs?q=nurse&remote=remote`);
    expect(feed.entries).toHaveLength(50);
    // Newest first: the newest matching job, then the nurses from the newest.
    expect(feed.entries[0]).toMatchObject({
      id: jobUrl(ids.newestNurse, "/fr"),
      link: jobUrl(ids.newestNurse, "/fr"),
      title: `Nurse & "Midwife" <Lead>`,
      company: "Imaginary Widgets Ltd",
    });
    expect(feed.entries[0].description).toContain("Lead our tele-health team.");
    expect(feed.entries[0].description).toContain("Nairobi, Kenya");
    expect(feed.entries.slice(1).map((e) => e.link)).toEqual(
      ids.nurses.slice(0, 49).map((id) => jobUrl(id, "/fr")),
    );
    const dates = feed.entries.map((e) => Date.parse(e.posted));
    expect(dates.every(Number.isFinite)).toBe(true);
    // RFC 822 in RSS, RFC 3339 in Atom and JSON Feed.
    const written =
      kind === "rss" ? /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/ : /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
    for (const entry of feed.entries) expect(entry.posted).toMatch(written);
    expect(dates.every((date, i) => i === 0 || date <= dates[i - 1])).toBe(true);
    // Neither the jobs that miss the query or the filter, nor a closed job, nor one under caution.
    const listed = feed.entries.map((e) => e.link);
    for (const id of [ids.accountant, ids.onsiteNurse, ids.closed, ids.caution])
      expect(listed).not.toContain(jobUrl(id, "/fr"));
  });

  it("of a landing page lists its newest 50 open jobs, in English at the unprefixed address", async () => {
    const response = await get("remote", kind, `/jobs/remote/${FILES[kind]}`, { locale: "en" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(TYPES[kind]);
    const feed = await parse(response, kind);
    expect(feed.title).toMatch(/^Remote jobs on /);
    expect(feed.language).toBe("en");
    expect(feed.link).toBe(`${SITE}/jobs/remote`);
    expect(feed.entries.map((e) => e.link)).toEqual(
      [ids.accountant, ids.newestNurse, ...ids.nurses.slice(0, 48)].map((id) => jobUrl(id)),
    );
    expect(feed.entries[0]).toMatchObject({ title: "Remote Accountant", company: "Imaginary Widgets Ltd" });
  });

  it("of a place or a category is the page's: a 404 where the page is one", async () => {
    const kenya = await get("place", kind, `/sw/jobs/in/kenya/${FILES[kind]}`, {
      locale: "sw",
      place: "kenya",
    });
    expect(kenya.status).toBe(200);
    expect((await parse(kenya, kind)).entries).toHaveLength(50);
    const nowhere = await get("place", kind, `/jobs/in/atlantis/${FILES[kind]}`, {
      locale: "en",
      place: "atlantis",
    });
    expect(nowhere.status).toBe(404);
    const empty = await get("category", kind, `/jobs/category/design-creative/${FILES[kind]}`, {
      locale: "en",
      category: "design-creative",
    });
    expect(empty.status).toBe(404);
    expect((await get("remote", kind, `/de/jobs/remote/${FILES[kind]}`, { locale: "de" })).status).toBe(404);
  });
});

test("the feed of /jobs lists the newest open jobs; so does a search whose filters it does not know", async () => {
  const newest =
    ids.onsiteNurse > ids.accountant ? [ids.onsiteNurse, ids.accountant] : [ids.accountant, ids.onsiteNurse];
  for (const response of [
    await get("newest", "rss", "/jobs/feed.xml", { locale: "en" }),
    await get("search", "rss", "/jobs/feed.xml?remote=sometimes", { locale: "en" }),
  ]) {
    expect(response.status).toBe(200);
    const feed = await parse(response, "rss");
    expect(feed.link).toBe(`${SITE}/jobs`);
    expect(feed.title).toMatch(/^Newest jobs on /);
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries.slice(0, 3).map((e) => e.link)).toEqual(
      [...newest, ids.newestNurse].map((id) => jobUrl(id)),
    );
  }
});
