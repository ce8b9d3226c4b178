import { mean, ndcgAt10, reciprocalRank } from "./metrics";

describe("relevance measures", () => {
  const grades = { a: 2, b: 1, c: 2 };

  it("gives NDCG 1 to the ideal order and less to any other", () => {
    expect(ndcgAt10(["a", "c", "b"], grades)).toBeCloseTo(1);
    expect(ndcgAt10(["c", "a", "b", "x"], grades)).toBeCloseTo(1);
    const swapped = ndcgAt10(["b", "a", "c"], grades);
    expect(swapped).toBeLessThan(1);
    // (1 + 3/log2(3) + 3/2) / (3 + 3/log2(3) + 1/2)
    expect(swapped).toBeCloseTo((1 + 3 / Math.log2(3) + 1.5) / (3 + 3 / Math.log2(3) + 0.5));
    expect(ndcgAt10(["x", "y"], grades)).toBe(0);
    expect(ndcgAt10([], grades)).toBe(0);
  });

  it("counts only the first ten results", () => {
    const late = [...Array.from({ length: 10 }, (_, i) => `x${i}`), "a", "c", "b"];
    expect(ndcgAt10(late, grades)).toBe(0);
    expect(reciprocalRank(late, grades)).toBe(0);
  });

  it("scores a query no posting answers by whether it finds nothing", () => {
    expect(ndcgAt10([], {})).toBe(1);
    expect(ndcgAt10(["x"], {})).toBe(0);
  });

  it("ranks by the first result of grade 2, not 1", () => {
    expect(reciprocalRank(["b", "x", "c"], grades)).toBeCloseTo(1 / 3);
    expect(reciprocalRank(["a"], grades)).toBe(1);
    expect(reciprocalRank(["b"], grades)).toBe(0);
  });

  it("averages", () => {
    expect(mean([1, 0, 0.5])).toBeCloseTo(0.5);
    expect(mean([])).toBeNaN();
  });
});
