import { isValidDate, licenseSchema } from "./license";

const valid = {
  licenseName: "Registered Nurse",
  licenseValue: "RN-2041",
  startDate: "2024-01-15",
  endDate: "2027-01-15",
};

function messages(input: unknown): Record<string, string[]> {
  const result = licenseSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("license schema (the Edit Profile messages)", () => {
  it("accepts a complete license and trims its text", () => {
    const result = licenseSchema.safeParse({ ...valid, licenseName: "  Registered Nurse " });
    expect(result.success).toBe(true);
    expect(result.data?.licenseName).toBe("Registered Nurse");
  });

  it("requires a license name, then at least 2 characters", () => {
    expect(messages({ ...valid, licenseName: "" })).toEqual({ licenseName: ["License name is required"] });
    expect(messages({ ...valid, licenseName: "   " })).toEqual({ licenseName: ["License name is required"] });
    expect(messages({ ...valid, licenseName: undefined })).toEqual({
      licenseName: ["License name is required"],
    });
    expect(messages({ ...valid, licenseName: "R" })).toEqual({
      licenseName: ["License name must be at least 2 characters"],
    });
  });

  it("requires a license value, then at least 2 characters", () => {
    expect(messages({ ...valid, licenseValue: "" })).toEqual({
      licenseValue: ["License number/value is required"],
    });
    expect(messages({ ...valid, licenseValue: "7" })).toEqual({
      licenseValue: ["License value must be at least 2 characters"],
    });
  });

  it("requires both dates", () => {
    expect(messages({ ...valid, startDate: "" })).toEqual({ startDate: ["Start date is required"] });
    expect(messages({ ...valid, endDate: "" })).toEqual({ endDate: ["End date is required"] });
    expect(messages({ licenseName: "ab", licenseValue: "cd" })).toEqual({
      startDate: ["Start date is required"],
      endDate: ["End date is required"],
    });
  });

  it("says 'Please enter a valid date' for dates that do not exist", () => {
    expect(messages({ ...valid, startDate: "not a date" })).toEqual({
      startDate: ["Please enter a valid date"],
    });
    expect(messages({ ...valid, endDate: "2025-02-31" })).toEqual({ endDate: ["Please enter a valid date"] });
    expect(messages({ ...valid, endDate: "2025-13-01" })).toEqual({ endDate: ["Please enter a valid date"] });
  });

  it("refuses an end date before the start date, allows the same day", () => {
    expect(messages({ ...valid, startDate: "2025-06-02", endDate: "2025-06-01" })).toEqual({
      endDate: ["End date must be after start date"],
    });
    expect(
      licenseSchema.safeParse({ ...valid, startDate: "2025-06-01", endDate: "2025-06-01" }).success,
    ).toBe(true);
  });
});

describe("isValidDate", () => {
  it("accepts calendar dates and ISO timestamps", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2025-04-30T00:00:00.000Z")).toBe(true);
    expect(isValidDate("2025-04-30T10:00:00+02:00")).toBe(true);
  });

  it("rejects impossible days and other formats", () => {
    expect(isValidDate("2025-02-29")).toBe(false);
    expect(isValidDate("30/04/2025")).toBe(false);
    expect(isValidDate("")).toBe(false);
  });
});
