import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatSalary,
  pageRange,
  paginationWindow,
  parsePositiveInt,
  pluralize,
  remoteOptionLabel,
  truncate,
} from "./format";

describe("formatSalary", () => {
  it("shows both bounds as a range with US thousands separators", () => {
    expect(formatSalary(45000, 60000)).toBe("$45,000 - $60,000");
  });
  it("shows only a minimum as 'From'", () => {
    expect(formatSalary(1200000, null)).toBe("From $1,200,000");
  });
  it("shows only a maximum as 'Up to'", () => {
    expect(formatSalary(null, 30000)).toBe("Up to $30,000");
  });
  it("shows a dash when there is no salary", () => {
    expect(formatSalary(null, null)).toBe("-");
    expect(formatSalary(undefined, undefined)).toBe("-");
  });
  it("keeps a zero bound", () => {
    expect(formatSalary(0, 500)).toBe("$0 - $500");
  });
  it("names a currency other than USD", () => {
    expect(formatSalary(100000, null, "KES")).toBe("From KES 100,000");
  });
});

describe("truncate", () => {
  it("leaves text of 150 characters or fewer alone", () => {
    const text = "a".repeat(150);
    expect(truncate(text)).toBe(text);
  });
  it("cuts longer text at 150 characters and adds an ellipsis", () => {
    const result = truncate("b".repeat(200));
    expect(result).toBe(`${"b".repeat(150)}...`);
  });
  it("does not leave a space before the ellipsis", () => {
    expect(truncate(`${"c".repeat(9)} ${"d".repeat(20)}`, 10)).toBe(`${"c".repeat(9)}...`);
  });
});

describe("pluralize", () => {
  it("uses the singular for exactly one", () => {
    expect(pluralize(1, "opportunity", "opportunities")).toBe("opportunity");
  });
  it("uses the plural for zero and many", () => {
    expect(pluralize(0, "opportunity", "opportunities")).toBe("opportunities");
    expect(pluralize(42, "opportunity", "opportunities")).toBe("opportunities");
  });
});

describe("paginationWindow (first, last, current ±2)", () => {
  it("lists every page when there are few", () => {
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("puts gaps on both sides of a page in the middle", () => {
    expect(paginationWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
  it("shows the first pages without a leading gap", () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, "gap", 20]);
  });
  it("shows the last pages without a trailing gap", () => {
    expect(paginationWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });
  it("shows a single hidden page instead of a gap", () => {
    expect(paginationWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
  });
  it("has one page for one page and nothing for none", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe("pageRange", () => {
  it("gives the first and last item of a full page", () => {
    expect(pageRange(2, 15, 100)).toEqual({ from: 16, to: 30 });
  });
  it("stops at the total on the last page", () => {
    expect(pageRange(7, 15, 100)).toEqual({ from: 91, to: 100 });
  });
  it("is zero for no results", () => {
    expect(pageRange(1, 15, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("remoteOptionLabel", () => {
  it("names the three options", () => {
    expect([0, 1, 2].map(remoteOptionLabel)).toEqual(["On-site", "Hybrid", "Remote"]);
  });
});

describe("formatDate", () => {
  it("formats in US English, in UTC", () => {
    expect(formatDate("2025-04-30T23:30:00.000Z")).toBe("April 30, 2025");
  });
  it("writes Portuguese dates and money as Angola and Mozambique do", () => {
    expect(formatDate("2025-01-05T12:00:00.000Z", "pt")).toBe("5 de janeiro de 2025");
    expect(formatMoney(50000, "USD", "pt")).toBe("50\u00a0000\u00a0US$");
    expect(formatMoney(1500, "AOA", "pt")).toBe("1\u00a0500\u00a0Kz");
  });
  it("shows a dash for a missing or broken date", () => {
    expect(formatDate(null)).toBe("-");
    expect(formatDate("not a date")).toBe("-");
  });
});

describe("parsePositiveInt", () => {
  it("accepts positive integers", () => {
    expect(parsePositiveInt("1")).toBe(1);
    expect(parsePositiveInt("123456")).toBe(123456);
  });
  it("rejects numbers above the largest id, or above the given maximum", () => {
    expect(parsePositiveInt("2147483647")).toBe(2_147_483_647);
    for (const tooBig of ["2147483648", "99999999999", "1000000000000000"])
      expect(parsePositiveInt(tooBig)).toBeNull();
    expect(parsePositiveInt("10000", 10_000)).toBe(10_000);
    expect(parsePositiveInt("10001", 10_000)).toBeNull();
  });
  it("rejects zero, negatives, decimals, padding, words and arrays", () => {
    for (const bad of ["0", "-1", "1.5", "01", " 2", "abc", "1e3", "", undefined, ["2"]]) {
      expect(parsePositiveInt(bad)).toBeNull();
    }
  });
});

describe("formatDateTime", () => {
  it("writes when a status changed, in UTC and saying so, in the page's language", () => {
    const spaced = (text: string) => text.replace(/\s/g, " ");
    expect(spaced(formatDateTime("2025-05-06T14:05:00.000Z"))).toBe("May 6, 2025, 2:05 PM UTC");
    expect(spaced(formatDateTime("2025-05-06T14:05:00.000Z", "fr"))).toMatch(/^6 mai 2025.* 14:05 UTC$/);
    expect(formatDateTime("not a date")).toBe("-");
  });
});
