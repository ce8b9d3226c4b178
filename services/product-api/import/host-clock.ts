import { setTimeout as sleep } from "node:timers/promises";

/** Spaces requests to each host: each caller takes the next free slot, then waits for it. */
export interface HostClock {
  waitTurn(host: string, intervalMs: number): Promise<void>;
}

export function createHostClock(): HostClock {
  const nextAt = new Map<string, number>();
  return {
    async waitTurn(host, intervalMs) {
      const now = Date.now();
      const at = Math.max(now, nextAt.get(host) ?? 0);
      nextAt.set(host, at + intervalMs);
      if (at > now) await sleep(at - now);
    },
  };
}
