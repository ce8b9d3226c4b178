/** mulberry32: a tiny seeded PRNG, so every seeded job is the same on every machine and every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (probability: number) => next() < probability;
  /** `count` distinct items in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, Math.min(count, pool.length));
  };
  /** Picks by weight: `weighted([["a", 3], ["b", 1]])` gives "a" three times as often. */
  const weighted = <T>(options: readonly (readonly [T, number])[]): T => {
    let roll = next() * options.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of options) if ((roll -= weight) < 0) return value;
    return options[options.length - 1][0];
  };
  return { next, int, pick, chance, sample, weighted };
}

export type Random = ReturnType<typeof createRandom>;
