import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { dirname } from "node:path";
import { createBackupEndpoint } from "../backup/endpoint";
import { withAccessLog } from "../operations/access-log";
import { profileOnSignal } from "../operations/cpu-profile";
import { closeRedisProbes } from "../operations/health";
import { collectWhenIdle } from "../operations/idle-gc";
import { loggerFor } from "../operations/logger";
import { currentRequestId } from "../operations/request-context";
import { shutDownOnSignals } from "../operations/shutdown";
import { productApiConfig, type ProductApiConfig } from "./config";
import { createImportEndpoint } from "./import/import-endpoint";
import { startProductApi } from "./start";

// Standalone product API (used when the web app has PRODUCT_API_URL). `npx tsx services/product-api/server.ts`

const log = loggerFor("product-api");

/** Tells the web app which jobs changed, when it exposes a revalidation hook (REVALIDATE_URL + REVALIDATE_SECRET). */
function revalidationHook(revalidate: ProductApiConfig["server"]["revalidate"]) {
  if (!revalidate) return undefined;
  const { url, secret } = revalidate;
  return async (ids: number[]) => {
    // The job write's id, so the web app's log line of the revalidation names it too.
    const id = currentRequestId();
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "x-revalidate-secret": secret,
        "content-type": "application/json",
        ...(id && { "x-request-id": id }),
      },
      body: JSON.stringify({ jobIds: ids }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
  };
}

async function main() {
  // Read (and validated) before anything opens: a wrong variable stops the server with its name.
  const { port, host, revalidate, identityInProcess } = productApiConfig().server;
  const {
    app,
    database,
    alerts,
    retention,
    imports: importer,
    searchEngines,
    notifier,
  } = await startProductApi(revalidationHook(revalidate));
  // The embedded identity provider on this process's engine (IDENTITY_IN_PRODUCT_API, PGlite only).
  // Imported only then: the standalone bundle leaves it out (scripts/standalone.mjs).
  const identity = identityInProcess
    ? await import("../identity/in-product-api").then((m) =>
        m.startIdentityOnPglite(database.pglite!, {}, app.revocations),
      )
    : undefined;
  if (identity) log.info({ issuer: identity.url }, "identity provider listening in this process");
  // `npm run backup` on the embedded default goes through this process, which holds the database.
  const { storage, pgliteDir } = productApiConfig();
  const backup =
    database.pglite && !storage.s3
      ? createBackupEndpoint({
          pglite: database.pglite,
          uploadsDir: storage.uploadsDir,
          dataDir: dirname(pgliteDir),
        })
      : undefined;
  // `npm run import` likewise, for the same reason.
  const imports = database.pglite
    ? createImportEndpoint({
        db: database.db,
        dataDir: dirname(pgliteDir),
        siteUrl: productApiConfig().alerts.siteUrl,
        onJobsChanged: async (ids) => {
          await app.search.catchUp();
          await revalidationHook(revalidate)?.(ids);
          await searchEngines?.jobsChanged(ids);
        },
      })
    : undefined;
  const handle: typeof app.fetch = async (request, ...rest) =>
    (await backup?.(request)) ?? (await imports?.(request)) ?? app.fetch(request, ...rest);
  const server = serve({ fetch: withAccessLog(handle, log), port, hostname: host }, () =>
    log.info({ port, host }, `listening on http://localhost:${port}/api/v1 (docs: /api/v1/openapi.json)`),
  ) as Server;
  collectWhenIdle([server], {
    onCollect: (before, after) =>
      log.info(
        { heapMb: Math.round(after / 2 ** 20), freedMb: Math.round((before - after) / 2 ** 20) },
        "idle: heap collected",
      ),
  });
  profileOnSignal("product-api");
  shutDownOnSignals(server, {
    log,
    onDraining: () => app.readiness.drain(),
    close: async () => {
      await Promise.all([
        alerts?.stop(),
        retention?.stop(),
        importer?.stop(),
        searchEngines?.stop(),
        notifier?.stop(),
        identity?.close({ graceMs: 10_000 }),
      ]);
      await Promise.all([database.close(), app.close(), closeRedisProbes()]);
    },
  });
}

main().catch((error) => {
  log.fatal({ err: error }, "failed to start");
  process.exit(1);
});
