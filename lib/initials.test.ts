import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of the first two words, uppercased", () => {
    expect(initials("amara okafor")).toBe("AO");
    expect(initials("Kwame Nkrumah Jr")).toBe("KN");
  });

  it("ignores surrounding and repeated whitespace", () => {
    expect(initials("  wanjiru \t  kamau\n")).toBe("WK");
  });

  it("gives a single letter for a single word", () => {
    expect(initials("Thandiwe")).toBe("T");
  });

  it("respects a custom maximum", () => {
    expect(initials("Ngozi Chioma Adichie", 3)).toBe("NCA");
    expect(initials("Ngozi Chioma Adichie", 1)).toBe("N");
  });

  it("keeps letters outside the basic Latin range whole", () => {
    expect(initials("élodie ñúñez")).toBe("ÉÑ");
    expect(initials("😀 smile")).toBe("😀S");
  });

  it("returns empty text for blank or non-text input", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
    expect(initials(undefined)).toBe("");
    expect(initials(null)).toBe("");
    expect(initials(42)).toBe("");
    expect(initials({ name: "Ada" })).toBe("");
  });
});
