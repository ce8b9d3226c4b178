// `npm start`: builds if needed, then starts the embedded identity provider (unless an external issuer is
// configured), the product API as its own process (unless PRODUCT_API_URL names one) and the web app.
import {
  bin,
  identityInProductApi,
  mallocEnv,
  markBuilt,
  needsBuild,
  productApiProcess,
  run,
  runService,
  runToEnd,
  sessionSecret,
  startProductApi,
  stopAll,
  waitFor,
  WEB_NODE_FLAGS,
} from "./lib.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = process.env.PORT || "3000";
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const dataDir = process.env.DATA_DIR || ".data";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const identityPort = process.env.IDENTITY_PORT || "4000";
const embeddedIdentity = !process.env.AUTH_ISSUER;
const api = productApiProcess({ webPort: port, apiPort: process.env.PRODUCT_API_PORT || "4001" });
const identityInApi = identityInProductApi(api);

const env = {
  SITE_URL: siteUrl,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL || siteUrl,
  NEXTAUTH_SECRET: sessionSecret(dataDir),
  DATA_DIR: dataDir,
  IDENTITY_PORT: identityPort,
  NODE_ENV: "production",
};

if (needsBuild(distDir, env)) {
  console.log("Building Kazi (first start, changed sources or settings)...");
  const code = await runToEnd(bin("next"), ["build"], { env });
  if (code !== 0) process.exit(code);
  markBuilt(distDir, env);
}

if (embeddedIdentity && !identityInApi)
  runService("identity provider", "node", ["--import", "tsx", "services/identity/server.ts"], { env });

// Opening the database, migrating and seeding happen before the web app takes its first request.
// The API reads the AUTH_* settings from the environment, as the web app does.
if (api)
  await startProductApi({
    DATA_DIR: dataDir,
    IDENTITY_PORT: identityPort,
    NODE_ENV: "production",
    ...api.apiEnv,
    ...(identityInApi && { IDENTITY_IN_PRODUCT_API: "true" }),
  });

// Not `next start`: scripts/web-server.ts serves the build with the security headers and a
// Content-Security-Policy made for each page's inline scripts.
const web = run("node", [...WEB_NODE_FLAGS, "--import", "tsx", "scripts/web-server.ts"], {
  env: { ...mallocEnv(), ...env, PORT: port, ...api?.webEnv },
});
web.on("exit", (code) => stopAll(code ?? 0));

await waitFor(`http://localhost:${port}/api/v1/jobs?pageSize=1`);
if (embeddedIdentity) await waitFor(`http://localhost:${identityPort}/.well-known/openid-configuration`);
console.log(`\nKazi is ready at ${siteUrl}`);
if (api) console.log(`Product API (own process): ${api.url}/api/v1 (docs: /api/v1/openapi.json)`);
if (embeddedIdentity)
  console.log("Demo account: demo@kazi.africa / Kazi-demo-2025 (or sign up for a new one)");
