import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";

// Reading job_changes without losing entries. A seq is taken when a transaction writes but the
// entry is seen only when it commits, so "seq > last read" alone misses T1's seq 5 when T2's seq 6
// committed first and was read before T1 committed. What makes it exact: a reader's snapshot lists
// the transactions then in progress (pg_current_snapshot()). Any entry at or below the newest seq
// read was written by a transaction that had its id before that snapshot, so it was either visible,
// rolled back, or written by one of those listed; later transactions only take higher seqs. So a
// position is the newest seq read plus the ids then in flight, and the next read asks for
// `seq > newest OR xid IN (those ids)` (0010_job_change_writers.sql records each entry's writer).
// A rolled-back or finished transaction leaves the list at the next read: it costs nothing after.

export interface LogPosition {
  /** The newest seq read. */
  seq: number;
  /** xid8s (comma-separated) of the transactions in progress when it was read. */
  inFlight: string;
}

export interface LogRead {
  to: LogPosition;
  /** The log's newest seq is below the position's: it was recreated, build again from the tables. */
  reset: boolean;
  changes: { seq: number; jobId: number | null }[];
}

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const IN_FLIGHT = sql`coalesce((SELECT string_agg(x::text, ',') FROM pg_snapshot_xip(pg_current_snapshot()) x), '')`;
const NEWEST = sql`(SELECT coalesce(max(seq), 0)::float8 FROM job_changes)`;

/**
 * Where the log stands now, for a full build from the tables; `xmax` is the first transaction id
 * not yet given out, which a replica's snapshot must pass (replicaHolds) to hold all this one sees.
 */
export async function logPosition(db: Db): Promise<LogPosition & { xmax: bigint }> {
  const [row] = await rows<{ seq: number; in_flight: string; xmax: string }>(
    db,
    sql`SELECT ${NEWEST} AS seq, ${IN_FLIGHT} AS in_flight,
          pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`,
  );
  return { seq: Number(row.seq), inFlight: row.in_flight, xmax: BigInt(row.xmax) };
}

/** The entries after `from` (and those of its in-flight writers that have committed since): one statement. */
export async function readLog(db: Db, from: LogPosition): Promise<LogRead> {
  const found = await rows<{ newest: number; in_flight: string; seq: number | null; job_id: number | null }>(
    db,
    sql`SELECT s.newest, s.in_flight, c.seq::float8 AS seq, c.job_id
        FROM (SELECT ${NEWEST} AS newest, ${IN_FLIGHT} AS in_flight) s
        LEFT JOIN job_changes c
          ON c.seq > ${from.seq} OR c.xid = ANY(string_to_array(${from.inFlight}, ',')::xid8[])
        ORDER BY c.seq`,
  );
  const changes = found
    .filter((row) => row.seq !== null)
    .map((row) => ({ seq: Number(row.seq), jobId: row.job_id }));
  const seq = changes.reduce((max, change) => Math.max(max, change.seq), from.seq);
  return { to: { seq, inFlight: found[0].in_flight }, reset: Number(found[0].newest) < from.seq, changes };
}

/**
 * The replica's newest seq, which of `seqs` it already holds (entries need not replay in seq order),
 * and its snapshot's xmin: every transaction below it has finished there, its commit replayed.
 */
export async function replicaHolds(
  replica: Db,
  seqs: number[],
): Promise<{ newest: number; held: Set<number>; xmin: bigint }> {
  const [row] = await rows<{ newest: number; held: string; xmin: string }>(
    replica,
    sql`SELECT ${NEWEST} AS newest, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
          (SELECT coalesce(string_agg(seq::text, ','), '') FROM job_changes
           WHERE seq = ANY(string_to_array(${seqs.join(",")}, ',')::bigint[])) AS held`,
  );
  return {
    newest: Number(row.newest),
    held: new Set(row.held ? row.held.split(",").map(Number) : []),
    xmin: BigInt(row.xmin),
  };
}
