import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { startTestIdentity, type TestIdentity } from "../../../identity/testing";
import type { Job, JobList } from "../../contract";
import { createApiApp, type ApiApp } from "../../app";
import { productApiConfig } from "../../config";
import { createDb, type Database } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { jobs } from "../../db/schema";
import { createLocalStorage } from "../../lib/storage";
import { jsonBody, TEST_AUDIENCE } from "../../testing/api";
import { insertTestJob, jobInput } from "../../testing/fixtures";
import { startTestPostgres, type TestPostgres } from "../../testing/postgres";

// DATABASE_REPLICA_URL: a second database on the same PostgreSQL 15 server stands in for the
// replica. Its rows differ from the primary's on purpose, so each answer shows where it was read.

let identity: TestIdentity;
let employerToken: string;
let server: TestPostgres;
let database: Database;
let replica: Database;
let api: ApiApp;
let uploadsDir: string;

beforeAll(async () => {
  identity = await startTestIdentity({ audience: TEST_AUDIENCE });
  employerToken = await identity.employerToken();
  server = await startTestPostgres();
  const admin = await createDb({ databaseUrl: server.url });
  await admin.db.execute(sql`CREATE DATABASE replica`);
  await admin.close();
  const replicaUrl = server.url.replace(/\/postgres$/, "/replica");
  // As start.ts opens them: the primary and its replica from one configuration.
  const config = productApiConfig({ DATABASE_URL: server.url, DATABASE_REPLICA_URL: replicaUrl });
  database = await createDb({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    poolSize: config.databasePoolSize,
  });
  replica = await createDb({ databaseUrl: replicaUrl });
  await runMigrations(database);
  await runMigrations(replica);
  uploadsDir = mkdtempSync(join(tmpdir(), "kazi-uploads-"));
  api = createApiApp({
    db: database.db,
    replica: database.replica,
    auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
    storage: createLocalStorage(uploadsDir),
  });
}, 90_000);

afterAll(async () => {
  await database?.close();
  await replica?.close();
  await server?.stop();
  await identity?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

const get = (path: string) => api.fetch(new Request(`http://product-api.test${path}`));
const search = async (words: string) => {
  const res = await get(`/api/v1/jobs?searchQuery=${encodeURIComponent(words)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as JobList).jobs;
};
const titlesIn = (db: Database, title: string) =>
  db.db.select({ company: jobs.company }).from(jobs).where(eq(jobs.title, title));

describe("jobs with a read replica (DATABASE_REPLICA_URL) on PostgreSQL 15", () => {
  it("refuses a replica without a PostgreSQL primary, naming the variable", () => {
    expect(() => productApiConfig({ DATABASE_REPLICA_URL: "postgres://replica.internal/kazi" })).toThrow(
      "Invalid environment configuration:\n  DATABASE_REPLICA_URL: needs DATABASE_URL",
    );
  });

  it("searches and lists jobs from the replica, and reads one job by id from the primary", async () => {
    const onReplica = await insertTestJob(replica.db, { title: "Lighthouse Keeper", company: "Replica Co" });
    const onPrimary = await insertTestJob(database.db, { title: "Harbour Pilot", company: "Primary Co" });
    expect(onReplica.id).toBe(onPrimary.id);
    await api.catchUp();

    expect(await search("lighthouse")).toMatchObject([{ title: "Lighthouse Keeper", company: "Replica Co" }]);
    expect(await search("harbour")).toEqual([]);
    const res = await get("/api/v1/jobs");
    expect(((await res.json()) as JobList).jobs.map((job) => job.company)).toEqual(["Replica Co"]);

    const one = await get(`/api/v1/jobs/${onPrimary.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ title: "Harbour Pilot", company: "Primary Co" });
  });

  it("writes to the primary, and reads from the primary while the replica has not caught up", async () => {
    const created = await api.fetch(
      new Request("http://product-api.test/api/v1/jobs", {
        ...jsonBody(jobInput({ title: "Radio Operator", company: "Primary Co" })),
        headers: { "content-type": "application/json", authorization: `Bearer ${employerToken}` },
      }),
    );
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    expect(await titlesIn(database, "Radio Operator")).toEqual([{ company: "Primary Co" }]);
    expect(await titlesIn(replica, "Radio Operator")).toEqual([]);

    // The replica lags behind the write: the search has it at once all the same, read from the primary.
    expect(await search("radio")).toMatchObject([{ id: job.id, company: "Primary Co" }]);

    // Replication catches up (here by hand, with the replica's own copy told apart by its company).
    const copy = await insertTestJob(replica.db, { title: "Radio Operator", company: "Replica Co" });
    expect(copy.id).toBe(job.id);
    await api.catchUp();
    expect(await search("radio")).toMatchObject([{ id: job.id, company: "Replica Co" }]);
  });

  it("reads from the primary while the replica is unreachable, and from the replica when it returns", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await database.db.execute(sql`ALTER DATABASE replica ALLOW_CONNECTIONS false`);
      await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'replica'`,
      );
      await insertTestJob(database.db, { title: "Ferry Captain", company: "Primary Co" });
      await api.catchUp();
      expect(await search("ferry")).toMatchObject([{ company: "Primary Co" }]);
      expect(errors).toHaveBeenCalledWith(
        "[product-api] read replica unreachable; reading from the primary:",
        expect.anything(),
      );

      await database.db.execute(sql`ALTER DATABASE replica ALLOW_CONNECTIONS true`);
      await insertTestJob(replica.db, { title: "Ferry Captain", company: "Replica Co" });
      await api.catchUp();
      expect(await search("ferry")).toMatchObject([{ company: "Replica Co" }]);
      expect(errors).toHaveBeenCalledWith("[product-api] the read replica answers again");
    } finally {
      await database.db.execute(sql`ALTER DATABASE replica ALLOW_CONNECTIONS true`);
      errors.mockRestore();
    }
  });
});
