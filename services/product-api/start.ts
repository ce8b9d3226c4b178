import { createProductApi, type ProductApi, type ProductApiOptions } from "./app";
import { productApiConfig } from "./config";
import { createDb, type Database } from "./db/client";
import { runMigrations } from "./db/migrate";
import { createLocalStorage } from "./lib/storage";
import { seedDemoJobsIfEmpty } from "./seed/seed";

export interface StartedProductApi {
  app: ProductApi;
  database: Database;
}

/** Opens the configured database, migrates it, seeds the demo jobs if empty and builds the app. */
export async function startProductApi(
  onJobsChanged?: ProductApiOptions["onJobsChanged"],
): Promise<StartedProductApi> {
  const config = productApiConfig();
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  await runMigrations(database);
  if (await seedDemoJobsIfEmpty(database.db)) console.log("[product-api] seeded the demo jobs");
  const app = createProductApi({
    db: database.db,
    auth: config.auth,
    storage: createLocalStorage(config.uploadsDir),
    onJobsChanged,
    trustedProxies: config.trustedProxies,
    redisUrl: config.redisUrl,
  });
  const started = performance.now();
  await app.catchUp();
  console.log(`[product-api] search index ready in ${Math.round(performance.now() - started)} ms`);
  return { app, database };
}
