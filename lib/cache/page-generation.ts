// A number that grows with every job write this process makes known (lib/cache/invalidate-jobs.ts),
// read by the web server's page cache (front-cache.ts) to drop pages rendered before the write.
// On globalThis: Next bundles lib code apart from the server that reads it. The web server renders
// in a worker thread (scripts/web-renderer.ts) and reads the number in its main thread: both use one
// shared counter, handed to the worker at its start (shareGeneration).
const KEY = Symbol.for("kazi.pageGeneration");
const store = globalThis as { [KEY]?: Int32Array };

function counter(): Int32Array {
  return (store[KEY] ??= new Int32Array(new SharedArrayBuffer(4)));
}

export function pageGeneration(): number {
  return Atomics.load(counter(), 0);
}

export function bumpPageGeneration(): void {
  Atomics.add(counter(), 0, 1);
}

/** The counter's memory, to hand to a worker thread, or to take the one a parent handed over. */
export function shareGeneration(buffer?: SharedArrayBuffer): SharedArrayBuffer {
  if (buffer) store[KEY] = new Int32Array(buffer);
  return counter().buffer as SharedArrayBuffer;
}
