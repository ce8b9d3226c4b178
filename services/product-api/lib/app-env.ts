import { OpenAPIHono } from "@hono/zod-openapi";
import type { RateLimiter } from "../../rate-limit";
import type { Db } from "../db/client";
import type { Notifier } from "../notify/deliver";
import type { AlertSettings } from "../routes/alerts/alert-settings";
import type { PhoneSettings } from "../notify/phone/phone-config";
import type { Authenticator, AuthUser } from "./auth";
import { validationHook } from "./problem";
import type { Revocations } from "./revocations";
import type { SearchEngineNotices } from "../search-engines/search-engine-notices";
import type { JobSearch } from "../search/job-search";
import type { TrustedProxies } from "./client-address";
import type { Storage } from "./storage";

export interface ProductApiDeps {
  db: Db;
  auth: Authenticator;
  /** Users logged out or deleted: their older tokens are refused. */
  revocations: Revocations;
  storage: Storage;
  search: JobSearch;
  rateLimiter: RateLimiter;
  trustedProxies: TrustedProxies;
  /** Called after jobs are created, changed or deleted, e.g. to revalidate cached pages. */
  onJobsChanged?: (ids: number[]) => void | Promise<void>;
  /** Queues the search engines' notices of job changes (search-engines/), when any is configured. */
  searchEngines?: Pick<SearchEngineNotices, "jobsChanged">;
  /** Job alerts: unsubscribe links and the digest mails. */
  alerts: AlertSettings;
  /** The phone channels' providers and the one-time codes' key (notify/phone). */
  phone: PhoneSettings;
  /** Notifications beyond the digests (notify/deliver.ts): the channels, and their queue. */
  notifier?: Notifier;
}

export interface AppEnv {
  Variables: {
    deps: ProductApiDeps;
    user: AuthUser | undefined;
  };
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
