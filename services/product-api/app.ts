import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createRateLimiter, type RateLimiter } from "../rate-limit";
import type { Db } from "./db/client";
import type { AppEnv, ProductApiDeps } from "./lib/app-env";
import { allowedMethods } from "./lib/allowed-methods";
import { parseTrustedProxies } from "./lib/client-address";
import { createAuthenticator, type Authenticator, type AuthOptions } from "./lib/auth";
import { LIMITS } from "./lib/limits";
import { createRevocations } from "./lib/revocations";
import { ApiProblem, noRoute, onError, validationHook } from "./lib/problem";
import type { Storage } from "./lib/storage";
import { settleUnreadBody } from "./lib/unread-body";
import { accountRouter } from "./routes/account/account.index";
import { alertsRouter } from "./routes/alerts/alerts.index";
import { defaultAlertSettings, type AlertSettings } from "./routes/alerts/alert-settings";
import { applicationsRouter } from "./routes/applications/applications.index";
import { filesRouter } from "./routes/files/files.index";
import { createHealthRouter } from "./routes/health/health.index";
import { createReadiness } from "./routes/health/health.readiness";
import { importsRouter } from "./routes/imports/imports.index";
import { jobsRouter } from "./routes/jobs/jobs.index";
import { reportsRouter } from "./routes/reports/reports.index";
import { moderationRouter } from "./routes/moderation/moderation.index";
import { notificationsRouter } from "./routes/notifications/notifications.index";
import { reviewsRouter } from "./routes/reviews/reviews.index";
import { savedJobsRouter } from "./routes/saved-jobs/saved-jobs.index";
import { createJobSearch } from "./search/job-search";
import { sqlQueryRows } from "./db/query-rows";
import { usersRouter } from "./routes/users/users.index";
import { defaultPhoneSettings, type PhoneSettings } from "./notify/phone/phone-config";
import { phoneRouter } from "./routes/phone/phone.index";

export interface ApiAppOptions {
  db: Db;
  /** A read-only replica of db for job reads and search (search/job-search.ts says when it is used). */
  replica?: Db;
  /** The issuer/audience to verify access tokens against, or a ready verifier. */
  auth: AuthOptions | Authenticator;
  storage: Storage;
  /** Called with the ids of jobs created, changed or deleted (e.g. to revalidate cached pages). */
  onJobsChanged?: (ids: number[]) => void | Promise<void>;
  /** Told of the same ids, to notify search engines (search-engines/search-engine-notices.ts). */
  searchEngines?: ProductApiDeps["searchEngines"];
  /** TRUSTED_PROXIES (lib/client-address.ts); loopback when unset. */
  trustedProxies?: string;
  /** Rate-limit counters: these, else Redis at redisUrl, else the database. */
  rateLimiter?: RateLimiter;
  redisUrl?: string;
  /** Job alerts' unsubscribe secret, site origin and mailer (local defaults when left out). */
  alerts?: Partial<AlertSettings>;
  /** WhatsApp and SMS (notify/phone/phone-config.ts); neither configured when left out. */
  phone?: PhoneSettings;
  /** The notification channels and their queue (notify/deliver.ts); without it, no channel shows. */
  notifier?: ProductApiDeps["notifier"];
}

export type ApiApp = ReturnType<typeof createApiApp>;

export function createApiApp({
  db,
  replica,
  auth,
  storage,
  onJobsChanged,
  searchEngines,
  trustedProxies,
  rateLimiter,
  redisUrl,
  alerts,
  phone,
  notifier,
}: ApiAppOptions) {
  const deps: ProductApiDeps = {
    db,
    auth: typeof auth === "function" ? auth : createAuthenticator(auth),
    revocations: createRevocations({ db, redisUrl }),
    storage,
    search: createJobSearch(db, replica),
    rateLimiter: rateLimiter ?? createRateLimiter({ redisUrl, query: sqlQueryRows(db) }),
    trustedProxies: parseTrustedProxies(trustedProxies),
    onJobsChanged,
    searchEngines,
    alerts: { ...defaultAlertSettings(), ...alerts },
    phone: phone ?? defaultPhoneSettings(),
    notifier,
  };
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(onError);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
    await settleUnreadBody(c);
  });
  // JSON bodies are small; the CV upload route sets its own, larger limit.
  const jsonLimit = bodyLimit({
    maxSize: LIMITS.jsonBody,
    onError: () => {
      throw new ApiProblem(413, "The request body is too large.", {
        detail: `Request bodies may be at most ${LIMITS.jsonBody / 1024} KB.`,
      });
    },
  });
  app.use("/api/v1/*", (c, next) => (c.req.path === "/api/v1/applications" ? next() : jsonLimit(c, next)));

  app.route("/api/v1", jobsRouter);
  app.route("/api/v1", reportsRouter);
  app.route("/api/v1", reviewsRouter);
  app.route("/api/v1", moderationRouter);
  app.route("/api/v1", importsRouter);
  app.route("/api/v1", applicationsRouter);
  app.route("/api/v1", usersRouter);
  app.route("/api/v1", alertsRouter);
  app.route("/api/v1", savedJobsRouter);
  app.route("/api/v1", accountRouter);
  app.route("/api/v1", phoneRouter);
  app.route("/api/v1", notificationsRouter);
  app.route("/api/v1", filesRouter);
  const readiness = createReadiness({ db, storage, redisUrl });
  app.route("/api", createHealthRouter(readiness));

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "An RFC 9068 access token from the identity provider, for this API's audience.",
  });
  app.doc31("/api/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Kazi product API",
      version: "1.0.0",
      description:
        "Jobs, applications and job-seeker profiles. Errors are problem JSON: { type?, title, status, detail?, errors? }.",
    },
  });
  // Last, so that every route is known.
  app.notFound(noRoute(allowedMethods(app.routes)));
  return Object.assign(app, {
    /** Builds the search index now (rather than on the first search), or brings it up to date. */
    catchUp: () => deps.search.catchUp(),
    /** The search index, shared with the job-alert worker of this process. */
    search: deps.search,
    /** The revocation list, which the embedded identity provider of this process adds to. */
    revocations: deps.revocations,
    /** GET /api/ready's checks; drain() turns it to 503 while the process shuts down. */
    readiness,
    /** Closes the rate limiter's and the revocation list's connections (Redis), at shutdown. */
    close: async () => {
      deps.revocations.close();
      await deps.rateLimiter.close();
    },
  });
}
