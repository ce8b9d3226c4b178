import { createApiApp, type ApiApp, type ApiAppOptions } from "./app";
import { productApiConfig, type ProductApiConfig } from "./config";
import { createDb, type Database } from "./db/client";
import { runMigrations } from "./db/migrate";
import { createStorage } from "./lib/storage";
import { releaseUploadsOfDeadRequests, removeStoredFiles } from "./routes/account/file-deletions";
import { seedDemoJobsIfEmpty } from "./seed/seed";
import { createMailer, type Mailer } from "../mail";
import type { DigestWorker } from "./routes/alerts/digest-worker";
import type { ImportWorker } from "./import/import-worker";
import type { RetentionWorker } from "./retention/retention-worker";
import type { SearchEngineNotices } from "./search-engines/search-engine-notices";
import type { Notifier } from "./notify/deliver";

export interface StartedProductApi {
  app: ApiApp;
  database: Database;
  /** The job-alert digest worker, unless ALERTS_CRON=off. */
  alerts?: DigestWorker;
  /** The data-retention worker, unless ALERTS_CRON=off or RETENTION_CRON=off. */
  retention?: RetentionWorker;
  /** The career-feed importer, unless ALERTS_CRON=off or IMPORT_CRON=off. */
  imports?: ImportWorker;
  /** The search engines' notice queue, when IndexNow or Google's Indexing API is configured. */
  searchEngines?: SearchEngineNotices;
  /** The notification channels' queue (notify/deliver.ts); it only queues with ALERTS_CRON=off. */
  notifier?: Notifier;
}

/** Opens the configured database, migrates it, seeds the demo jobs if empty and builds the app. */
export async function startProductApi(
  onJobsChanged?: ApiAppOptions["onJobsChanged"],
): Promise<StartedProductApi> {
  const config = productApiConfig();
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.pgliteDir,
  });
  await runMigrations(database);
  if (await seedDemoJobsIfEmpty(database.db)) console.log("[product-api] seeded the demo jobs");
  const { smtpUrl, mailDataDir, mailFrom } = config.alerts;
  const mailer = createMailer({ smtpUrl, dataDir: mailDataDir, from: mailFrom });
  const storage = await createStorage(config.storage);
  const searchEngines = await startSearchEngines(database, config);
  const notifier = await startNotifications(database, config, mailer);
  const app = createApiApp({
    db: database.db,
    replica: database.replica,
    auth: config.auth,
    storage,
    onJobsChanged,
    searchEngines,
    trustedProxies: config.trustedProxies,
    redisUrl: config.redisUrl,
    notifier,
    alerts: {
      secret: config.alerts.secret,
      siteUrl: config.alerts.siteUrl,
      siteName: config.alerts.siteName,
      mailer,
    },
    phone: config.phone,
  });
  const started = performance.now();
  await app.catchUp();
  // Files of deleted accounts the store could not remove at the time (routes/account/file-deletions.ts),
  // and, on PGlite, which this process alone holds, the CVs of applications the last process was
  // killed before writing: their requests died with it.
  if (database.kind === "pglite" && !config.building) await releaseUploadsOfDeadRequests(database.db);
  void removeStoredFiles(database.db, storage);
  console.log(`[product-api] search index ready in ${Math.round(performance.now() - started)} ms`);
  let alerts: DigestWorker | undefined;
  // `next build` opens the embedded API to prerender pages; its workers must not mail anyone.
  const { building } = config;
  if (config.alerts.cron !== "off" && !building) {
    const { startDigestWorker } = await import("./routes/alerts/digest-worker");
    const deps = { db: database.db, search: app.search, mailer, notifier, ...config.alerts };
    // Without its queue the API still serves everything else; the alerts wait for the next start.
    alerts = await startDigestWorker(database, deps, { cron: config.alerts.cron }).catch((error) => {
      console.error("[alerts] the digest queue did not start; no alert mail from this process:", error);
      return undefined;
    });
  }
  let retention: RetentionWorker | undefined;
  // Deletes applications and CVs past the privacy policy's keeping time (retention/retention-worker.ts
  // says why here). ALERTS_CRON=off means no background workers at all in this process (tests, tools).
  if (config.alerts.cron !== "off" && config.retention.cron !== "off" && !building) {
    const { startRetentionWorker } = await import("./retention/retention-worker");
    retention = await startRetentionWorker(
      database,
      { db: database.db, storage },
      { cron: config.retention.cron },
    ).catch((error) => {
      console.error("[retention] the retention queue did not start; the next start tries again:", error);
      return undefined;
    });
  }
  let imports: ImportWorker | undefined;
  if (config.alerts.cron !== "off" && config.imports.cron !== "off" && !building) {
    const { startImportWorker } = await import("./import/import-worker");
    const deps = {
      db: database.db,
      siteUrl: config.alerts.siteUrl,
      // As a job write through the API does (routes/jobs/jobs-changed.ts): this instance's index at
      // once, then cached pages and search engines.
      async onJobsChanged(ids: number[]) {
        await app.search.catchUp();
        await onJobsChanged?.(ids);
        await searchEngines?.jobsChanged(ids);
      },
    };
    imports = await startImportWorker(database, deps, { cron: config.imports.cron }).catch((error) => {
      console.error("[import] the import queue did not start; feeds wait for the next start:", error);
      return undefined;
    });
  }
  return { app, database, alerts, retention, imports, searchEngines, notifier };
}

/**
 * The channels (notify/channels.ts) and their delivery queue. ALERTS_CRON=off keeps this process
 * out of the background work, as for the search engines: it queues, the other instances send.
 */
async function startNotifications(database: Database, config: ProductApiConfig, mailer: Mailer) {
  if (config.building) return undefined;
  const [{ createChannels }, { startNotifier }] = await Promise.all([
    import("./notify/channels"),
    import("./notify/deliver"),
  ]);
  const { push, dailyCap } = config.notify;
  return startNotifier(database, {
    channels: createChannels({ db: database.db, mailer, push, phone: config.phone }),
    pushPublicKey: () => push.keys.publicKey,
    siteUrl: config.alerts.siteUrl,
    secret: config.alerts.secret,
    dailyCap,
    work: config.alerts.cron !== "off",
  }).catch((error) => {
    console.error(
      "[notify] the notification queue did not start; no notifications from this process:",
      error,
    );
    return undefined;
  });
}

/**
 * The search engines' notices, when an engine is configured. ALERTS_CRON=off keeps this process out
 * of the background work: it still queues its writes' notices, and the other instances send them.
 */
async function startSearchEngines(database: Database, config: ProductApiConfig) {
  const { indexNow, google } = config.searchEngines;
  if ((!indexNow && !google) || config.building) return undefined;
  const { startSearchEngineNotices } = await import("./search-engines/search-engine-notices");
  return startSearchEngineNotices(database, config.searchEngines, {
    work: config.alerts.cron !== "off",
  }).catch((error) => {
    console.error(
      "[search-engines] the notice queue did not start; engines learn of changes by crawling:",
      error,
    );
    return undefined;
  });
}
