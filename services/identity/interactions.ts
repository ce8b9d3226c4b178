import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type { Interaction } from "oidc-provider";
import { DuplicateEmailError, type AccountStore } from "./accounts";
import type { IdentityConfig } from "./config";
import { validateLogin, validateSignup } from "./validation";
import { loginPage, signupPage } from "./views/forms";
import { errorPage } from "./views/status-pages";

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup))?$/;
const MAX_BODY = 8 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    throw new HttpError(415, "Please submit the form from the Kazi sign-in page.");
  }
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_BODY) throw new HttpError(413, "That form was too large to process.");
  }
  return new URLSearchParams(body);
}

/** Serves the login and sign-up screens of an authorization request at /interaction/:uid. */
export function createInteractionHandler(provider: Provider, accounts: AccountStore, config: IdentityConfig) {
  const issuerOrigin = new URL(config.issuer).origin;

  function send(res: ServerResponse, status: number, html: string) {
    // The security headers (CSP, framing, referrer) come from the server (security-headers.ts).
    res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(html);
  }

  // The interaction is bound to a SameSite=Lax cookie set for this uid, so other sites cannot post
  // into it; checking Origin (and Fetch Metadata) also turns away same-site posts from other ports.
  function assertSameOrigin(req: IncomingMessage) {
    const origin = req.headers.origin;
    const crossSite = req.headers["sec-fetch-site"] === "cross-site";
    if (crossSite || (origin !== undefined && origin !== issuerOrigin)) {
      throw new HttpError(403, "This form was sent from another site, so it was not accepted.");
    }
  }

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

  async function handleLogin(req: IncomingMessage, res: ServerResponse, details: Interaction) {
    const form = await readForm(req);
    const input = validateLogin(form);
    if (!input.ok) return send(res, 400, loginPage(details.uid, { email: input.email, error: input.error }));
    const account = await accounts.authenticate(input.email, input.password);
    if (!account)
      return send(res, 401, loginPage(details.uid, { email: input.email, error: "Wrong email or password" }));
    await finishLogin(req, res, details, account.id);
  }

  async function handleSignup(req: IncomingMessage, res: ServerResponse, details: Interaction) {
    const form = await readForm(req);
    const input = validateSignup(form);
    if (!input.ok)
      return send(res, 400, signupPage(details.uid, { values: input.values, errors: input.errors }));
    try {
      const account = await accounts.create(input.values);
      await finishLogin(req, res, details, account.id);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      const values = { name: input.values.name, email: input.values.email };
      send(res, 409, signupPage(details.uid, { values, errors: { email: error.message } }));
    }
  }

  function showScreen(res: ServerResponse, details: Interaction, url: URL) {
    const requested = url.searchParams.get("screen");
    const signup =
      requested === "signup" ||
      (requested !== "login" &&
        (details.prompt.name === "create" || details.params.screen_hint === "signup"));
    send(
      res,
      200,
      signup ? signupPage(details.uid) : loginPage(details.uid, { email: details.params.login_hint }),
    );
  }

  async function route(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    if (req.method !== (action ? "POST" : "GET")) {
      res.setHeader("allow", action ? "POST" : "GET");
      throw new HttpError(405, "That page cannot be used this way.");
    }
    if (action) assertSameOrigin(req);
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid) {
      throw new HttpError(400, "Your sign-in session has expired. Go back to Kazi and try again.");
    }
    if (details.prompt.name !== "login" && details.prompt.name !== "create") {
      throw new HttpError(400, "This sign-in request cannot be completed. Go back to Kazi and try again.");
    }
    if (action === "login") return handleLogin(req, res, details);
    if (action === "signup") return handleSignup(req, res, details);
    showScreen(res, details, new URL(req.url ?? "/", issuerOrigin));
  }

  /** Returns false when the request is not for an interaction route. */
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const match = ROUTE.exec(new URL(req.url ?? "/", issuerOrigin).pathname);
    if (!match) return false;
    try {
      await route(req, res, match[1], match[2]);
    } catch (error) {
      if (!(error instanceof HttpError)) console.error("identity: interaction failed:", error);
      const status = error instanceof HttpError ? error.status : 500;
      const message =
        error instanceof HttpError ? error.message : "Something went wrong on our side. Please try again.";
      if (!res.headersSent) send(res, status, errorPage(config.siteUrl, message));
      else res.end();
    }
    return true;
  };
}
