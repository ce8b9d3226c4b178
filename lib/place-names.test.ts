import { placeIn } from "./place-names";

const remote = { fr: "À distance", pt: "Remoto", sw: "Kazi ya mbali", ar: "عن بُعد", en: "Remote" } as const;
const inLocale = (location: string, locale: keyof typeof remote, countryCode?: string) =>
  placeIn(location, locale, { remote: remote[locale], countryCode });

describe("placeIn: a job's place in the reader's language", () => {
  it("says Remote in the page's language", () => {
    expect(inLocale("Remote", "fr")).toBe("À distance");
    expect(inLocale("Remote", "ar")).toBe("عن بُعد");
    expect(inLocale("Remote", "sw")).toBe("Kazi ya mbali");
  });

  it("names the country as CLDR does in that language, and a city by its own name there", () => {
    expect(inLocale("Cairo, Egypt", "fr")).toBe("Le Caire, Égypte");
    expect(inLocale("Cape Town, South Africa", "pt")).toBe("Cidade do Cabo, África do Sul");
    expect(inLocale("Cape Town, South Africa", "fr")).toBe("Le Cap, Afrique du Sud");
    expect(inLocale("Cairo, Egypt", "ar")).toBe("القاهرة، مصر");
    expect(inLocale("Cairo, Egypt", "sw")).toBe("Kairo, Misri");
  });

  it("reads a country the job wrote in another language (Sénégal, Quénia)", () => {
    expect(inLocale("Dakar, Sénégal", "pt")).toBe("Dakar, Senegal");
    expect(inLocale("Nairobi, Quénia", "fr")).toBe("Nairobi, Kenya");
  });

  it("names a country by the job's code even when no city of it is known", () => {
    expect(inLocale("Lyon, France", "ar", "FR")).toBe("Lyon، فرنسا");
  });

  it("leaves what it does not know, and English, as the job wrote it", () => {
    expect(inLocale("Westlands, Nairobi", "fr")).toBe("Westlands, Nairobi");
    expect(inLocale("Cairo, Egypt", "en")).toBe("Cairo, Egypt");
    expect(inLocale("Remote", "en")).toBe("Remote");
  });
});
