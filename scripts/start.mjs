// `npm start`: builds if needed, starts the embedded identity provider (unless an external issuer is
// configured) and the web app with its in-process product API, then warms the database up.
import { bin, markBuilt, needsBuild, run, runToEnd, sessionSecret, stopAll, waitFor } from "./lib.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = process.env.PORT || "3000";
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const dataDir = process.env.DATA_DIR || ".data";
const distDir = process.env.NEXT_DIST_DIR || ".next";
const identityPort = process.env.IDENTITY_PORT || "4000";
const embeddedIdentity = !process.env.AUTH_ISSUER;

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

if (embeddedIdentity) {
  const identity = run("node", ["--import", "tsx", "services/identity/server.ts"], { env });
  identity.on("exit", (code) => {
    console.error(`The identity provider stopped (exit ${code}).`);
    stopAll(1);
  });
}

const web = run(bin("next"), ["start", "-p", port], { env });
web.on("exit", (code) => stopAll(code ?? 0));

// Opening the database, migrating and seeding happen on first use: do it now, not on a visitor's request.
await waitFor(`http://localhost:${port}/api/v1/jobs?pageSize=1`);
if (embeddedIdentity) await waitFor(`http://localhost:${identityPort}/.well-known/openid-configuration`);
console.log(`\nKazi is ready at ${siteUrl}`);
if (embeddedIdentity)
  console.log("Demo account: demo@kazi.africa / Kazi-demo-2025 (or sign up for a new one)");
