import { profileUpdateSchema } from "./profile";

const license = {
  licenseName: "Chartered Accountant",
  licenseValue: "ICAN-5521",
  startDate: "2023-03-01",
  endDate: "2026-03-01",
};

describe("profile update schema", () => {
  it("accepts a name with licenses, new ones carrying a temporary negative id", () => {
    const result = profileUpdateSchema.safeParse({
      name: " Amina Okafor ",
      professionalLicenses: [license, { ...license, id: -1717 }],
    });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("Amina Okafor");
    expect(result.data?.professionalLicenses[1].id).toBe(-1717);
  });

  it("requires a name of at most 100 characters", () => {
    expect(profileUpdateSchema.safeParse({ name: "  " }).error?.issues[0].message).toBe("Name is required");
    expect(profileUpdateSchema.safeParse({ name: "x".repeat(101) }).error?.issues[0].message).toBe(
      "Name must be at most 100 characters",
    );
  });

  it("applies the license rules to every license in the list", () => {
    const result = profileUpdateSchema.safeParse({
      name: "Amina",
      professionalLicenses: [license, { ...license, startDate: "2026-01-01", endDate: "2025-01-01" }],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["professionalLicenses", 1, "endDate"],
        message: "End date must be after start date",
      }),
    ]);
  });
});
