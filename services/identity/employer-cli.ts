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

// npm run employer -- add <company> [--scopes jobs:write,applications:write] | list
//                     | rotate-secret <client-id> | remove <client-id>
// Employers' systems on the embedded provider (employer-clients.ts): through the running provider,
// else on its database directly (admin-cli.ts).

const USAGE = `Usage: npm run employer -- add <company> [--scopes jobs:write,applications:write]
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

async function throughRunningProvider(fields: Record<string, string>): Promise<EmployerOutcome | undefined> {
  const res = await postToRunningProvider(EMPLOYERS_PATH, fields);
  if (!res) return undefined;
  const body = await res.json().catch(() => ({}));
  if (res.status === 400) throw new EmployerInputError(body.error_description ?? "Bad input.");
  if (res.status >= 300 && res.status !== 404)
    throw new Error(`the running provider refused (${res.status}): ${JSON.stringify(body)}`);
  return { status: res.status, body } as EmployerOutcome;
}

async function directly(command: EmployerCommand): Promise<EmployerOutcome> {
  const config = loadIdentityConfig();
  const db = await openAdminDatabase();
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

function print(outcome: EmployerOutcome, command: EmployerCommand, issuer: string) {
  const { body } = outcome;
  if ("error" in body) {
    console.error(`${body.error_description} See: npm run employer -- list`);
    process.exit(1);
  }
  if ("clients" in body) {
    if (body.clients.length === 0)
      console.log('No employer clients yet: npm run employer -- add "<company>"');
    for (const c of body.clients as EmployerClient[])
      console.log(
        `${c.clientId}  ${c.company}  [${c.scopes.join(" ")}]  added ${day(c.createdAt)}, last token ${day(c.lastUsedAt)}`,
      );
    return;
  }
  const { client, secret } = body;
  if (command.action === "remove") {
    console.log(`Removed ${client.clientId} (${client.company}): it gets no more tokens.`);
    return;
  }
  console.log(
    [
      `${command.action === "add" ? "Employer client" : "New secret"} for ${client.company} (scopes: ${client.scopes.join(" ")})`,
      `  client id:     ${client.clientId}`,
      `  client secret: ${secret}`,
      "The secret is shown this once and kept only as a hash: store it now" +
        (command.action === "add" ? "." : "; the old one no longer works."),
      `Tokens: POST ${issuer}/token, HTTP Basic with the id and secret, grant_type=client_credentials&scope=${client.scopes[0]}`,
    ].join("\n"),
  );
}

async function main() {
  if (process.env.AUTH_ISSUER) {
    console.error(
      "AUTH_ISSUER is set: register the employer's client at your identity provider, with a " +
        "`company` claim in its access tokens (README, Employers' systems).",
    );
    process.exit(2);
  }
  let fields: Record<string, string>;
  let command: EmployerCommand;
  try {
    fields = fieldsOf(process.argv.slice(2));
    command = parseEmployerCommand((name) => fields[name]);
  } catch (error) {
    if (!(error instanceof EmployerInputError)) throw error;
    console.error(error.message === USAGE ? USAGE : `${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadIdentityConfig();
  const outcome =
    (!config.databaseUrl && (await throughRunningProvider(fields))) || (await directly(command));
  print(outcome, command, config.issuer);
}

main().catch((error) => {
  if (error instanceof EmployerInputError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error("The employer client command failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
