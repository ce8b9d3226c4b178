import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiApp, type ApiAppOptions } from "../app";
import type { Authenticator, AuthOptions } from "../lib/auth";
import { createLocalStorage, type Storage } from "../lib/storage";
import type { TestDatabase, TestDatabaseKind } from "./databases";

export const TEST_AUDIENCE = "http://localhost:3000/api/v1";

export interface TestApi {
  handle: TestDatabase;
  uploadsDir: string;
  storage: Storage;
  /** The files currently in the uploads folder (the local store's). */
  storedFiles(): string[];
  /** Sends a request to the app; `token` becomes the bearer token. */
  request(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApi(
  kind: TestDatabaseKind,
  options: {
    /** An identity provider's issuer, or a stand-in that turns a token into a user. */
    auth: AuthOptions | Authenticator;
    onJobsChanged?: ApiAppOptions["onJobsChanged"];
    searchEngines?: ApiAppOptions["searchEngines"];
    /** The store under test (e.g. `() => createStorage({ uploadsDir: "", s3 })`); the folder `dir` by default. */
    storage?: (dir: string) => Storage | Promise<Storage>;
    trustedProxies?: string;
    /** The phone channels' settings (notify/phone/phone-config.ts); none configured when left out. */
    phone?: ApiAppOptions["phone"];
    /** The notification channels' queue, started on the test's database (notify/deliver.ts). */
    notifier?: (database: TestDatabase["database"]) => Promise<ApiAppOptions["notifier"]>;
    alerts?: ApiAppOptions["alerts"];
  },
): Promise<TestApi> {
  const handle = await kind.open();
  const notifier = await options.notifier?.(handle.database);
  const uploadsDir = mkdtempSync(join(tmpdir(), "kazi-uploads-"));
  const storage = (await options.storage?.(uploadsDir)) ?? createLocalStorage(uploadsDir);
  const app = createApiApp({
    db: handle.database.db,
    auth: options.auth,
    storage,
    onJobsChanged: options.onJobsChanged,
    searchEngines: options.searchEngines,
    trustedProxies: options.trustedProxies,
    phone: options.phone,
    notifier,
    alerts: options.alerts,
  });
  return {
    handle,
    uploadsDir,
    storage,
    storedFiles: () => readdirSync(uploadsDir),
    async request(path, { token, ...init } = {}) {
      // Tests write jobs straight into the database between requests; a server notices such writes
      // by other processes within a quarter second (search/job-search.ts), a test should not wait.
      await app.catchUp();
      const headers = new Headers(init.headers);
      if (token) headers.set("authorization", `Bearer ${token}`);
      return app.fetch(new Request(`http://product-api.test${path}`, { ...init, headers }));
    },
    async close() {
      await notifier?.stop();
      await handle.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const jsonBody = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
