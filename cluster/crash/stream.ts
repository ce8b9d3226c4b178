import { Key, type AlertState, type SeekerModel } from "./model";
import { uniqueCv, writesOf, type Answer, type Via } from "./writer";

// The stream of writes the kills land in: every seeker writes one thing at a time, as a person
// does, and the seekers write at once. Applications with a CV are the most frequent: a kill between
// storing the file and writing the row is what the test hunts for.

export interface CrashSeeker {
  label: string;
  via: Via;
  /** The product API's origin, for the checks. */
  api: string;
  model: SeekerModel;
  /** Jobs this seeker has not applied to yet. */
  jobs: number[];
}

let alertSequence = 0;
let nameSequence = 0;

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function oneWrite(seeker: CrashSeeker, saveJobs: number[]): Promise<Answer> {
  const { model } = seeker;
  const write = writesOf(seeker.via);
  const roll = Math.random();
  if (roll < 0.4) {
    const jobId = seeker.jobs.pop();
    if (jobId === undefined) throw new Error(`${seeker.label} ran out of jobs to apply to`);
    const cv = uniqueCv();
    model.cvs.set(jobId, cv);
    const answer = await write.apply(jobId, cv);
    model.keyOf(model.applied, jobId, false).record(answer.outcome, true);
    return answer;
  }
  if (roll < 0.65) {
    const jobId = pick(saveJobs);
    const key = model.keyOf(model.saved, jobId, false);
    const value = !key.value;
    const answer = await write.save(jobId, value);
    key.record(answer.outcome, value);
    return answer;
  }
  if (roll < 0.85) {
    const known = [...model.alerts.values()].filter((a) => a.id !== undefined && a.key.value !== "absent");
    const present = [...model.alerts.values()].filter((a) => a.key.value !== "absent").length;
    if (known.length && (present >= 12 || Math.random() < 0.5)) {
      const alert = pick(known);
      if (Math.random() < 0.4) {
        const answer = await write.deleteAlert(alert.id!);
        alert.key.record(answer.outcome, "absent");
        return answer;
      }
      const paused = alert.key.value !== "paused";
      const answer = await write.pauseAlert(alert.id!, paused);
      alert.key.record(answer.outcome, paused ? "paused" : "active");
      return answer;
    }
    const searchQuery = `crash alert ${++alertSequence}`;
    const entry = { key: new Key<AlertState>("absent"), id: undefined as number | undefined };
    model.alerts.set(searchQuery, entry);
    const answer = await write.createAlert(searchQuery);
    entry.key.record(answer.outcome, "active");
    if (answer.outcome === "acked") entry.id = alertIdOf(answer.json);
    return answer;
  }
  const name = `${seeker.label} ${++nameSequence}`;
  const answer = await write.rename(name);
  model.name.record(answer.outcome, name);
  return answer;
}

function alertIdOf(json: unknown): number | undefined {
  const body = json as { id?: number; alert?: { id?: number } } | undefined;
  return body?.alert?.id ?? body?.id;
}

export interface StreamFigures {
  acked: number;
  refused: number;
  unknown: number;
  /** Refusals, for the report: the stream provokes none, so each is worth a look. */
  refusals: string[];
}

/**
 * Writes until `stop` resolves; `flowing` resolves at the stream's tenth acknowledged write (the
 * processes warm, so a kill lands in a stream in full flow). `done` resolves once the writes in flight
 * have their answers.
 */
export function writeUntil(seekers: CrashSeeker[], saveJobs: number[], stop: Promise<void>) {
  const figures: StreamFigures = { acked: 0, refused: 0, unknown: 0, refusals: [] };
  let stopped = false;
  void stop.then(() => (stopped = true));
  let flowed!: () => void;
  const flowing = new Promise<void>((r) => (flowed = r));
  const done = Promise.all(
    seekers.map(async (seeker) => {
      while (!stopped) {
        const answer = await oneWrite(seeker, saveJobs);
        figures[answer.outcome]++;
        if (figures.acked === 10) flowed();
        if (answer.outcome === "refused" && figures.refusals.length < 10)
          figures.refusals.push(`${seeker.label}: ${answer.status} ${JSON.stringify(answer.json)}`);
        // A process that is down answers at once: no need to hammer it while it restarts.
        if (answer.status === 0) await new Promise((r) => setTimeout(r, 100));
      }
    }),
  ).then(() => figures);
  return { flowing, done };
}
