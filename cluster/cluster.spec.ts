import { test } from "@playwright/test";
import { startContext, type Context } from "./context";
import { printFigures } from "./report";
import { applyAcrossInstances } from "./scenarios/apply-across";
import { jobWritesReachTheOtherInstance } from "./scenarios/job-writes";
import { postgresRestarted } from "./scenarios/postgres-restart";
import { redisUnavailable } from "./scenarios/redis-outage";
import { webInstanceKilled } from "./scenarios/web-killed";

// The cluster test (README "Running in production"): the scenarios run in order on one
// cluster, each leaving it whole for the next. After a failure Playwright starts a new worker, and
// with it a new cluster for the scenarios left.

let context: Context;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  context = await startContext();
});

test.afterAll(async () => {
  printFigures();
  await context?.db.end();
  await context?.cluster.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.error(context.cluster.logs());
});

test("a job created, changed and closed through web A shows on web B's cached pages within 2 s", async () => {
  await jobWritesReachTheOtherInstance(context);
});

test("a seeker signed in on A applies with a CV on B and sees it on A; only they get the CV", async () => {
  await applyAcrossInstances(context);
});

test("a web instance killed under load: no application fails, is lost or doubled; errors <1%, only at the kill", async () => {
  await webInstanceKilled(context);
});

test("PostgreSQL restarted under load: fast failures with the product's messages, back by itself within 10 s", async ({
  page,
}) => {
  await postgresRestarted(context, page);
});

test("Redis stopped: pages still render, nothing crashes, the shared cache resumes when it returns", async () => {
  await redisUnavailable(context);
});
