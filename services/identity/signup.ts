import type { IncomingMessage, ServerResponse } from "node:http";
import type { Interaction } from "oidc-provider";
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

  async function limitRequests(address: string) {
    // Generous, as an address can be a whole mobile network's; the per-recipient mail budget is the tight one.
    const result = await limiter.hit(`mail-requests:${address}`, { limit: 100, windowMs: HOUR });
    if (!result.allowed) {
      throw new HttpError(
        429,
        `Too many requests from your network. Try again in ${formatWait(result.retryAfterSeconds)}.`,
      );
    }
  }

  async function sendLink(account: { id: string; email: string; name: string }, uid?: string) {
    const token = links.sign({ accountId: account.id, email: account.email, uid });
    const path = uid ? `/interaction/${encodeURIComponent(uid)}/verify-email` : "/verify-email";
    await deliver(verificationMail(site, account.email, account.name, `${issuer}${path}?token=${token}`));
  }

  async function signup(req: IncomingMessage, res: ServerResponse, uid: string, address: string) {
    const input = validateSignup(await readForm(req));
    if (!input.ok)
      return sendHtml(res, 400, signupPage(site, uid, { values: input.values, errors: input.errors }));
    await limitRequests(address);
    const email = normalizeEmail(input.values.email);
    let created;
    if (!(await accounts.findByEmail(email))) {
      created = await accounts.create(input.values).catch((error) => {
        if (error instanceof DuplicateEmailError) return undefined;
        throw error;
      });
    }
    if (created) await sendLink(created, uid);
    else {
      await accounts.spendHashTime(input.values.password);
      await deliver(signupAttemptMail(site, email));
    }
    sendHtml(res, 200, checkEmailPage(site, uid, email));
  }

  /** "Resend the link", from the check-email page (uid) or the stand-alone page. Same answer for any address. */
  async function resend(req: IncomingMessage, res: ServerResponse, address: string, uid?: string) {
    const email = normalizeEmail((await readForm(req)).get("email") ?? "").slice(0, 254);
    if (!EMAIL.test(email)) {
      if (uid) throw new HttpError(400, "Enter a valid email address.");
      return sendHtml(res, 400, resendPage(site, { email, error: "Enter a valid email address" }));
    }
    await limitRequests(address);
    const account = await accounts.findByEmail(email);
    if (account && !account.emailVerified) await sendLink(account, uid);
    sendHtml(
      res,
      200,
      uid ? checkEmailPage(site, uid, email, true) : resendPage(site, { email, sent: true }),
    );
  }

  /**
   * Follows a verification link. Returns the account id when the link belongs to this browser's
   * sign-in (`details`), so the caller finishes it; otherwise answers with a page itself.
   */
  async function verify(res: ServerResponse, url: URL, details?: Interaction): Promise<string | undefined> {
    const claims = links.verify(url.searchParams.get("token") ?? "");
    const account = claims && (await accounts.markVerified(claims.accountId, claims.email));
    if (!claims || !account) {
      sendHtml(res, 400, badLinkPage(site));
      return undefined;
    }
    const sameSignIn =
      details &&
      claims.uid === details.uid &&
      (details.prompt.name === "login" || details.prompt.name === "create");
    if (sameSignIn) return account.id;
    sendHtml(res, 200, verifiedPage(site));
    return undefined;
  }

  function resendForm(res: ServerResponse, url: URL) {
    sendHtml(res, 200, resendPage(site, { email: url.searchParams.get("email")?.slice(0, 254) }));
  }

  return { signup, resend, verify, resendForm };
}
