import type { ProductApiDeps } from "../../lib/app-env";
import { numberKey } from "../../notify/phone/phone-codes";
import { phoneProblem } from "./phone-problems";

// Codes cost money and reach strangers' phones: few per number, few per account. The counters are
// the API's shared rate limiter (Redis when configured, else the database), so they hold across
// instances; a number appears in them only as a keyed hash.

const HOUR = 60 * 60 * 1000;
export const NUMBER_SENDS = { limit: 3, windowMs: HOUR };
export const ACCOUNT_SENDS = { limit: 5, windowMs: 24 * HOUR };

export async function limitCodeSends(deps: ProductApiDeps, userId: string, e164: string) {
  const { rateLimiter, phone } = deps;
  const checks = [
    await rateLimiter.hit(`product-api:phone-codes:account:${userId}`, ACCOUNT_SENDS),
    await rateLimiter.hit(
      `product-api:phone-codes:number:${numberKey(phone.codeSecret, e164)}`,
      NUMBER_SENDS,
    ),
  ];
  // Old counters are dropped now and then, as the reports' limit does (routes/reports/report-limit.ts).
  if (Math.random() < 0.01) void rateLimiter.purgeExpired().catch(() => {});
  const refused = checks.filter((check) => !check.allowed);
  if (!refused.length) return;
  const retryAfter = Math.max(...refused.map((check) => check.retryAfterSeconds));
  throw phoneProblem("tooManySends", { headers: { "Retry-After": String(retryAfter) } });
}
