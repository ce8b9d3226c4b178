import type { IncomingMessage, ServerResponse } from "node:http";
import { adminAuthorizer, sendJson } from "./admin-endpoint";
import {
  checkCompany,
  EmployerInputError,
  parseScopes,
  type EmployerClient,
  type EmployerClientStore,
  type EmployerScope,
} from "./employer-clients";
import { HttpError, readForm } from "./http";

// `npm run employer` (employer-cli.ts) runs its commands here: in the running provider through
// POST /kazi/employers (PGlite serves one process), or on the database itself when none runs.

export const EMPLOYERS_PATH = "/kazi/employers";
const EMPLOYER_ACTIONS = ["add", "list", "rotate-secret", "remove"] as const;
type EmployerAction = (typeof EMPLOYER_ACTIONS)[number];

export type EmployerCommand =
  | { action: "add"; company: string; scopes: EmployerScope[] }
  | { action: "list" }
  | { action: "rotate-secret" | "remove"; clientId: string };

export type EmployerOutcome =
  | { status: 200 | 201; body: { client: EmployerClient; secret?: string } }
  | { status: 200; body: { clients: EmployerClient[] } }
  | { status: 400 | 404; body: { error: string; error_description: string } };

const isAction = (value: unknown): value is EmployerAction =>
  (EMPLOYER_ACTIONS as readonly unknown[]).includes(value);

/** The command these fields (the endpoint's form, the command line's words) name; throws on bad input. */
export function parseEmployerCommand(field: (name: string) => string | undefined): EmployerCommand {
  const action = field("action");
  if (!isAction(action)) throw new EmployerInputError(`Say what to do: ${EMPLOYER_ACTIONS.join(", ")}.`);
  if (action === "list") return { action };
  if (action === "add")
    return { action, company: checkCompany(field("company")), scopes: parseScopes(field("scopes")) };
  const clientId = field("client_id")?.trim();
  if (!clientId) throw new EmployerInputError("Name the client by its id (npm run employer -- list).");
  return { action, clientId };
}

/**
 * Runs a command. A new secret and a removal also refuse, through `revokeTokens`, the client's access
 * tokens issued until now (the product API's revocation list), so a leaked secret's tokens stop too.
 */
export async function runEmployerCommand(
  store: EmployerClientStore,
  command: EmployerCommand,
  revokeTokens: (clientId: string) => Promise<void> = async () => {},
): Promise<EmployerOutcome> {
  // The change is made: a revocation list out of reach must not hide the new secret (tokens then
  // live out their 15 minutes).
  const revoke = (clientId: string) =>
    revokeTokens(clientId).catch((error) =>
      console.error("identity: the client's access tokens could not be revoked:", error.message),
    );
  const unknown = {
    status: 404,
    body: { error: "unknown_client", error_description: "No employer client has this id." },
  } as const;
  switch (command.action) {
    case "list":
      return { status: 200, body: { clients: await store.list() } };
    case "add":
      return { status: 201, body: await store.add(command.company, command.scopes) };
    case "rotate-secret": {
      const issued = await store.rotateSecret(command.clientId);
      if (!issued) return unknown;
      await revoke(command.clientId);
      return { status: 200, body: issued };
    }
    case "remove": {
      const client = await store.remove(command.clientId);
      if (!client) return unknown;
      await revoke(command.clientId);
      return { status: 200, body: { client } };
    }
  }
}

/** POST /kazi/employers (form: action, company, scopes, client_id), with the administration secret. */
export function createEmployersHandler(deps: {
  dataDir: string;
  store: EmployerClientStore;
  revokeTokens?: (clientId: string) => Promise<void>;
}) {
  const authorized = adminAuthorizer(deps.dataDir);
  return async function handleEmployers(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (new URL(req.url ?? "/", "http://x").pathname !== EMPLOYERS_PATH) return false;
    try {
      if (req.method !== "POST")
        sendJson(res, 405, { error: "invalid_request", error_description: "Use POST." }, { allow: "POST" });
      else if (!authorized(req))
        sendJson(res, 401, {
          error: "invalid_token",
          error_description: "The administration secret is wrong.",
        });
      else {
        const form = await readForm(req);
        const command = parseEmployerCommand((name) => form.get(name) ?? undefined);
        const outcome = await runEmployerCommand(deps.store, command, deps.revokeTokens);
        sendJson(res, outcome.status, outcome.body);
      }
    } catch (error) {
      if (error instanceof EmployerInputError)
        sendJson(res, 400, { error: "invalid_request", error_description: error.message });
      else if (error instanceof HttpError)
        sendJson(res, error.status, { error: "invalid_request", error_description: error.message });
      else {
        console.error("identity: employer client change failed:", error);
        sendJson(res, 500, { error: "server_error", error_description: "The change could not be made." });
      }
    }
    return true;
  };
}
