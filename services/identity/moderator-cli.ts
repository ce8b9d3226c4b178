import { createAccountStore } from "./accounts";
import { openAdminDatabase, postToRunningProvider } from "./admin-cli";
import { loadIdentityConfig } from "./config";
import { isModeratorAction, MODERATORS_PATH, type ModeratorAction } from "./moderators";

// npm run moderator -- grant|revoke <email>
// The embedded provider's accounts (admin-cli.ts): through the running provider, else directly.

const USAGE = "Usage: npm run moderator -- grant|revoke <email>";

type Outcome = { email: string; moderator: boolean } | "unknown";

async function throughRunningProvider(action: ModeratorAction, email: string): Promise<Outcome | undefined> {
  const res = await postToRunningProvider(MODERATORS_PATH, { action, email });
  if (!res) return undefined;
  if (
    res.status === 404 &&
    (
      await res
        .clone()
        .json()
        .catch(() => ({}))
    ).error === "unknown_email"
  )
    return "unknown";
  if (!res.ok) throw new Error(`the running provider refused (${res.status}): ${await res.text()}`);
  return (await res.json()) as Outcome;
}

async function directly(action: ModeratorAction, email: string): Promise<Outcome> {
  const db = await openAdminDatabase();
  try {
    return (await createAccountStore(db).setModerator(email, action === "grant")) ?? "unknown";
  } finally {
    await db.close();
  }
}

/** Grants or revokes the role: through the running provider when there is one on PGlite. */
async function changeModerator(action: ModeratorAction, email: string): Promise<Outcome> {
  const config = loadIdentityConfig();
  if (!config.databaseUrl) {
    const outcome = await throughRunningProvider(action, email);
    if (outcome) return outcome;
  }
  return directly(action, email);
}

async function main() {
  const [action, email, ...rest] = process.argv.slice(2);
  if (!isModeratorAction(action) || !email || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  if (process.env.AUTH_ISSUER) {
    console.error(
      "AUTH_ISSUER is set: your identity provider decides who moderates. Give the user the " +
        "jobs:moderate permission there (README, Moderation).",
    );
    process.exit(2);
  }
  const outcome = await changeModerator(action, email);
  if (outcome === "unknown") {
    console.error(`No account has the address ${email}: sign up with it first, then run this again.`);
    process.exit(1);
  }
  console.log(
    outcome.moderator
      ? `${outcome.email} is a moderator: the console is at /moderation after their next sign-in.`
      : `${outcome.email} is no longer a moderator (from their next sign-in or token refresh).`,
  );
}

main().catch((error) => {
  console.error("Changing the moderator role failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
