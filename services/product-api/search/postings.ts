/** The documents a term occurs in (ascending), each with the term's weight there; grows in place. */
export class Postings {
  docs = new Uint32Array(4);
  weights = new Uint8Array(4);
  length = 0;

  push(doc: number, weight: number) {
    if (this.length === this.docs.length) {
      // A list in compactPostings' shared buffers gets a buffer of its own at its first push.
      const capacity = Math.max(4, this.length * 2);
      const docs = new Uint32Array(capacity);
      docs.set(this.docs);
      this.docs = docs;
      const weights = new Uint8Array(capacity);
      weights.set(this.weights);
      this.weights = weights;
    }
    this.docs[this.length] = doc;
    this.weights[this.length] = Math.min(255, weight);
    this.length++;
  }
}

const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;

/**
 * The postings of a bulk load, job after job, in chunks of a million entries, until compactPostings
 * sorts them into their lists. Pushed one at a time into each list, they made thousands of small
 * buffers grown by doubling, and glibc kept the freed ones for good, in holes between live ones
 * (at 100,000 jobs, glibc's heap in the product API held 165 MB after the bench; 57 MB with the log).
 */
export class PostingsLog {
  private terms: Uint32Array[] = [];
  private weights: Uint8Array[] = [];
  private length = 0;
  /** Where each doc's entries end; docs are numbered from 0, one after the other. */
  private ends = new Int32Array(1024);
  private docs = 0;

  push(term: number, weight: number) {
    const chunk = this.length >>> CHUNK_BITS;
    if (chunk === this.terms.length) {
      this.terms.push(new Uint32Array(CHUNK));
      this.weights.push(new Uint8Array(CHUNK));
    }
    const at = this.length & (CHUNK - 1);
    this.terms[chunk][at] = term;
    this.weights[chunk][at] = Math.min(255, weight);
    this.length++;
  }

  /** Closes `doc`'s entries: what was pushed since the last doc's end is its own. */
  endDoc(doc: number) {
    if (doc !== this.docs) throw new Error(`postings log: doc ${doc} after ${this.docs - 1}`);
    this.ends = grow(this.ends, doc + 1);
    this.ends[this.docs++] = this.length;
  }

  /** Adds each term's number of entries to `counts`. */
  count(counts: Uint32Array) {
    for (let i = 0; i < this.length; i++) counts[this.terms[i >>> CHUNK_BITS][i & (CHUNK - 1)]]++;
  }

  /** Writes each entry to `docs` and `weights` at its term's `next` position, advancing it. */
  scatter(next: Uint32Array, docs: Uint32Array, weights: Uint8Array) {
    for (let doc = 0, i = 0; doc < this.docs; doc++) {
      for (const end = this.ends[doc]; i < end; i++) {
        const at = next[this.terms[i >>> CHUNK_BITS][i & (CHUNK - 1)]]++;
        docs[at] = doc;
        weights[at] = this.weights[i >>> CHUNK_BITS][i & (CHUNK - 1)];
      }
    }
  }
}

/**
 * Puts every list, and the entries of `log` after each list's own, into two buffers of exact size
 * shared by all: two large allocations, which glibc maps apart from its heap and gives back whole
 * when the index is dropped, instead of thousands of small ones. The log's docs must come after
 * every doc already in the lists.
 */
export function compactPostings(lists: Postings[], log?: PostingsLog) {
  const counts = new Uint32Array(lists.length);
  for (let term = 0; term < lists.length; term++) counts[term] = lists[term].length;
  log?.count(counts);
  let total = 0;
  for (let term = 0; term < lists.length; term++) total += counts[term];
  const docs = new Uint32Array(total);
  const weights = new Uint8Array(total);
  const next = new Uint32Array(lists.length);
  for (let term = 0, at = 0; term < lists.length; at += counts[term++]) {
    const list = lists[term];
    docs.set(list.docs.subarray(0, list.length), at);
    weights.set(list.weights.subarray(0, list.length), at);
    next[term] = at + list.length;
  }
  log?.scatter(next, docs, weights);
  for (let term = 0, at = 0; term < lists.length; at += counts[term++]) {
    const list = lists[term];
    list.docs = docs.subarray(at, at + counts[term]);
    list.weights = weights.subarray(at, at + counts[term]);
    list.length = counts[term];
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
