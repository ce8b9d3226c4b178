import { statusChipClass, statusTone } from "./status";

describe("application status chip colours", () => {
  it("shows pending in orange, whatever the case", () => {
    expect(statusTone("pending")).toBe("orange");
    expect(statusTone("Pending")).toBe("orange");
    expect(statusTone(" PENDING ")).toBe("orange");
  });

  it("shows approved and accepted in green", () => {
    expect(statusTone("approved")).toBe("green");
    expect(statusTone("Accepted")).toBe("green");
  });

  it("shows rejected and declined in red", () => {
    expect(statusTone("REJECTED")).toBe("red");
    expect(statusTone("declined")).toBe("red");
  });

  it("shows any other status in blue", () => {
    expect(statusTone("interviewing")).toBe("blue");
    expect(statusTone("")).toBe("blue");
    expect(statusTone(undefined)).toBe("blue");
    expect(statusTone(42)).toBe("blue");
  });

  it("maps each tone to its own chip classes", () => {
    expect(statusChipClass("pending")).toContain("orange");
    expect(statusChipClass("accepted")).toContain("green");
    expect(statusChipClass("declined")).toContain("red");
    expect(statusChipClass("shortlisted")).toContain("blue");
  });
});
