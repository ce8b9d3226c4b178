import type { Outcome } from "./writer";

// What one seeker's data must look like after a crash. Each thing a write changes (an application,
// a saved job, an alert, the profile's name) is a key whose value must be the last acknowledged
// write's, or that of a write sent after it whose answer never came (it may have happened).

export class Key<V> {
  private since: V[] = [];
  /** Acknowledged writes to this key since the last check. */
  ackedWrites = 0;

  constructor(private acked: V) {}

  record(outcome: Outcome, value: V) {
    if (outcome === "acked") {
      this.acked = value;
      this.since = [];
      this.ackedWrites++;
    } else if (outcome === "unknown") this.since.push(value);
  }

  accepts(value: V): boolean {
    return value === this.acked || this.since.includes(value);
  }

  /** After a check: the value found is the one to expect from now on. */
  settle(value: V) {
    this.acked = value;
    this.since = [];
    this.ackedWrites = 0;
  }

  /** The value it has if nothing unanswered happened. */
  get value(): V {
    return this.since.at(-1) ?? this.acked;
  }
}

export type AlertState = "absent" | "active" | "paused";

export class SeekerModel {
  readonly applied = new Map<number, Key<boolean>>();
  /** The CV sent with each application, by job. */
  readonly cvs = new Map<number, Buffer>();
  readonly saved = new Map<number, Key<boolean>>();
  /** By search query (each alert's own); the id once known. */
  readonly alerts = new Map<string, { key: Key<AlertState>; id?: number }>();
  name: Key<string>;

  constructor(name: string) {
    this.name = new Key(name);
  }

  keyOf<V>(map: Map<number, Key<V>>, id: number, initial: V): Key<V> {
    let key = map.get(id);
    if (!key) map.set(id, (key = new Key(initial)));
    return key;
  }

  keys(): Key<unknown>[] {
    return [
      ...this.applied.values(),
      ...this.saved.values(),
      ...[...this.alerts.values()].map((a) => a.key),
      this.name,
    ] as Key<unknown>[];
  }
}
