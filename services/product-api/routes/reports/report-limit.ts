import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { clientAddress } from "../../lib/client-address";
import { ApiProblem } from "../../lib/problem";

/** Reports one client address may send in an hour, whatever their outcome. */
export const REPORT_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export const limitReports: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { rateLimiter, trustedProxies } = c.var.deps;
  const address = clientAddress(c, trustedProxies);
  const { allowed, retryAfterSeconds } = await rateLimiter.hit(
    `product-api:reports:${address}`,
    REPORT_LIMIT,
  );
  // Old counters are dropped now and then, so one row per address ever seen does not pile up.
  if (Math.random() < 0.01) void rateLimiter.purgeExpired().catch(() => {});
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new ApiProblem(429, "Too many reports.", {
      detail: `You have sent too many reports in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }
  await next();
};
