import { contentVersion } from "./content-version";

describe("contentVersion", () => {
  it("is the same for the same content and changes with any of it", () => {
    const job = { id: 16, title: "Nurse", description: "Care for patients." };
    expect(contentVersion(job, false, "en")).toBe(contentVersion({ ...job }, false, "en"));
    expect(contentVersion(job, false, "en")).not.toBe(
      contentVersion({ ...job, title: "Nurse " }, false, "en"),
    );
    expect(contentVersion(job, false, "en")).not.toBe(contentVersion(job, true, "en"));
    expect(contentVersion(job, false, "en")).not.toBe(contentVersion(job, false, "fr"));
    expect(contentVersion(job, false, "en")).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
