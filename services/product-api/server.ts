import { serve } from "@hono/node-server";
import { productApiConfig, type ProductApiConfig } from "./config";
import { startProductApi } from "./start";

// Standalone product API (used when the web app has PRODUCT_API_URL). `npx tsx services/product-api/server.ts`

/** Tells the web app which jobs changed, when it exposes a revalidation hook (REVALIDATE_URL + REVALIDATE_SECRET). */
function revalidationHook(revalidate: ProductApiConfig["server"]["revalidate"]) {
  if (!revalidate) return undefined;
  const { url, secret } = revalidate;
  return async (ids: number[]) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "x-revalidate-secret": secret, "content-type": "application/json" },
      body: JSON.stringify({ jobIds: ids }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
  };
}

async function main() {
  // Read (and validated) before anything opens: a wrong variable stops the server with its name.
  const { port, host, revalidate } = productApiConfig().server;
  const { app, database, alerts, retention } = await startProductApi(revalidationHook(revalidate));
  const server = serve({ fetch: app.fetch, port, hostname: host }, () =>
    console.log(`[product-api] listening on http://localhost:${port}/api/v1 (docs: /api/v1/openapi.json)`),
  );
  const shutdown = () =>
    server.close(
      () =>
        void Promise.all([alerts?.stop(), retention?.stop()])
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error("[product-api] failed to start:", error);
  process.exit(1);
});
