import { env } from "@/lib/env";
import { productApiReady } from "@/lib/product-api";
import { healthResponse, pingRedis, runChecks, type Check } from "@/services/operations/health";

// Readiness: what this instance needs to serve pages answers (the product API, which checks its
// database and storage, and Redis when configured). scripts/web-server.ts answers 503 itself
// while the process shuts down.
export const dynamic = "force-dynamic";

export async function GET() {
  const checks: Record<string, Check> = { productApi: productApiReady };
  const redisUrl = env.REDIS_URL;
  if (redisUrl) checks.redis = () => pingRedis(redisUrl);
  return healthResponse(await runChecks(checks));
}
