import { escapeXml, plainSummary, writeRss, type Feed } from "./write";

describe("plainSummary", () => {
  it("drops markup and collapses white space", () => {
    expect(plainSummary("<p>Lead our <b>tele-health</b>\n\n team.</p>")).toBe("Lead our tele-health team.");
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const summary = plainSummary("Keep clear notes of every call. ".repeat(20));
    expect(summary.length).toBeLessThanOrEqual(301);
    expect(summary).toMatch(/ call…$|notes…$|of…$|every…$|clear…$|Keep…$/);
    expect(summary).not.toMatch(/\s…$/);
  });
});

describe("escapeXml", () => {
  it("escapes markup characters and drops those XML does not allow", () => {
    expect(escapeXml(`Nurse & "Midwife" <Lead>'s\u0007`)).toBe(
      "Nurse &amp; &quot;Midwife&quot; &lt;Lead&gt;&apos;s",
    );
  });
});

test("an RSS feed with no job is still a valid channel", () => {
  const feed: Feed = {
    title: 'Jobs matching "x" on Kazi',
    description: "None",
    language: "en",
    pageUrl: "https://kazi.example/jobs?q=x",
    selfUrl: {
      rss: "https://kazi.example/jobs/feed.xml?q=x&type=Internship",
      atom: "https://kazi.example/jobs/feed.atom?q=x",
      json: "https://kazi.example/jobs/feed.json?q=x",
    },
    items: [],
    updated: new Date("2026-01-02T03:04:05Z"),
  };
  const xml = writeRss(feed);
  expect(xml).toContain("<title>Jobs matching &quot;x&quot; on Kazi</title>");
  expect(xml).toContain('href="https://kazi.example/jobs/feed.xml?q=x&amp;type=Internship" rel="self"');
  expect(xml).toContain("<lastBuildDate>Fri, 02 Jan 2026 03:04:05 GMT</lastBuildDate>");
  expect(xml).not.toContain("<item>");
});
