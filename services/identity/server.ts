import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ClientMetadata } from "oidc-provider";
import { createAccountDeletionHandler } from "./account-deletion";
import { createAccountStore } from "./accounts";
import { createAdapterClass, purgeExpired } from "./adapter";
import { sharedRevocations, type GrantRevocations } from "./api-revocations";
import { loadIdentityConfig, type IdentityOptions } from "./config";
import { openIdentityDb, type IdentityDb } from "./db";
import { createInteractionHandler } from "./interactions";
import { createModeratorsHandler } from "./moderators";
import { createEmployerClientStore } from "./employer-clients";
import { createEmployersHandler } from "./employer-admin";
import { loadCookieKeys, loadEmailLinkKey, loadSigningKeys } from "./keys";
import { createMailer } from "../mail";
import { createRateLimiter } from "../rate-limit";
import { createEmailLinks } from "./email-links";
import { createProvider } from "./provider";
import { identitySecurityHeaders, withSecurityHeaders } from "./security-headers";
import { loggerFor } from "../operations/logger";
import { shutDown } from "../operations/shutdown";

interface IdentityServer {
  url: string;
  /** Closes at once, or with graceMs, after the requests in flight (up to graceMs) have been answered. */
  close(options?: { graceMs?: number }): Promise<void>;
}

const PURGE_EVERY_MS = 15 * 60 * 1000;

interface StartExtras {
  /** client_credentials clients besides the web app (the tests' employer: testing/server.ts). */
  machineClients?: ClientMetadata[];
  /** Tables on an engine another service owns (in-product-api.ts), instead of the provider's own. */
  db?: IdentityDb;
  /** That service's revocation list (the product API's), told of every grant revoked here. */
  revocations?: GrantRevocations;
}

/** Starts the embedded OpenID Connect provider. Options override the environment. */
export async function startIdentityServer(
  opts: IdentityOptions = {},
  { machineClients, db: sharedDb, revocations: givenRevocations }: StartExtras = {},
): Promise<IdentityServer> {
  let handle: http.RequestListener | undefined;
  const server = http.createServer((req, res) => {
    if (handle) return handle(req, res);
    res
      .writeHead(503, { "retry-after": "1", "content-type": "text/plain" })
      .end("Starting up, try again shortly.");
  });
  // Clients (the product API fetching keys, load balancers) keep connections open longer than Node's
  // 5 s default; closing first makes their next request on that socket fail ("other side closed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Listening first lets port 0 pick a free port that the default issuer can then name.
  const requestedPort = opts.port ?? loadIdentityConfig(opts).port;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(requestedPort, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const config = loadIdentityConfig({ ...opts, port });

  let db: IdentityDb | undefined;
  let limiter: ReturnType<typeof createRateLimiter> | undefined;
  let ownRevocations: GrantRevocations | undefined;
  try {
    db = sharedDb ?? (await openIdentityDb(config));
    if (!givenRevocations) ownRevocations = await sharedRevocations(config);
    const revocations = givenRevocations ?? ownRevocations;
    const accounts = createAccountStore(db);
    const employers = createEmployerClientStore(db);
    await accounts.seedDemo();
    await purgeExpired(db);
    const [jwks, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
    const provider = createProvider({
      config,
      accounts,
      adapter: createAdapterClass(db, async (grantId) => {
        await revocations
          ?.revokeSignIn(grantId)
          .catch((error) =>
            console.error(
              "identity: the product API's revocation list missed a revoked grant:",
              error.message,
            ),
          );
      }),
      jwks,
      cookieKeys,
      machineClients,
      employers,
    });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
    const query = db.query.bind(db);
    limiter = createRateLimiter({ redisUrl: config.redisUrl, query, table: "identity_rate_limits" });
    const links = createEmailLinks(await loadEmailLinkKey(db));
    const handleInteraction = createInteractionHandler({
      provider,
      accounts,
      config,
      mailer,
      limiter,
      links,
    });
    const oidc = provider.callback();
    const handleAccountDeletion = createAccountDeletionHandler({ config, db, limiter, jwks });
    const handleModerators = createModeratorsHandler({ config, accounts });
    const handleEmployers = createEmployersHandler({
      dataDir: config.dataDir,
      store: employers,
      revokeTokens: revocations && ((clientId) => revocations.revokeUser(clientId)),
    });
    const securityHeaders = identitySecurityHeaders(config.issuer, config.siteUrl);
    handle = (req, res) => {
      withSecurityHeaders(res, securityHeaders);
      handleInteraction(req, res)
        .then((handled) => handled || handleAccountDeletion(req, res))
        .then((handled) => handled || handleModerators(req, res))
        .then((handled) => handled || handleEmployers(req, res))
        .then((handled) => handled || oidc(req, res));
    };
  } catch (error) {
    server.close();
    await limiter?.close();
    await ownRevocations?.close();
    await db?.close();
    throw error;
  }

  const openDb = db;
  const openLimiter = limiter!;
  const purge = setInterval(() => {
    Promise.all([purgeExpired(openDb), openLimiter.purgeExpired()]).catch((error) =>
      console.error("identity: purge failed:", error.message),
    );
  }, PURGE_EVERY_MS);
  purge.unref();

  return {
    url: config.issuer,
    async close({ graceMs = 0 } = {}) {
      clearInterval(purge);
      if (graceMs > 0) await shutDown(server, { log: loggerFor("identity"), graceMs });
      else {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await openLimiter.close();
      await ownRevocations?.close();
      await openDb.close();
    },
  };
}

async function serve(extras: StartExtras) {
  const identity = await startIdentityServer({}, extras);
  console.log(`Kazi identity provider listening: issuer ${identity.url}`);
  // A sign-in in flight is answered before the provider stops (services/operations/shutdown.ts).
  const stop = () => {
    identity.close({ graceMs: 10_000 }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Runs the provider as this process until SIGINT or SIGTERM. */
export function runIdentityServer(extras: StartExtras = {}) {
  serve(extras).catch((error) => {
    console.error(`identity: failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runIdentityServer();
