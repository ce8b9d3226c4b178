import { checkAll, type CheckFigures } from "./check";
import { crashSeekers, openJobs, startKazi, type DbKind, type Kazi } from "./kazi";
import type { TestIdentity } from "../../services/identity/testing";
import type { Instance } from "../instances";
import { writeUntil } from "./stream";

// The kills on one database: a stream of writes, a SIGKILL at a random moment in it, a restart on
// the same data folder or database, a check. Then again, on the same data.

export type Target = "api" | "web" | "both";

export interface Round extends CheckFigures {
  db: DbKind;
  kill: number;
  target: Target;
  /** Writes sent during the round: answered 2xx, refused (4xx), unanswered. */
  sent: { acked: number; refused: number; unknown: number };
  /** Seconds from the kill until the killed processes answered again. */
  restartS: number;
  refusals: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** api, web, api, both, api, …: the product API in three kills of four, the web server in two. */
function targets(kills: number, web: boolean): Target[] {
  const cycle: Target[] = web ? ["api", "web", "api", "both"] : ["api"];
  return Array.from({ length: kills }, (_, i) => cycle[i % cycle.length]);
}

async function killAndRestart(kazi: Kazi, target: Target) {
  const victims = target === "both" ? [kazi.api, kazi.web!] : [target === "api" ? kazi.api : kazi.web!];
  await Promise.all(victims.map((v) => v.kill()));
  // The stream keeps writing a moment against the dead processes: those writes are unanswered.
  await sleep(300);
  return victims;
}

export async function runKills(
  db: DbKind,
  identity: TestIdentity,
  opts: { kills: number; web: boolean; log: (line: string) => void },
): Promise<Round[]> {
  const planned = targets(opts.kills, opts.web);
  // The web server only where a kill takes it down: a single kill is the product API's.
  const kazi = await startKazi(db, identity, { web: planned.some((target) => target !== "api") });
  const rounds: Round[] = [];
  try {
    const jobIds = await openJobs(kazi);
    const seekers = await crashSeekers(kazi, identity, jobIds);
    const saveJobs = jobIds.slice(0, 40);
    // What each seeker starts with (the name they signed up with), as the first round's baseline.
    await checkAll(seekers, kazi.uploadsDir, kazi.listedKeys, 0);
    for (const [i, target] of planned.entries()) {
      let stop!: () => void;
      const stopped = new Promise<void>((r) => (stop = r));
      const stream = writeUntil(seekers, saveJobs, stopped);
      await Promise.race([stream.flowing, sleep(60_000)]);
      await sleep(500 + Math.random() * 2500);
      const killedAt = performance.now();
      const victims = await killAndRestart(kazi, target);
      stop();
      const sent = await stream.done;
      // The API first: the web server answers ready only once the API does.
      for (const victim of [kazi.api, kazi.web].filter((i): i is Instance => !!i && victims.includes(i)))
        await victim.start();
      const restartS = (performance.now() - killedAt) / 1000;
      const figures = await checkAll(seekers, kazi.uploadsDir, kazi.listedKeys);
      const round: Round = { db, kill: i + 1, target, sent, restartS, refusals: sent.refusals, ...figures };
      rounds.push(round);
      opts.log(
        `${db} kill ${i + 1} (${target}): ${sent.acked} acknowledged, ${figures.found}/${figures.acked} found, ` +
          `${figures.rowsWithoutFile} rows without file, ${figures.filesWithoutRow} files without row ` +
          `(${figures.listed} more listed for removal), ` +
          `back in ${restartS.toFixed(1)} s` +
          [...figures.problems, ...sent.refusals.map((r) => `refused: ${r}`)].map((l) => `\n  ${l}`).join(""),
      );
    }
  } catch (error) {
    console.error(kazi.logs());
    throw error;
  } finally {
    await kazi.stop();
  }
  return rounds;
}
