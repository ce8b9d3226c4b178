import { atSaveJob, localPath, saveJobPath } from "./save-job-link";

describe("the save form's way back", () => {
  it("keeps a path on this site with its query", () => {
    expect(localPath("/jobs?q=nurse&country=KE")).toBe("/jobs?q=nurse&country=KE");
    expect(saveJobPath(7)).toBe("/api/jobs/7/save");
    expect(atSaveJob("/jobs/browse/2", 7)).toBe("/jobs/browse/2#save-7");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a scheme-relative URL", "//evil.example/x"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a relative path", "jobs"],
    ["control characters", "/jobs\r\nSet-Cookie: x=1"],
    ["nothing", ""],
    ["something very long", `/${"a".repeat(2000)}`],
  ])("refuses %s", (_what, value) => {
    expect(localPath(value)).toBeNull();
  });
});
