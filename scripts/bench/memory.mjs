// Resident memory of Kazi's processes, read from /proc (Linux): each group is a process and everything
// it started (Next.js may fork workers), so a group's figure is what stopping it would give back.
import { readdirSync, readFileSync } from "node:fs";

function processTable() {
  const table = new Map(); // pid -> { ppid, kb }
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${name}/status`, "utf8"));
      table.set(Number(name), { ppid, kb: rss ? Number(rss[1]) : 0 });
    } catch {
      // gone between the listing and the read
    }
  }
  return table;
}

function treeKb(table, root) {
  let kb = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    kb += table.get(pid)?.kb ?? 0;
    for (const [child, { ppid }] of table) if (ppid === pid) todo.push(child);
  }
  return kb;
}

/** The PostgreSQL server listening on `port` (pg_ctl detaches it, so it is no child of ours). */
export function postmasterPid(port) {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      if (args[0].endsWith("/postgres") && args.includes("-p") && args[args.indexOf("-p") + 1] === port)
        return Number(name);
    } catch {
      // gone
    }
  }
  return undefined;
}

/**
 * Samples the RSS of process trees (`groups`: name -> root pid) while a promise runs; `peak` is the
 * sample with the largest sum of the `counted` groups, in MB per group. `idle` is one sample taken
 * `seconds` after the load stopped: what Kazi keeps once the storm is over.
 */
export function memorySampler(groups, counted = Object.keys(groups)) {
  let peak = { total: 0, groups: {} };
  let idle;
  const measure = () => {
    const table = processTable();
    const mb = Object.fromEntries(
      Object.entries(groups).map(([name, pid]) => [name, pid ? treeKb(table, pid) / 1024 : 0]),
    );
    return { total: counted.reduce((sum, name) => sum + mb[name], 0), groups: mb };
  };
  const sample = () => {
    const now = measure();
    if (now.total > peak.total) peak = now;
  };
  return {
    /** One sample now: { total, groups }. */
    now: measure,
    async settle(seconds) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      idle = { ...measure(), seconds };
    },
    get idle() {
      return idle;
    },
    async during(promise) {
      const timer = setInterval(sample, 500);
      try {
        return await promise;
      } finally {
        clearInterval(timer);
        sample();
      }
    },
    get peak() {
      return peak;
    },
  };
}
