import { onShutdown } from "../operations/shutdown";
import { startProductApi } from "./start";

export interface EmbeddedProductApi {
  fetch: (request: Request) => Promise<Response>;
}

type JobsChangedListener = (ids: number[]) => void | Promise<void>;

// Kept on globalThis: Next.js may load this module once per route bundle and again after hot
// reloads, but the process must open the database (one PGlite folder) exactly once.
const state = globalThis as typeof globalThis & {
  __kaziProductApi?: Promise<EmbeddedProductApi>;
  __kaziJobsChangedListeners?: Map<string, JobsChangedListener>;
};
const listeners = (state.__kaziJobsChangedListeners ??= new Map());

/**
 * Registers a callback, under a name, for job writes made through the embedded API (the web app's
 * cache invalidation). By name: each route bundle registers its own copy of the same function, and
 * one call per write is enough. Returns a function that removes it.
 */
export function onEmbeddedJobsChanged(name: string, listener: JobsChangedListener): () => void {
  listeners.set(name, listener);
  return () => listeners.delete(name);
}

async function start(): Promise<EmbeddedProductApi> {
  const { app, database, alerts, retention, imports, searchEngines, notifier } = await startProductApi(
    async (ids) => {
      await Promise.all([...listeners.values()].map((listener) => listener(ids)));
    },
  );
  // The web server closes the database after its last response (a PGlite folder closed mid-write
  // must recover at the next start).
  onShutdown(async () => {
    await Promise.all([
      alerts?.stop(),
      retention?.stop(),
      imports?.stop(),
      searchEngines?.stop(),
      notifier?.stop(),
    ]);
    await Promise.all([database.close(), app.close()]);
  });
  return { fetch: async (request) => app.fetch(request) };
}

/** The product API in this process: opened, migrated and seeded on first use, then shared. */
export function getEmbeddedProductApi(): Promise<EmbeddedProductApi> {
  state.__kaziProductApi ??= start().catch((error) => {
    state.__kaziProductApi = undefined;
    throw error;
  });
  return state.__kaziProductApi;
}
