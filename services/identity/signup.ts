import type { IncomingMessage, ServerResponse } from "node:http";
import type { Interaction } from "oidc-provider";
import { localeFromTags, localeOr, type Locale } from "../i18n";
import type { Mailer, MailMessage } from "../mail";
import type { RateLimiter } from "../rate-limit";
import { DuplicateEmailError, normalizeEmail, type AccountStore } from "./accounts";
import { siteOf, type IdentityConfig } from "./config";
import type { EmailLinks } from "./email-links";
import { HttpError, readForm, sendHtml } from "./http";
import { signupAttemptMail, verificationMail } from "./mails";
import { formatWait } from "./throttle";
import { validateSignup } from "./validation";
import { badLinkPage, checkEmailPage, resendPage, verifiedPage } from "./views/email-pages";
import { signupPage } from "./views/forms";
import { viewFor } from "./views/layout";

const HOUR = 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupDeps {
  accounts: AccountStore;
  config: IdentityConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  links: EmailLinks;
}

/**
 * Sign-up that does not tell whether an email has an account: a new address gets a verification
 * link, a taken one a note to its owner, and the page says the same in both cases. Verification
 * links sign in the browser that signed up (the link names its interaction) and only verify elsewhere.
 */
export function createSignupFlow({ accounts, config, mailer, limiter, links }: SignupDeps) {
  const issuer = config.issuer.replace(/\/+$/, "");
  const site = siteOf(config);
  const view = (locale: Locale) => viewFor(site, locale);
  /** The stand-alone pages' address in a language: English has no `lang`. */
  const inLanguage = (path: string, locale: Locale) => (locale === "en" ? path : `${path}?lang=${locale}`);

  // At most a few mails an hour to one address, so the forms cannot be used to flood an inbox.
  async function deliver(message: MailMessage) {
    const budget = await limiter.hit(`mail:${normalizeEmail(message.to)}`, { limit: 5, windowMs: HOUR });
    if (!budget.allowed) return;
    try {
      await mailer.sendMail(message);
    } catch (error) {
      // The page still says the link was sent, as it must for taken addresses: the visitor can resend.
      console.error("identity: could not send mail:", error instanceof Error ? error.message : error);
    }
  }

  async function limitRequests(address: string, locale: Locale) {
    // Generous, as an address can be a whole mobile network's; the per-recipient mail budget is the tight one.
    const result = await limiter.hit(`mail-requests:${address}`, { limit: 100, windowMs: HOUR });
    if (!result.allowed) {
      throw new HttpError(429, "errorTooManyRequests", {
        wait: formatWait(result.retryAfterSeconds, locale),
      });
    }
  }

  /** The mail and the pages its link opens are in `locale`, the language the seeker signed up in. */
  async function sendLink(account: { id: string; email: string }, locale: Locale, uid?: string) {
    const token = links.sign({ accountId: account.id, email: account.email, uid });
    const path = uid ? `/interaction/${encodeURIComponent(uid)}/verify-email` : "/verify-email";
    const lang = locale === "en" ? "" : `&lang=${locale}`;
    const link = `${issuer}${path}?token=${token}${lang}`;
    await deliver(verificationMail(site, locale, account.email, link));
  }

  async function signup(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    address: string,
    locale: Locale,
  ) {
    const v = view(locale);
    const input = validateSignup(await readForm(req), v.t);
    if (!input.ok)
      return sendHtml(res, 400, signupPage(v, uid, { values: input.values, errors: input.errors }));
    await limitRequests(address, locale);
    const email = normalizeEmail(input.values.email);
    let created;
    if (!(await accounts.findByEmail(email))) {
      created = await accounts.create({ ...input.values, locale }).catch((error) => {
        if (error instanceof DuplicateEmailError) return undefined;
        throw error;
      });
    }
    if (created) await sendLink(created, locale, uid);
    else {
      await accounts.spendHashTime(input.values.password);
      await deliver(signupAttemptMail(site, locale, email));
    }
    sendHtml(res, 200, checkEmailPage(v, uid, email));
  }

  /** "Resend the link", from the check-email page (uid) or the stand-alone page. Same answer for any address. */
  async function resend(
    req: IncomingMessage,
    res: ServerResponse,
    address: string,
    locale: Locale,
    uid?: string,
  ) {
    const v = view(locale);
    const action = inLanguage("/verify-email", locale);
    const email = normalizeEmail((await readForm(req)).get("email") ?? "").slice(0, 254);
    if (!EMAIL.test(email)) {
      if (uid) throw new HttpError(400, "errorInvalidEmail");
      return sendHtml(res, 400, resendPage(v, { email, error: v.t("invalidEmail") }, action));
    }
    await limitRequests(address, locale);
    const account = await accounts.findByEmail(email);
    // The link speaks the language the account was made in; older accounts, this page's.
    if (account && !account.emailVerified) await sendLink(account, localeOr(account.locale, locale), uid);
    sendHtml(
      res,
      200,
      uid ? checkEmailPage(v, uid, email, true) : resendPage(v, { email, sent: true }, action),
    );
  }

  /**
   * Follows a verification link. Returns the account id when the link belongs to this browser's
   * sign-in (`details`), so the caller finishes it; otherwise answers with a page itself.
   */
  async function verify(
    res: ServerResponse,
    url: URL,
    details: Interaction | undefined,
    locale: Locale,
  ): Promise<string | undefined> {
    const claims = links.verify(url.searchParams.get("token") ?? "");
    const account = claims && (await accounts.markVerified(claims.accountId, claims.email));
    if (!claims || !account) {
      sendHtml(res, 400, badLinkPage(view(locale), inLanguage("/verify-email", locale)));
      return undefined;
    }
    const sameSignIn =
      details &&
      claims.uid === details.uid &&
      (details.prompt.name === "login" || details.prompt.name === "create");
    if (sameSignIn) return account.id;
    const speaks = localeFromTags(details?.params.ui_locales) ?? localeOr(account.locale, locale);
    sendHtml(res, 200, verifiedPage(view(speaks)));
    return undefined;
  }

  function resendForm(res: ServerResponse, url: URL, locale: Locale) {
    const email = url.searchParams.get("email")?.slice(0, 254);
    sendHtml(res, 200, resendPage(view(locale), { email }, inLanguage("/verify-email", locale)));
  }

  return { signup, resend, verify, resendForm };
}
