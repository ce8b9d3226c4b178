import { decodeEntities, htmlToText, listItems } from "./html-text";
import { detectLanguage, jobLanguage } from "./language";
import { countryCode, jobType, placeFromText, remoteOption } from "./normalise";
import { parseRobots } from "./robots";
import { parseXml } from "./xml";

describe("description HTML to text", () => {
  test("keeps paragraphs and list items, drops every tag and attribute", () => {
    expect(
      htmlToText("<h3>About</h3><p>We <b>map</b>&nbsp;farms.</p><ul><li>SQL</li><li>R</li></ul>Done"),
    ).toBe("About\n\nWe map farms.\n\n• SQL\n• R\n\nDone");
  });

  test("drops scripts, styles and embedded documents with their content, however they are written", () => {
    const html =
      '<p>Hi</p><script>alert(1)</script><ScRiPt src="x.js"></ScRiPt><style>*{}</style><noscript><img src=x></noscript>' +
      '<iframe srcdoc="<script>alert(2)</script>"></iframe><object data="x"><embed src="y"></object><template><p>t</p></template>' +
      '<a href="javascript:alert(3)" onclick="alert(4)">link</a><!-- <p>hidden</p> --><![CDATA[ raw ]]>';
    expect(htmlToText(html)).toBe("Hi\n\nlink raw");
  });

  test("an unclosed script swallows the rest rather than letting it through", () => {
    expect(htmlToText("<p>Keep</p><script>alert(1)<p>never</p>")).toBe("Keep");
  });

  test("decodes character references once, numeric and named; text that looks like a tag stays text", () => {
    expect(decodeEntities("&lt;b&gt; &amp;amp; &#39; &#x263A; &eacute; &bogus; R&D")).toBe(
      "<b> &amp; ' ☺ é &bogus; R&D",
    );
    expect(htmlToText("1 &lt; 2 &amp;&amp; 3 &gt; 2")).toBe("1 < 2 && 3 > 2");
  });

  test("text without markup keeps its line breaks", () => {
    expect(htmlToText("Line one\r\nLine two\n\n\n\nNext &amp; last")).toBe(
      "Line one\nLine two\n\nNext & last",
    );
  });

  test("list items of a fragment", () => {
    expect(listItems("<li>One</li><li><b>Two</b></li>")).toEqual(["One", "Two"]);
  });
});

describe("normalising feed values", () => {
  test("countries from codes and names in English, French and Portuguese", () => {
    expect(
      ["ke", "Kenya", "Sénégal", "Côte d'Ivoire", "Moçambique", "Afrique du Sud", "Narnia", "XX"].map(
        countryCode,
      ),
    ).toEqual(["KE", "KE", "SN", "CI", "MZ", "ZA", "", ""]);
  });

  test("places written in the ways feeds write them", () => {
    expect(placeFromText("Nairobi, Kenya")).toEqual({ city: "Nairobi", country: "KE", remote: false });
    expect(placeFromText("Remote - Lagos")).toEqual({ city: "Lagos", country: "NG", remote: true });
    expect(placeFromText("Addis-Abeba, Éthiopie")).toEqual({
      city: "Addis-Abeba",
      country: "ET",
      remote: false,
    });
  });

  test("job types and workplaces", () => {
    expect(
      [
        "FULL_TIME",
        "CONTRACTOR",
        "INTERN",
        "Temps partiel",
        "CDD",
        "temps plein",
        "Seasonal",
        "volunteer",
        "whatever",
      ].map((t) => jobType(t)),
    ).toEqual([
      "Full-time",
      "Contract",
      "Internship",
      "Part-time",
      "Contract",
      "Full-time",
      "Temporary",
      "Volunteer",
      "Full-time",
    ]);
    expect([
      remoteOption("on-site"),
      remoteOption("Hybrid remote"),
      remoteOption("TELECOMMUTE"),
      remoteOption(null, true),
    ]).toEqual([0, 1, 2, 2]);
  });

  test("the language a job is written in", () => {
    expect(
      detectLanguage("Nous recherchons une personne organisée pour notre équipe de Dakar et de Thiès."),
    ).toBe("fr");
    expect(
      detectLanguage("Procuramos uma pessoa para a nossa equipa em Maputo, com experiência em vendas."),
    ).toBe("pt");
    expect(
      detectLanguage(
        "Tunatafuta mtu wa kazi ya mauzo katika ofisi yetu ya Nairobi na Mombasa kwa ajili ya wateja.",
      ),
    ).toBe("sw");
    expect(detectLanguage("نبحث عن محلل بيانات للانضمام إلى فريقنا في القاهرة")).toBe("ar");
    expect(detectLanguage("Data analyst")).toBe("en");
    expect(jobLanguage("We are hiring", "fr-SN")).toBe("fr");
    expect(jobLanguage("We are hiring in the city", "de")).toBe("en");
  });
});

describe("robots.txt", () => {
  const robots = parseRobots(
    "User-agent: Googlebot\nDisallow: /\n\nUser-agent: KaziBot\nUser-agent: other\nDisallow: /private\nAllow: /private/jobs$\nCrawl-delay: 2\n\nUser-agent: *\nDisallow: /\n",
    "KaziBot",
  );

  test("our group, longest match, Allow on ties, $ anchors", () => {
    expect(robots.allowed("/jobs.json")).toBe(true);
    expect(robots.allowed("/private/feed")).toBe(false);
    expect(robots.allowed("/private/jobs")).toBe(true);
    expect(robots.allowed("/private/jobs?page=2")).toBe(false);
    expect(robots.crawlDelayMs).toBe(2000);
  });

  test("the * group when none names us", () => {
    expect(parseRobots("User-agent: *\nDisallow: /*.xml$\n", "KaziBot").allowed("/feed.xml")).toBe(false);
    expect(parseRobots("User-agent: *\nDisallow: /*.xml$\n", "KaziBot").allowed("/feed.xml.bak")).toBe(true);
    expect(parseRobots("", "KaziBot").allowed("/anything")).toBe(true);
  });
});

describe("XML", () => {
  test("reads elements, attributes, text and CDATA", () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- c --><source a="1"><job><title><![CDATA[A & <b>]]></title><n>x &amp; y</n></job></source>',
    );
    expect(root.attributes).toEqual({ a: "1" });
    expect(root.children[0].children.map((c) => c.text)).toEqual(["A & <b>", "x & y"]);
  });

  test.each([
    ["<source><job></source>", "</source> closes <job>"],
    ["<source><job>", "<job> is never closed"],
    ["<source/><other/>", "a second root element"],
    ["hello", "text outside the root element"],
    ["", "no XML element"],
    ["<source><job a=1></job></source>", "a broken tag"],
  ])("refuses %s", (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });
});
