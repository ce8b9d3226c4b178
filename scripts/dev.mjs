// `npm run dev`: the embedded identity provider (unless AUTH_ISSUER is set) and `next dev`.
import { bin, run, sessionSecret, stopAll } from "./lib.mjs";

const port = process.env.PORT || "3000";
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const dataDir = process.env.DATA_DIR || ".data";
const env = {
  SITE_URL: siteUrl,
  NEXTAUTH_URL: siteUrl,
  NEXTAUTH_SECRET: sessionSecret(dataDir),
  DATA_DIR: dataDir,
};

if (!process.env.AUTH_ISSUER) run("node", ["--import", "tsx", "services/identity/server.ts"], { env });
run(bin("next"), ["dev", "-p", port], { env }).on("exit", (code) => stopAll(code ?? 0));
