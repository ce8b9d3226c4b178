// `npm run dev`: the embedded identity provider (unless AUTH_ISSUER is set), the product API as its own
// process (unless PRODUCT_API_URL is set; restart `npm run dev` after changing services/product-api)
// and `next dev`.
import {
  bin,
  identityInProductApi,
  productApiProcess,
  run,
  runService,
  sessionSecret,
  startProductApi,
  stopAll,
} from "./lib.mjs";

const port = process.env.PORT || "3000";
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const dataDir = process.env.DATA_DIR || ".data";
const api = productApiProcess({ webPort: port, apiPort: process.env.PRODUCT_API_PORT || "4001" });
const env = {
  SITE_URL: siteUrl,
  NEXTAUTH_URL: siteUrl,
  NEXTAUTH_SECRET: sessionSecret(dataDir),
  DATA_DIR: dataDir,
};

// With the embedded database the provider runs inside the product API (scripts/lib.mjs says why).
const identityInApi = identityInProductApi(api);
if (!process.env.AUTH_ISSUER && !identityInApi)
  runService("identity provider", "node", ["--import", "tsx", "services/identity/server.ts"], { env });
if (api)
  await startProductApi({
    DATA_DIR: dataDir,
    ...api.apiEnv,
    ...(identityInApi && { IDENTITY_IN_PRODUCT_API: "true" }),
  });
run(bin("next"), ["dev", "-p", port], { env: { ...env, ...api?.webEnv } }).on("exit", (code) =>
  stopAll(code ?? 0),
);
