import { errorMessageOf } from "./error-message";

describe("errorMessageOf", () => {
  it("reads a problem's detail first, then its title, then our handlers' message", () => {
    expect(errorMessageOf({ title: "Conflict", detail: "You have already applied to this job." })).toBe(
      "You have already applied to this job.",
    );
    expect(errorMessageOf({ title: "Not Found" })).toBe("Not Found");
    expect(errorMessageOf({ message: "This job is closed." })).toBe("This job is closed.");
  });

  it("skips blank texts and gives nothing for bodies without one", () => {
    expect(errorMessageOf({ detail: "  ", title: "Gone" })).toBe("Gone");
    expect(errorMessageOf({ detail: 42 })).toBeUndefined();
    expect(errorMessageOf(null)).toBeUndefined();
    expect(errorMessageOf("Bad Gateway")).toBeUndefined();
  });
});
