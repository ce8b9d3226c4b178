import "server-only";
import { CHECK_TIMEOUT_MS } from "@/services/operations/health";
import { defaultTransport } from "./transport";

/** Resolves when the product API says it is ready (its database, Redis and storage answer). */
export async function productApiReady(): Promise<void> {
  const response = await defaultTransport()("/api/ready", {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the product API's /api/ready answered ${response.status}`);
}
