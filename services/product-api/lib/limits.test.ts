import { isCleanText } from "./limits";

describe("clean text", () => {
  it.each(["Nairobi", "Zürich", "São Paulo", "東京", "emoji 🇰🇪 ok"])("keeps %s", (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it("allows tabs and line breaks only where text has lines", () => {
    expect(isCleanText("a\nb\tc", true)).toBe(true);
    expect(isCleanText("a\nb")).toBe(false);
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["a lone high surrogate", "\ud800 lone"],
    ["a lone low surrogate", "x\udc00"],
    ["a reversed pair", "\udc00\ud800"],
  ])("refuses %s (PostgreSQL's jsonb refuses it too)", (_, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, true)).toBe(false);
  });
});
