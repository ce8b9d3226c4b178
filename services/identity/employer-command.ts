import { openAdminDatabase, postToRunningProvider } from "./admin-cli";
import { sharedRevocations } from "./api-revocations";
import { loadIdentityConfig } from "./config";
import {
  EMPLOYERS_PATH,
  parseEmployerCommand,
  runEmployerCommand,
  type EmployerCommand,
  type EmployerOutcome,
} from "./employer-admin";
import { createEmployerClientStore, EmployerInputError, type EmployerClient } from "./employer-clients";

// npm run employer -- add <company> [--scopes jobs:write,applications:read,applications:write] | list
//                     | rotate-secret <client-id> | remove <client-id>
// Employers' systems on the embedded provider (employer-clients.ts): through the running provider,
// else on its database directly (admin-cli.ts). The command itself, for employer-cli.ts (the entry
// point) and for the tests, which run it in their own process with an environment of their own.

type Env = Record<string, string | undefined>;

/** Where the command writes, and the environment it reads (process.env for the real command). */
export interface CommandIo {
  env: Env;
  out(line: string): void;
  err(line: string): void;
}

const USAGE = `Usage: npm run employer -- add <company> [--scopes jobs:write,applications:read,applications:write]
       npm run employer -- list
       npm run employer -- rotate-secret <client-id>
       npm run employer -- remove <client-id>`;

/** The command line as the endpoint's form fields. */
function fieldsOf(argv: string[]): Record<string, string> {
  const [action = "", ...rest] = argv;
  const fields: Record<string, string> = { action };
  const words: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === "--scopes" || arg.startsWith("--scopes=")) {
      if (action !== "add") throw new EmployerInputError("Only add takes --scopes.");
      const value = arg === "--scopes" ? rest[++i] : arg.slice("--scopes=".length);
      if (value === undefined) throw new EmployerInputError("--scopes needs a value, e.g. jobs:write.");
      fields.scopes = value;
    } else if (arg.startsWith("--")) throw new EmployerInputError(`Unknown option ${arg}.`);
    else words.push(arg);
  }
  // Missing words are for parseEmployerCommand to name; extra ones are a mistake.
  if (words.length > (action === "list" ? 0 : 1))
    throw new EmployerInputError(
      action === "add"
        ? `Put a company name with spaces in quotes: npm run employer -- add "${words.join(" ")}".`
        : USAGE,
    );
  if (action === "add") fields.company = words[0];
  else if (words[0] !== undefined) fields.client_id = words[0];
  return fields;
}

async function throughRunningProvider(
  fields: Record<string, string>,
  env: Env,
): Promise<EmployerOutcome | undefined> {
  const res = await postToRunningProvider(EMPLOYERS_PATH, fields, env);
  if (!res) return undefined;
  const body = await res.json().catch(() => ({}));
  if (res.status === 400) throw new EmployerInputError(body.error_description ?? "Bad input.");
  if (res.status >= 300 && res.status !== 404)
    throw new Error(`the running provider refused (${res.status}): ${JSON.stringify(body)}`);
  return { status: res.status, body } as EmployerOutcome;
}

async function directly(command: EmployerCommand, env: Env): Promise<EmployerOutcome> {
  const config = loadIdentityConfig({}, env);
  const db = await openAdminDatabase(env);
  // With PostgreSQL the product API's revocation list is in reach: tokens of an old secret stop too.
  const revocations = await sharedRevocations(config);
  try {
    return await runEmployerCommand(createEmployerClientStore(db), command, revocations?.revokeUser);
  } finally {
    await revocations?.close();
    await db.close();
  }
}

const day = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") + " UTC" : "never");

/** Writes the outcome; its exit code. */
function print(outcome: EmployerOutcome, command: EmployerCommand, issuer: string, io: CommandIo): number {
  const { body } = outcome;
  if ("error" in body) {
    io.err(`${body.error_description} See: npm run employer -- list`);
    return 1;
  }
  if ("clients" in body) {
    if (body.clients.length === 0) io.out('No employer clients yet: npm run employer -- add "<company>"');
    for (const c of body.clients as EmployerClient[])
      io.out(
        `${c.clientId}  ${c.company}  [${c.scopes.join(" ")}]  added ${day(c.createdAt)}, last token ${day(c.lastUsedAt)}`,
      );
    return 0;
  }
  const { client, secret } = body;
  if (command.action === "remove") {
    io.out(`Removed ${client.clientId} (${client.company}): it gets no more tokens.`);
    return 0;
  }
  io.out(
    [
      `${command.action === "add" ? "Employer client" : "New secret"} for ${client.company} (scopes: ${client.scopes.join(" ")})`,
      `  client id:     ${client.clientId}`,
      `  client secret: ${secret}`,
      "The secret is shown this once and kept only as a hash: store it now" +
        (command.action === "add" ? "." : "; the old one no longer works."),
      `Tokens: POST ${issuer}/token, HTTP Basic with the id and secret, grant_type=client_credentials&scope=${client.scopes[0]}`,
    ].join("\n"),
  );
  return 0;
}

/** `npm run employer -- <argv>`: its exit code (0 done, 1 failed, 2 bad input). */
export async function employerCommand(argv: string[], io: CommandIo): Promise<number> {
  if (io.env.AUTH_ISSUER) {
    io.err(
      "AUTH_ISSUER is set: register the employer's client at your identity provider, with a " +
        "`company` claim in its access tokens (README, Employers' systems).",
    );
    return 2;
  }
  let fields: Record<string, string>;
  let command: EmployerCommand;
  try {
    fields = fieldsOf(argv);
    command = parseEmployerCommand((name) => fields[name]);
  } catch (error) {
    if (!(error instanceof EmployerInputError)) throw error;
    io.err(error.message === USAGE ? USAGE : `${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const config = loadIdentityConfig({}, io.env);
    const outcome =
      (!config.databaseUrl && (await throughRunningProvider(fields, io.env))) ||
      (await directly(command, io.env));
    return print(outcome, command, config.issuer, io);
  } catch (error) {
    if (error instanceof EmployerInputError) {
      io.err(error.message);
      return 2;
    }
    io.err(`The employer client command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
