import { dictionary } from "@zxcvbn-ts/language-common";
import { translator, type Translate } from "../i18n";

const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

// ~49,000 passwords most often seen in breach corpora (zxcvbn-ts's common list), checked offline.
let common: Set<string> | undefined;
function isCommon(word: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(word);
}

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}]/gu, "");

/**
 * Why a new password would be easy to guess, in words for the sign-up form; undefined when it is
 * fine. Length first (NIST SP 800-63B: at least 8; we ask 10), then the lists attackers try first.
 */
export function passwordProblem(
  password: string,
  about: { email: string; name: string },
  t: Translate = translator("en", "identity"),
): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t("passwordTooShort", { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return t("passwordTooLong", { max: MAX_PASSWORD_LENGTH });
  if (!password.trim()) return t("passwordOnlySpaces");
  const lower = password.toLowerCase();
  // "Sunshine2024!" is "sunshine" with the suffix everybody adds.
  const stem = lower.replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");
  if (isCommon(lower) || (stem.length >= 4 && isCommon(stem)) || /^(.)\1*$/su.test(password)) {
    return t("passwordTooCommon");
  }
  const email = about.email.trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  if (lower.includes(email) || (local.length >= 3 && lower.includes(local))) {
    return t("passwordHasEmail");
  }
  const name = letters(about.name);
  const nameWords = about.name
    .split(/\s+/)
    .map(letters)
    .filter((w) => w.length >= 3);
  const passwordLetters = letters(password);
  if ((name.length >= 4 && passwordLetters.includes(name)) || nameWords.includes(passwordLetters)) {
    return t("passwordIsName");
  }
  return undefined;
}
