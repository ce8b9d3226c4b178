import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";

/**
 * With `CPU_PROFILE_DIR` set, SIGUSR2 starts a CPU profile of this process and the next SIGUSR2
 * writes it to `{dir}/{name}-{pid}-{n}.cpuprofile` (open it in Chrome DevTools or speedscope).
 * `npm run bench -- --profile` uses it to profile the web app and the API during one row only,
 * without start-up and warm-up. Without the variable nothing is listened for. `alsoOnSignal` runs
 * on each signal too (the web server passes it on to its render thread).
 */
export function profileOnSignal(
  name: string,
  alsoOnSignal?: () => void,
  dir = process.env.CPU_PROFILE_DIR,
): void {
  const toggle = cpuProfiler(name, dir);
  if (!toggle) return;
  process.on("SIGUSR2", () => {
    toggle();
    alsoOnSignal?.();
  });
}

/**
 * Starts a CPU profile of this thread, or writes the one running (as profileOnSignal says); null
 * without a folder to write to. A worker thread profiles itself: inspector sessions are per thread.
 */
export function cpuProfiler(name: string, dir = process.env.CPU_PROFILE_DIR): (() => void) | null {
  if (!dir) return null;
  const session = new Session();
  session.connect();
  let running = false;
  let count = 0;
  return () => {
    if (!running) {
      running = true;
      session.post("Profiler.enable", () => session.post("Profiler.start"));
      return;
    }
    running = false;
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      writeFileSync(
        join(dir, `${name}-${process.pid}-${++count}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  };
}
