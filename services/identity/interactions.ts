import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { Interaction } from "oidc-provider";
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
  ) {
    const input = validateLogin(await readForm(req));
    if (!input.ok)
      return sendHtml(res, 400, loginPage(site, details.uid, { email: input.email, error: input.error }));
    const locked = (lock: Lock) => {
      const page = loginPage(site, details.uid, { email: input.email, error: lockMessage(lock) });
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
        loginPage(site, details.uid, { email: input.email, error: "Wrong email or password" }),
      );
    }
    await throttle.succeeded(input.email);
    await finishLogin(req, res, details, account.id);
  }

  function showScreen(res: ServerResponse, details: Interaction, url: URL) {
    const requested = url.searchParams.get("screen");
    const signup =
      requested === "signup" ||
      (requested !== "login" &&
        (details.prompt.name === "create" || details.params.screen_hint === "signup"));
    sendHtml(
      res,
      200,
      signup
        ? signupPage(site, details.uid)
        : loginPage(site, details.uid, { email: details.params.login_hint }),
    );
  }

  async function findDetails(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    return details?.uid === uid ? details : undefined;
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, uid: string, action?: string) {
    const method = action && POSTS.has(action) ? "POST" : "GET";
    if (req.method !== method) {
      res.setHeader("allow", method);
      throw new HttpError(405, "That page cannot be used this way.");
    }
    if (method === "POST") assertSameOrigin(req, issuerOrigin);
    const address = clientAddress(req, proxies);
    if (action === "verify-email") {
      const details = await findDetails(req, res, uid);
      const accountId = await flow.verify(res, url, details);
      if (accountId && details) await finishLogin(req, res, details, accountId);
      return;
    }
    const details = await findDetails(req, res, uid);
    if (!details)
      throw new HttpError(400, `Your sign-in session has expired. Go back to ${site.name} and try again.`);
    if (details.prompt.name !== "login" && details.prompt.name !== "create") {
      throw new HttpError(
        400,
        `This sign-in request cannot be completed. Go back to ${site.name} and try again.`,
      );
    }
    if (action === "login") return handleLogin(req, res, details, address);
    if (action === "signup") return flow.signup(req, res, details.uid, address);
    if (action === "resend") return flow.resend(req, res, address, details.uid);
    showScreen(res, details, url);
  }

  async function verifyEmailPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === "GET") {
      if (url.searchParams.has("token")) await flow.verify(res, url);
      else flow.resendForm(res, url);
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("allow", "GET, POST");
      throw new HttpError(405, "That page cannot be used this way.");
    }
    assertSameOrigin(req, issuerOrigin);
    await flow.resend(req, res, clientAddress(req, proxies));
  }

  /** Returns false when the request is not for one of these pages. */
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", issuerOrigin);
    const match = ROUTE.exec(url.pathname);
    if (!match && url.pathname !== "/verify-email") return false;
    try {
      if (match) await route(req, res, url, match[1], match[2]);
      else await verifyEmailPage(req, res, url);
    } catch (error) {
      if (!(error instanceof HttpError)) console.error("identity: interaction failed:", error);
      const status = error instanceof HttpError ? error.status : 500;
      const message =
        error instanceof HttpError ? error.message : "Something went wrong on our side. Please try again.";
      if (!res.headersSent) sendHtml(res, status, errorPage(site, message));
      else res.end();
    }
    return true;
  };
}
