import { existsSync, readdirSync } from "node:fs";
import type { Key } from "./model";
import type { CrashSeeker } from "./stream";
import { readState } from "./writer";

// After a restart: is every acknowledged write there (and every acknowledged delete gone), and is
// every application whole: its row with its CV's bytes, and no stored file without its row?

export interface CheckFigures {
  /** Acknowledged writes since the last check. */
  acked: number;
  /** Of those, the ones whose key holds what was acknowledged (or a later unanswered write's value). */
  found: number;
  /** Application rows whose CV is missing or not the bytes uploaded. */
  rowsWithoutFile: number;
  /** Files in the store that no application row names (nor, see `listed`, a pending removal). */
  filesWithoutRow: number;
  /**
   * Of the stored files without a row, those listed for removal (PostgreSQL: an upload's
   * reservation, due an hour after it was made; another instance may still be writing its row).
   */
  listed: number;
  problems: string[];
}

function checkKey<V>(key: Key<V>, found: V, what: string, figures: CheckFigures) {
  figures.acked += key.ackedWrites;
  if (key.accepts(found)) figures.found += key.ackedWrites;
  else
    figures.problems.push(`${what}: found ${JSON.stringify(found)}, expected ${JSON.stringify(key.value)}`);
  key.settle(found);
}

async function checkSeeker(seeker: CrashSeeker, figures: CheckFigures): Promise<number> {
  const { model, label } = seeker;
  const state = await readState(seeker.api, seeker.via.token);
  for (const [jobId, key] of model.applied)
    checkKey(key, state.applied.has(jobId), `${label}: application to job ${jobId}`, figures);
  for (const [jobId, key] of model.saved)
    checkKey(key, state.saved.has(jobId), `${label}: saved job ${jobId}`, figures);
  const alerts = new Map(state.alerts.map((a) => [a.searchQuery, a]));
  for (const [query, entry] of model.alerts) {
    const found = alerts.get(query);
    entry.id ??= found?.id;
    checkKey(
      entry.key,
      found ? (found.paused ? "paused" : "active") : "absent",
      `${label}: alert "${query}"`,
      figures,
    );
  }
  checkKey(model.name, state.name, `${label}: name`, figures);

  // Every application found, acknowledged or not, has exactly its CV.
  const filesByJob = new Map<number, number[]>();
  for (const file of state.files) {
    const list = filesByJob.get(file.application.job.id) ?? [];
    list.push(file.id);
    filesByJob.set(file.application.job.id, list);
  }
  for (const jobId of state.applied) {
    const ids = filesByJob.get(jobId) ?? [];
    const expected = model.cvs.get(jobId);
    const bytes = ids.length === 1 ? await state.content(ids[0]) : null;
    if (!expected || !bytes || !bytes.equals(expected)) {
      figures.rowsWithoutFile++;
      figures.problems.push(
        `${label}: application to job ${jobId} has ${ids.length} CV rows, bytes ${bytes ? "differ" : "missing"}`,
      );
    }
  }
  return state.files.length;
}

const storedFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

/** The database's own view, where the test can read it beside the API (PostgreSQL). */
export type ListedKeys = () => Promise<{ rows: Set<string>; listed: Set<string> }>;

/**
 * Checks every seeker; `uploadsDir` holds the stored files of these seekers only. Stored files
 * without rows are counted again for `settleMs`: a start-up sweep may be removing them.
 */
export async function checkAll(
  seekers: CrashSeeker[],
  uploadsDir: string,
  listedKeys?: ListedKeys,
  settleMs = 5000,
) {
  const figures: CheckFigures = {
    acked: 0,
    found: 0,
    rowsWithoutFile: 0,
    filesWithoutRow: 0,
    listed: 0,
    problems: [],
  };
  let rows = 0;
  for (const seeker of seekers) rows += await checkSeeker(seeker, figures);
  const deadline = Date.now() + settleMs;
  let stored = storedFiles(uploadsDir);
  while (stored.length > rows && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    stored = storedFiles(uploadsDir);
  }
  if (stored.length < rows) figures.problems.push(`${rows} CV rows but only ${stored.length} stored files`);
  const extra = Math.max(0, stored.length - rows);
  if (extra && listedKeys) {
    const keys = await listedKeys();
    const orphans = stored.filter((name) => !keys.rows.has(name));
    figures.listed = orphans.filter((name) => keys.listed.has(name)).length;
    figures.filesWithoutRow = orphans.length - figures.listed;
  } else figures.filesWithoutRow = extra;
  if (figures.filesWithoutRow) figures.problems.push(`${figures.filesWithoutRow} stored files without a row`);
  return figures;
}
