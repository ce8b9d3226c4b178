import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { Interaction } from "oidc-provider";
import { DEFAULT_LOCALE, localeFromTags, localeOr, type Locale } from "../i18n";
import type { Mailer } from "../mail";
import type { RateLimiter } from "../rate-limit";
import type { AccountStore } from "./accounts";
import { clientAddress, trustedProxyList } from "./client-address";
import { siteOf, type IdentityConfig } from "./config";
import type { EmailLinks } from "./email-links";
import { assertSameOrigin, HttpError, readForm, sendHtml } from "./http";
import { createSignupFlow } from "./signup";
import { createLoginThrottle, lockMessage, type Lock } from "./throttle";
import { validateLogin } from "./validation";
import { loginPage, signupPage } from "./views/forms";
import { viewFor } from "./views/layout";
import { errorPage } from "./views/status-pages";

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup|resend|verify-email))?$/;
const POSTS = new Set(["login", "signup", "resend"]);

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountStore;
  config: IdentityConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  links: EmailLinks;
}

/**
 * Serves the login and sign-up screens of an authorization request at /interaction/:uid, and the
 * email verification pages (/interaction/:uid/verify-email, /verify-email).
 */
export function createInteractionHandler(deps: InteractionDeps) {
  const { provider, accounts, config } = deps;
  const site = siteOf(config);
  const issuerOrigin = new URL(config.issuer).origin;
  const proxies = trustedProxyList(config.trustedProxies);
  const throttle = createLoginThrottle(deps.limiter);
  const flow = createSignupFlow(deps);
  const view = (locale: Locale) => viewFor(site, locale);

  async function finishLogin(
    req: IncomingMessage,
    res: ServerResponse,
    details: Interaction,
    accountId: string,
  ) {
    const result = {
      login: { accountId, amr: ["pwd"] },
      ...(details.prompt.name === "create" ? { create: {} } : {}),
    };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  async function handleLogin(
    req: IncomingMessage,
    res: ServerResponse,
    details: Interaction,
    address: string,
    locale: Locale,
  ) {
    const v = view(locale);
    const input = validateLogin(await readForm(req), v.t);
    if (!input.ok)
      return sendHtml(res, 400, loginPage(v, details.uid, { email: input.email, error: input.error }));
    const locked = (lock: Lock) => {
      const page = loginPage(v, details.uid, { email: input.email, error: lockMessage(lock, locale) });
      sendHtml(res, 429, page, { "retry-after": String(lock.retryAfterSeconds) });
    };
    // During a pause every try is refused before the password is looked at, the right one too.
    const pause = await throttle.check(input.email, address);
    if (pause) return locked(pause);
    const account = await accounts.authenticate(input.email, input.password);
    if (!account) {
      const lock = await throttle.failed(input.email, address);
      if (lock) return locked(lock);
      return sendHtml(
        res,
        401,
        loginPage(v, details.uid, { email: input.email, error: v.t("wrongCredentials") }),
      );
    }
    await throttle.succeeded(input.email);
    await finishLogin(req, res, details, account.id);
  }

  function showScreen(res: ServerResponse, details: Interaction, url: URL, locale: Locale) {
    const requested = url.searchParams.get("screen");
    const signup =
      requested === "signup" ||
      (requested !== "login" &&
        (details.prompt.name === "create" || details.params.screen_hint === "signup"));
    sendHtml(
      res,
      200,
      signup
        ? signupPage(view(locale), details.uid)
        : loginPage(view(locale), details.uid, { email: details.params.login_hint }),
    );
  }

  async function findDetails(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    return details?.uid === uid ? details : undefined;
  }

  /**
   * `speak` learns the language as soon as it is known, so that a refusal is in it too: the
   * authorization request's ui_locales, kept by the interaction from sign-up to verification and
   * back; a verification link followed in another browser names it in `lang`.
   */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    uid: string,
    action: string | undefined,
    speak: (locale: Locale) => void,
  ) {
    const method = action && POSTS.has(action) ? "POST" : "GET";
    const details = await findDetails(req, res, uid);
    const locale = localeFromTags(details?.params.ui_locales) ?? localeOr(url.searchParams.get("lang"));
    speak(locale);
    if (req.method !== method) {
      res.setHeader("allow", method);
      throw new HttpError(405, "errorMethod");
    }
    if (method === "POST") assertSameOrigin(req, issuerOrigin);
    const address = clientAddress(req, proxies);
    if (action === "verify-email") {
      const accountId = await flow.verify(res, url, details, locale);
      if (accountId && details) await finishLogin(req, res, details, accountId);
      return;
    }
    if (!details) throw new HttpError(400, "errorSessionExpired", { site: site.name });
    if (details.prompt.name !== "login" && details.prompt.name !== "create") {
      throw new HttpError(400, "errorCannotComplete", { site: site.name });
    }
    if (action === "login") return handleLogin(req, res, details, address, locale);
    if (action === "signup") return flow.signup(req, res, details.uid, address, locale);
    if (action === "resend") return flow.resend(req, res, address, locale, details.uid);
    showScreen(res, details, url, locale);
  }

  async function verifyEmailPage(req: IncomingMessage, res: ServerResponse, url: URL, locale: Locale) {
    if (req.method === "GET") {
      if (url.searchParams.has("token")) await flow.verify(res, url, undefined, locale);
      else flow.resendForm(res, url, locale);
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("allow", "GET, POST");
      throw new HttpError(405, "errorMethod");
    }
    assertSameOrigin(req, issuerOrigin);
    await flow.resend(req, res, clientAddress(req, proxies), locale);
  }

  /** Returns false when the request is not for one of these pages. */
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", issuerOrigin);
    const match = ROUTE.exec(url.pathname);
    if (!match && url.pathname !== "/verify-email") return false;
    // Outside a sign-in, the pages' own links and forms carry the language in `lang`.
    let locale: Locale = localeOr(url.searchParams.get("lang"), DEFAULT_LOCALE);
    try {
      if (match) await route(req, res, url, match[1], match[2], (l) => (locale = l));
      else await verifyEmailPage(req, res, url, locale);
    } catch (error) {
      if (!(error instanceof HttpError)) console.error("identity: interaction failed:", error);
      const v = view(locale);
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? v.t(error.key, error.values) : v.t("errorServer");
      if (!res.headersSent) sendHtml(res, status, errorPage(v, message));
      else res.end();
    }
    return true;
  };
}
