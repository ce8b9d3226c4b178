import type { IncomingMessage, ServerResponse } from "node:http";
import type { AccountStore } from "./accounts";
import { adminAuthorizer, sendJson as send } from "./admin-endpoint";
import type { IdentityConfig } from "./config";
import { readForm, HttpError } from "./http";

/**
 * POST /kazi/moderators (form: `email`, `action=grant|revoke`): how `npm run moderator` reaches a
 * running provider (admin-endpoint.ts).
 */
export const MODERATORS_PATH = "/kazi/moderators";

export type ModeratorAction = "grant" | "revoke";

export const isModeratorAction = (value: unknown): value is ModeratorAction =>
  value === "grant" || value === "revoke";

export function createModeratorsHandler(deps: { config: IdentityConfig; accounts: AccountStore }) {
  const authorized = adminAuthorizer(deps.config.dataDir);

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
