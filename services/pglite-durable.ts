import fs from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite on a data folder, synced on commit as PostgreSQL is by default.
 *
 * As it ships (0.5), PGlite on Node writes every page and WAL record straight through to its files
 * (Emscripten's NODEFS calls fs.writeSync) but syncs none of them: it starts PostgreSQL with `-F`
 * (fsync=off), fdatasync is a no-op in its WebAssembly, and NODEFS has no fsync. A killed process
 * loses nothing it committed (the writes are in the operating system's cache: npm run test:crash),
 * but a machine that loses power or crashes can lose committed transactions and leave the data folder
 * corrupt. Here fsync is on, WAL is synced with fsync() (the one call that reaches NODEFS), and NODEFS
 * gets the fsync it lacks: a commit returns once its WAL is on disk. It costs one fsync per writing
 * transaction; reads never sync.
 */
class SyncedNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS["init"]>) {
    const started = await super.init(...args);
    const preRun = started.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      // NODEFS's stream operations are one object shared by every open file.
      const ops = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
      ops.fsync = (stream: { nfd: number }) => {
        fs.fsyncSync(stream.nfd);
        return 0;
      };
    });
    return { emscriptenOpts: { ...started.emscriptenOpts, preRun } };
  }
}

/**
 * PGlite.create() options for a data folder (synced on commit), or for memory (nothing to sync),
 * with `params` (e.g. `-c shared_buffers=16MB`) after PGlite's own start parameters.
 */
export function durablePglite(
  dataDir?: string,
  params: string[] = [],
): Pick<PGliteOptions, "fs" | "startParams"> {
  if (!dataDir) return { startParams: [...PGlite.defaultStartParams, ...params] };
  return {
    fs: new SyncedNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
      ...["-c", "fsync=on", "-c", "wal_sync_method=fsync"],
      ...params,
    ],
  };
}
