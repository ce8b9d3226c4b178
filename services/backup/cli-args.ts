import { BackupError } from "./backup";

/** Bad arguments: the command prints the message and exits with 2. */
class UsageError extends Error {}

/** The one folder argument of `npm run backup` / `npm run restore`, and the flags the command takes. */
export function parseArgs(argv: string[], usage: string, flags: string[] = []) {
  const given = new Set<string>();
  const folders: string[] = [];
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") {
      console.log(usage);
      process.exit(0);
    }
    if (flags.includes(arg)) given.add(arg);
    else if (arg.startsWith("-")) throw new UsageError(`Unknown option ${arg}.\n${usage}`);
    else folders.push(arg);
  }
  if (folders.length !== 1)
    throw new UsageError(`${folders.length ? "Name one folder only." : "Name the backup folder."}\n${usage}`);
  return { folder: folders[0], flags: given };
}

/** Runs a command's main(): a refusal or bad arguments print their message alone, never a stack trace. */
export function runCommand(what: string, main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupError ? message : `${what} failed: ${message}`);
    process.exit(1);
  });
}
