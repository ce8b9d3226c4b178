import {
  EXPIRES_SOON_MS,
  formatLicenseDate,
  hasUnsavedChanges,
  licenseValidity,
  sameLicenses,
  temporaryLicenseId,
  toDateInputValue,
} from "./license";

const now = new Date("2025-06-01T12:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe("license validity", () => {
  it("is Expired when the end date is before now", () => {
    expect(licenseValidity(at(-1), now)).toBe("Expired");
    expect(licenseValidity("2020-01-01", now)).toBe("Expired");
  });

  it("is Expires Soon from now up to and including 3 × 30 days ahead", () => {
    expect(licenseValidity(at(0), now)).toBe("Expires Soon");
    expect(licenseValidity(at(1), now)).toBe("Expires Soon");
    expect(licenseValidity(at(EXPIRES_SOON_MS), now)).toBe("Expires Soon");
  });

  it("is Valid beyond 90 days", () => {
    expect(EXPIRES_SOON_MS).toBe(90 * 24 * 60 * 60 * 1000);
    expect(licenseValidity(at(EXPIRES_SOON_MS + 1), now)).toBe("Valid");
    expect(licenseValidity("2030-01-01", now)).toBe("Valid");
  });

  it("treats an unreadable end date as Expired", () => {
    expect(licenseValidity("not a date", now)).toBe("Expired");
  });
});

describe("license dates", () => {
  it("display as short month, day and year in US English", () => {
    expect(formatLicenseDate("2025-01-31")).toBe("Jan 31, 2025");
    expect(formatLicenseDate("2024-12-05T00:00:00.000Z")).toBe("Dec 5, 2024");
    // Angola's short date (Brazil's "pt" would write "31 de jan. de 2025").
    expect(formatLicenseDate("2025-01-31", "pt")).toBe("31/01/2025");
  });

  it("feed date inputs as YYYY-MM-DD", () => {
    expect(toDateInputValue("2024-12-05T00:00:00.000Z")).toBe("2024-12-05");
    expect(toDateInputValue("nonsense")).toBe("");
  });

  it("give new licenses a negative id from the current time", () => {
    expect(temporaryLicenseId(1_700_000_000_000)).toBe(-1_700_000_000_000);
    expect(temporaryLicenseId()).toBeLessThan(0);
  });
});

const nurse = {
  licenseName: "Nursing",
  licenseValue: "RN-1",
  startDate: "2024-01-01",
  endDate: "2026-01-01",
};
const driver = {
  licenseName: "Driver",
  licenseValue: "DL-9",
  startDate: "2023-05-05",
  endDate: "2028-05-05",
};

describe("license list comparison", () => {
  it("ignores order", () => {
    expect(sameLicenses([nurse, driver], [driver, nurse])).toBe(true);
  });

  it("ignores ids and the time part of ISO dates", () => {
    const stored = { ...nurse, id: 4, startDate: "2024-01-01T00:00:00.000Z" };
    const draft = { ...nurse, id: -123 };
    expect(sameLicenses([stored], [draft])).toBe(true);
  });

  it.each([
    ["name", { licenseName: "Nursing II" }],
    ["value", { licenseValue: "RN-2" }],
    ["start date", { startDate: "2024-01-02" }],
    ["end date", { endDate: "2026-01-02" }],
  ])("notices a changed %s", (_field, change) => {
    expect(sameLicenses([nurse, driver], [{ ...nurse, ...change }, driver])).toBe(false);
  });

  it("notices added, removed and duplicated licenses", () => {
    expect(sameLicenses([nurse], [nurse, driver])).toBe(false);
    expect(sameLicenses([nurse, driver], [driver])).toBe(false);
    expect(sameLicenses([nurse, driver], [nurse, nurse])).toBe(false);
  });
});

describe("unsaved changes", () => {
  const stored = { name: "Amina", licenses: [nurse, driver] };

  it("are absent when name and licenses match (in any order)", () => {
    expect(hasUnsavedChanges(stored, { name: "Amina", licenses: [driver, nurse] })).toBe(false);
  });

  it("exist when the name differs", () => {
    expect(hasUnsavedChanges(stored, { name: "Amina K", licenses: [nurse, driver] })).toBe(true);
  });

  it("exist when the licenses differ", () => {
    expect(hasUnsavedChanges(stored, { name: "Amina", licenses: [nurse] })).toBe(true);
  });
});
