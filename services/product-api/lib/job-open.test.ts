import { isJobOpen } from "./job-open";

describe("isJobOpen", () => {
  const now = Date.parse("2025-06-01T00:00:00Z");

  it("is open without a deadline", () => {
    expect(isJobOpen(null, now)).toBe(true);
    expect(isJobOpen(undefined, now)).toBe(true);
  });

  it("is open while the deadline is ahead, as text or as a Date", () => {
    expect(isJobOpen("2025-06-02T00:00:00Z", now)).toBe(true);
    expect(isJobOpen(new Date("2025-06-01T00:00:01Z"), now)).toBe(true);
  });

  it("is closed from the deadline on, as SQL's deadline > now() says", () => {
    expect(isJobOpen("2025-06-01T00:00:00Z", now)).toBe(false);
    expect(isJobOpen(new Date("2025-05-31T00:00:00Z"), now)).toBe(false);
  });
});
