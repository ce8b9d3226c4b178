import type { Job } from "@/lib/product-api/types";
import { buildJobPosting, employmentType, serializeJsonLd } from "./job-posting";

const job = (overrides: Partial<Job> = {}): Job => ({
  id: 42,
  title: "Frontend Engineer",
  company: "Savannah Labs",
  location: "Nairobi, Kenya",
  countryCode: "KE",
  jobType: "Full-time",
  remoteOption: 0,
  experienceLevel: "Mid-level",
  description: "Build fast pages.\n\nShip often & well.",
  requirements: ["3 years of React", "Care about <accessibility>"],
  salaryMin: 30000,
  salaryMax: 45000,
  salaryCurrency: "USD",
  benefits: "Health cover",
  category: "software",
  datePosted: "2025-05-01T08:00:00.000Z",
  deadline: "2025-07-01T23:59:59.000Z",
  updatedAt: "2025-05-02T08:00:00.000Z",
  language: "en",
  verifiedEmployer: false,
  riskFlags: [],
  caution: false,
  cautionReasons: [],
  ...overrides,
});

const context = { url: "https://kazi.example/jobs/42", siteName: "Kazi" };
const build = (overrides?: Partial<Job>) => buildJobPosting(job(overrides), context) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("buildJobPosting", () => {
  it("has every property Google for Jobs requires, and the recommended ones", () => {
    const data = build();
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("JobPosting");
    expect(data.title).toBe("Frontend Engineer");
    expect(data.datePosted).toBe("2025-05-01T08:00:00.000Z");
    expect(data.validThrough).toBe("2025-07-01T23:59:59.000Z");
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.hiringOrganization).toEqual({ "@type": "Organization", name: "Savannah Labs" });
    expect(data.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Nairobi", addressCountry: "KE" },
    });
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({ "@type": "PropertyValue", name: "Kazi", value: "42" });
    expect(data.url).toBe(context.url);
  });

  it("describes the job as escaped HTML with its requirements and benefits", () => {
    const { description } = build();
    expect(description).toContain("<p>Build fast pages.</p><p>Ship often &amp; well.</p>");
    expect(description).toContain("<li>Care about &lt;accessibility&gt;</li>");
    expect(description).toContain("Health cover");
  });

  it("leaves validThrough out when there is no deadline", () => {
    expect(build({ deadline: null })).not.toHaveProperty("validThrough");
  });

  it("marks remote jobs TELECOMMUTE with a country applicants must be in", () => {
    const data = build({ remoteOption: 2, location: "Remote", countryCode: "ZA" });
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "ZA" });
    expect(data.jobLocation.address).toEqual({ "@type": "PostalAddress", addressCountry: "ZA" });
  });

  it("does not mark on-site or hybrid jobs as telecommute", () => {
    expect(build({ remoteOption: 0 })).not.toHaveProperty("jobLocationType");
    expect(build({ remoteOption: 1 })).not.toHaveProperty("jobLocationType");
  });

  it("gives a yearly salary range in its currency", () => {
    expect(build().baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 30000, maxValue: 45000, unitText: "YEAR" },
    });
    expect(build({ salaryMin: null }).baseSalary.value).toEqual({
      "@type": "QuantitativeValue",
      maxValue: 45000,
      unitText: "YEAR",
    });
  });

  it("leaves baseSalary out when there is no salary", () => {
    expect(build({ salaryMin: null, salaryMax: null })).not.toHaveProperty("baseSalary");
  });
});

describe("employmentType", () => {
  it("maps every job type to Google's values and anything else to OTHER", () => {
    const types = ["Full-time", "Part-time", "Contract", "Internship", "Temporary", "Volunteer", "Gig"];
    expect(types.map(employmentType)).toEqual([
      "FULL_TIME",
      "PART_TIME",
      "CONTRACTOR",
      "INTERN",
      "TEMPORARY",
      "VOLUNTEER",
      "OTHER",
    ]);
  });
});

describe("serializeJsonLd", () => {
  const attack = "</script><script>alert(1)</script>";

  it("cannot be closed early by a job title, yet reads back unchanged", () => {
    const json = serializeJsonLd(build({ title: attack, company: "<!-- & -->" }));
    expect(json).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(json);
    expect(parsed.title).toBe(attack);
    expect(parsed.hiringOrganization.name).toBe("<!-- & -->");
  });

  it("keeps the script tag intact when embedded in a page", () => {
    const html = `<script type="application/ld+json">${serializeJsonLd({ title: attack })}</script>`;
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
  });

  it("escapes the line and paragraph separators JavaScript treats as line ends", () => {
    const json = serializeJsonLd({ text: "a\u2028b\u2029c" });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json).text).toBe("a\u2028b\u2029c");
  });
});

describe("buildJobPosting in the posting's language", () => {
  it("names the posting's language and heads its sections in it", () => {
    const data = buildJobPosting(job({ language: "fr" }), {
      ...context,
      labels: { requirements: "Profil recherché", benefits: "Avantages" },
    }) as Record<string, string>;
    expect(data.inLanguage).toBe("fr");
    expect(data.description).toContain("<p>Profil recherché:</p>");
    expect(data.description).toContain("<p>Avantages: Health cover</p>");
  });
});
