import { expect } from "@playwright/test";
import type { Context } from "../context";
import { apply, PDF } from "../load";
import { record } from "../report";
import { signUpOn } from "../sign-in";

// A seeker signs in on web A, applies with a CV on web B and sees the application on web A. The CV
// is in the object store, and only its owner gets it back.

export async function applyAcrossInstances({ cluster, webA, webB, jobIds, seekers, db }: Context) {
  const seeker = await signUpOn(webA, cluster.site, cluster.identity);
  const jobId = jobIds[jobIds.length - 1];
  const applied = await apply(webB, cluster.site, seeker, jobId);
  expect(applied.status, await applied.clone().text()).toBe(201);

  const mine = await fetch(`${webA}/api/applications`, { headers: { cookie: seeker.cookie } });
  expect(mine.status).toBe(200);
  const list = (await mine.json()) as { applications: { id: number; job: { id: number } }[] };
  expect(list.applications.map((a) => a.job.id)).toEqual([jobId]);

  const { rows } = await db.query<{ storage_key: string }>(
    `select f.storage_key from application_files f where f.application_id = $1 and f.kind = 'resume'`,
    [list.applications[0].id],
  );
  expect(rows).toHaveLength(1);
  const keys = await cluster.s3.keys();
  expect(keys, "the CV is in the bucket").toContain(rows[0].storage_key);

  const files = await fetch(`${webA}/api/files?kind=resume`, { headers: { cookie: seeker.cookie } });
  expect(files.status).toBe(200);
  const [cv] = ((await files.json()) as { files: { id: number }[] }).files;
  const download = (cookie?: string) =>
    fetch(`${cluster.site}/api/files/${cv.id}`, { headers: cookie ? { cookie } : {} });
  const owner = await download(seeker.cookie);
  expect(owner.status).toBe(200);
  expect(Buffer.from(await owner.arrayBuffer()).equals(PDF), "the owner gets the CV back").toBe(true);
  const stranger = await download(seekers[0].cookie);
  const guest = await download();
  expect([403, 404], "another seeker").toContain(stranger.status);
  expect(guest.status, "a guest").toBe(401);
  // (s3rver, unlike S3 or MinIO, serves any object to anyone who asks: the store's own privacy is
  // not tested here, only that Kazi hands out the CV itself, never a link into the store.)
  expect(owner.headers.get("content-type")).toBe("application/pdf");
  record("Seeker signs in on A, applies with a CV on B, sees it on A", {
    "CV object in the bucket": rows[0].storage_key,
    "download by owner / other seeker / guest": `${owner.status} / ${stranger.status} / ${guest.status}`,
  });
}
