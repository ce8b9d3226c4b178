import { formatLocale, translator, type Locale } from "../i18n";
import type { RateLimiter } from "../rate-limit";
import { normalizeEmail } from "./accounts";

const HOUR = 60 * 60 * 1000;
const MAX_LOCK_MS = 15 * 60 * 1000;

export interface Policy {
  /** Failures allowed before the first pause. */
  free: number;
  /** The first pause; each further failure doubles it, up to MAX_LOCK_MS. */
  firstLockMs: number;
  /** How long failures are remembered. */
  windowMs: number;
}

// An account is guessed at from anywhere, so it gets few tries. Many people can share one address
// (mobile carriers' NAT, offices, cybercafés), so an address gets many more: it only slows a
// password spray from one place, while the account pause protects each account.
export const ACCOUNT: Policy = { free: 5, firstLockMs: 2_000, windowMs: 24 * HOUR };
export const ADDRESS: Policy = { free: 100, firstLockMs: 2_000, windowMs: HOUR };

export function lockMs(failures: number, policy: Policy): number {
  if (failures < policy.free) return 0;
  return Math.min(MAX_LOCK_MS, policy.firstLockMs * 2 ** Math.min(failures - policy.free, 20));
}

export interface Lock {
  retryAfterSeconds: number;
  scope: "account" | "address";
}

/**
 * Failed logins pause further tries for a growing time (2 s after the 5th failure for an account,
 * doubling each time, up to 15 minutes). During a pause every try is refused, the right password
 * too, without being counted. A successful login clears the account's failures.
 */
export function createLoginThrottle(limiter: RateLimiter) {
  const keys = (email: string, address: string) => ({
    account: `login:account:${normalizeEmail(email)}`,
    address: `login:address:${address}`,
  });

  async function lockFor(key: string, scope: Lock["scope"]): Promise<Lock | undefined> {
    const { retryAfterSeconds } = await limiter.peek(`${key}:lock`);
    return retryAfterSeconds > 0 ? { retryAfterSeconds, scope } : undefined;
  }

  async function fail(key: string, policy: Policy, scope: Lock["scope"]): Promise<Lock | undefined> {
    const { count } = await limiter.hit(key, { limit: Infinity, windowMs: policy.windowMs });
    const ms = lockMs(count, policy);
    if (!ms) return undefined;
    const { retryAfterSeconds } = await limiter.hold(`${key}:lock`, ms);
    return { retryAfterSeconds, scope };
  }

  const longest = (locks: (Lock | undefined)[]) =>
    locks.reduce<Lock | undefined>(
      (a, b) => (b && (!a || b.retryAfterSeconds > a.retryAfterSeconds) ? b : a),
      undefined,
    );

  return {
    /** The pause in force for this account or address, if any. */
    async check(email: string, address: string): Promise<Lock | undefined> {
      const k = keys(email, address);
      return longest(await Promise.all([lockFor(k.account, "account"), lockFor(k.address, "address")]));
    },
    /** Counts a failure; returns the pause it starts, if any. */
    async failed(email: string, address: string): Promise<Lock | undefined> {
      const k = keys(email, address);
      return longest(
        await Promise.all([fail(k.account, ACCOUNT, "account"), fail(k.address, ADDRESS, "address")]),
      );
    },
    async succeeded(email: string): Promise<void> {
      const k = keys(email, "");
      await limiter.reset(k.account);
    },
  };
}

/** "4 seconds", "2 minutes", "٤ ثوانٍ": a wait in the seeker's language (Intl's unit names). */
export function formatWait(seconds: number, locale: Locale = "en"): string {
  const [value, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat(formatLocale(locale), { style: "unit", unit, unitDisplay: "long" }).format(
    value,
  );
}

export function lockMessage(lock: Lock, locale: Locale = "en"): string {
  const t = translator(locale, "identity");
  const wait = formatWait(lock.retryAfterSeconds, locale);
  return lock.scope === "account" ? t("lockedAccount", { wait }) : t("lockedAddress", { wait });
}
