import { activeFilterCount, emptySearch, type JobSearch } from "./job-search";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import ar from "@/messages/ar.json";
import {
  activeFilters,
  countryName,
  countryNameIn,
  filterLabeler,
  levelLabel,
  type Translate,
} from "./job-filter-labels";

const english = filterLabeler(
  createTranslator({ locale: "en", messages: en, namespace: "filters" }) as unknown as Translate,
  "en",
);
const french = filterLabeler(
  createTranslator({ locale: "fr", messages: fr, namespace: "filters" }) as unknown as Translate,
  "fr",
);

const search = (fields: Partial<JobSearch>): JobSearch => ({ ...emptySearch(), ...fields });

describe("activeFilters", () => {
  it("labels each chosen value as its chip reads", () => {
    const chosen = search({
      country: "KE",
      remote: ["onsite"],
      category: ["hospitality"],
      salary: 50000,
      posted: "24h",
      type: ["Internship"],
      verified: true,
    });
    expect(activeFilters(chosen, english).map((f) => f.label)).toEqual([
      "Kenya",
      "Internship",
      "On-site",
      "Hospitality & Tourism",
      "$50,000+",
      "Last 24 hours",
      "Verified employers only",
    ]);
    expect(activeFilterCount(chosen)).toBe(7);
  });

  it("labels them in the reader's language, values unchanged", () => {
    const chosen = search({
      country: "SN",
      type: ["Internship"],
      remote: ["remote"],
      language: ["fr", "ar"],
      salary: 50000,
      posted: "7d",
    });
    const filters = activeFilters(chosen, french);
    expect(filters.map((f) => f.label)).toEqual([
      "Sénégal",
      "Stage",
      "À distance",
      "Français",
      "Arabe",
      expect.stringMatching(/^50\s000\s\$US et plus$/),
      "7 derniers jours",
    ]);
    expect(filters.map((f) => f.value)).toEqual(["SN", "Internship", "remote", "fr", "ar", "50000", "7d"]);
    expect(activeFilters(search({ language: ["sw"] }), english)[0].label).toBe("Swahili");
  });

  it("names countries in English and keeps an unknown code", () => {
    expect(countryNameIn("EG", "fr")).toBe("Égypte");
    // As Luanda and Maputo spell them, not Brazil ("Quênia", "Benin").
    expect(countryNameIn("KE", "pt")).toBe("Quénia");
    expect(countryNameIn("BJ", "pt")).toBe("Benim");
    expect(countryName("NZ")).toBe("New Zealand");
    expect(countryName("ci")).toMatch(/^Côte d.Ivoire$/);
    expect(countryName("1")).toBe("1");
  });
});

describe("a job type's label", () => {
  it("reads in the language of the filter messages, and shows a type it does not know as sent", () => {
    expect(english("type", "Part-time")).toBe("Part-time");
    expect(french("type", "Internship")).toBe("Stage");
    expect(french("type", "Gig")).toBe("Gig");
    // Not a key of some object: a type named like a property of one is shown as sent too.
    expect(french("type", "constructor")).toBe("constructor");
  });
});

describe("levelLabel", () => {
  const catalogues = { en, fr, pt, sw, ar };
  it.each([
    ["pt", "Junior", "Júnior"],
    ["ar", "Junior", "خبرة قليلة"],
    ["ar", "Entry level", "مبتدئ"],
    ["sw", "Entry level", "Anayeanza kazi"],
    ["en", "Entry level", "Entry level"],
  ] as const)("in %s, %s reads %s", (locale, level, label) => {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: "filters" });
    expect(levelLabel(t as unknown as Translate, level)).toBe(label);
  });

  it("keeps a level it does not know as the API sent it", () => {
    const t = createTranslator({ locale: "fr", messages: fr, namespace: "filters" });
    expect(levelLabel(t as unknown as Translate, "Principal")).toBe("Principal");
  });
});
