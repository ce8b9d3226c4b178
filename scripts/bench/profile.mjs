// `--profile`: CPU profiles of the web app and the product API during one bench row. Both processes
// run with CPU_PROFILE_DIR (services/operations/cpu-profile.ts): SIGUSR2 starts a profile, the next
// one writes it. The summary names where the time went: the functions with the most self time, and
// the packages (or our own folders) they belong to.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** Profiles `pids` (name -> pid) while `promise` runs; the files appear in the processes' folder. */
export async function profiling(pids, promise) {
  for (const pid of Object.values(pids)) process.kill(pid, "SIGUSR2");
  try {
    return await promise;
  } finally {
    for (const pid of Object.values(pids)) process.kill(pid, "SIGUSR2");
    await sleep(2000); // writing a profile takes a moment
  }
}

/** 'next', 'react-dom', '@hono/node-server', 'lib/…' or '(program)': who a frame belongs to. */
function ownerOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(node internals)";
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const modules = url.lastIndexOf("node_modules/");
  if (modules !== -1) {
    const parts = url.slice(modules + 13).split("/");
    const name = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    // Next ships React and others precompiled inside its own folder.
    const compiled = url.indexOf("/compiled/", modules);
    return compiled === -1 ? name : `next/compiled/${url.slice(compiled + 10).split("/")[0]}`;
  }
  const chunk = /\.next[^/]*\/server\/chunks\//.test(url);
  if (chunk) return "app bundle (.next server chunks)";
  const root = new URL("../..", import.meta.url).pathname;
  return url.replace("file://", "").replace(root, "").split("/").slice(0, 2).join("/");
}

/** Self time per function and per owner, largest first, as shares of the sampled time. */
export function summarizeProfile(file, top = 12) {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  samples.forEach((id, i) => {
    const dt = timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const fns = new Map();
  const owners = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const owner = ownerOf(url, functionName);
    const fn = `${functionName || "(anonymous)"} ${owner}${url ? `:${lineNumber + 1}` : ""}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    owners.set(owner, (owners.get(owner) ?? 0) + us);
  }
  const share = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return { seconds: total / 1e6, functions: share(fns), owners: share(owners) };
}
