// The measures of the judged relevance set (judgements.json): graded judgements, 2 = the role asked
// for, 1 = a related role, anything unlisted 0.

export type Grades = Record<string, number>;

const CUTOFF = 10;

/** NDCG@10 with gains 2^grade − 1. A query no posting answers scores 1 when it finds nothing, else 0. */
export function ndcgAt10(results: string[], grades: Grades): number {
  const ideal = Object.values(grades)
    .filter((grade) => grade > 0)
    .sort((a, b) => b - a);
  if (ideal.length === 0) return results.length === 0 ? 1 : 0;
  const dcg = (list: number[]) =>
    list.slice(0, CUTOFF).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  return dcg(results.map((slug) => grades[slug] ?? 0)) / dcg(ideal);
}

/** 1 / the rank of the first result graded 2 in the top 10; 0 when there is none. */
export function reciprocalRank(results: string[], grades: Grades): number {
  const at = results.slice(0, CUTOFF).findIndex((slug) => grades[slug] === 2);
  return at === -1 ? 0 : 1 / (at + 1);
}

export const mean = (values: number[]) =>
  values.length === 0 ? NaN : values.reduce((sum, v) => sum + v, 0) / values.length;
