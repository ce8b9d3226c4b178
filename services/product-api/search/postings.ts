/** The documents a term occurs in (ascending), each with the term's weight there; grows in place. */
export class Postings {
  docs = new Uint32Array(4);
  weights = new Uint8Array(4);
  length = 0;

  /** Drops the spare capacity (after a bulk load). */
  compact() {
    if (this.docs.length === this.length) return;
    this.docs = this.docs.slice(0, this.length);
    this.weights = this.weights.slice(0, this.length);
  }

  push(doc: number, weight: number) {
    if (this.length === this.docs.length) {
      const docs = new Uint32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const weights = new Uint8Array(this.length * 2);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.docs[this.length] = doc;
    this.weights[this.length] = Math.min(255, weight);
    this.length++;
  }
}

/**
 * Strings numbered in order of first appearance, for the per-job facet columns. Case does not
 * matter; each keeps the spelling it was first seen with.
 */
export class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();

  id(value: string): number {
    const key = value.toLowerCase();
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(key, id);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value.toLowerCase());
  }
}

/** A typed array column that grows with the number of documents. */
export function grow<T extends Float64Array | Int32Array | Uint8Array | Uint16Array>(
  array: T,
  size: number,
): T {
  if (size <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}
