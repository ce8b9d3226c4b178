import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { localSecret } from "../local-secret";
import type { AccountStore } from "./accounts";
import type { IdentityConfig } from "./config";
import { readForm, HttpError } from "./http";

/**
 * POST /kazi/moderators (form: `email`, `action=grant|revoke`): how `npm run moderator` reaches a
 * running provider whose PGlite database no second process may open. The caller proves it can read
 * the data folder: the bearer secret is the file below, made there for its owner only.
 */
export const MODERATORS_PATH = "/kazi/moderators";
export const ADMIN_SECRET_FILE = "identity-admin-secret";

export type ModeratorAction = "grant" | "revoke";

export const isModeratorAction = (value: unknown): value is ModeratorAction =>
  value === "grant" || value === "revoke";

export function createModeratorsHandler(deps: { config: IdentityConfig; accounts: AccountStore }) {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  // Made at start, so the command finds it while the provider runs.
  const secret = digest(localSecret(deps.config.dataDir, ADMIN_SECRET_FILE));

  function authorized(req: IncomingMessage): boolean {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
    return !!match && crypto.timingSafeEqual(digest(match[1]), secret);
  }

  function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
    res.writeHead(status, { "cache-control": "no-store", "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  /** Returns false when the request is not for this endpoint. */
  return async function handleModerators(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? "/", "http://x").pathname !== MODERATORS_PATH) return false;
    try {
      if (req.method !== "POST") {
        send(res, 405, { error: "invalid_request", error_description: "Use POST." }, { allow: "POST" });
      } else if (!authorized(req)) {
        send(res, 401, { error: "invalid_token", error_description: "The administration secret is wrong." });
      } else {
        const form = await readForm(req);
        const email = form.get("email") ?? "";
        const action = form.get("action");
        if (!email || !isModeratorAction(action))
          send(res, 400, {
            error: "invalid_request",
            error_description: "Send email and action=grant|revoke.",
          });
        else {
          const account = await deps.accounts.setModerator(email, action === "grant");
          if (!account)
            send(res, 404, { error: "unknown_email", error_description: "No account has this address." });
          else send(res, 200, { email: account.email, moderator: account.moderator });
        }
      }
    } catch (error) {
      if (error instanceof HttpError)
        send(res, error.status, { error: "invalid_request", error_description: error.message });
      else {
        console.error("identity: moderator change failed:", error);
        send(res, 500, { error: "server_error", error_description: "The role could not be changed." });
      }
    }
    return true;
  };
}
