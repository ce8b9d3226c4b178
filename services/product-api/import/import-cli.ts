import { DEFAULT_PRODUCT_API_PORT } from "../../../lib/defaults";
import { localSecret } from "../../local-secret";
import { productApiConfig } from "../config";
import { createDb } from "../db/client";
import { runMigrations } from "../db/migrate";
import { runImportCommand, USAGE, type CommandResult } from "./import-commands";
import { IMPORT_PATH, IMPORT_SECRET_FILE } from "./import-endpoint";

// npm run import -- add <company> <feed URL> [--format …] | list | remove <id> | run [<id>]
// On the app's database: DATABASE_URL, else PGlite under DATA_DIR. PGlite serves one process, so
// while Kazi runs on it the command goes through the running product API (import-endpoint.ts).

const COMMANDS = new Set(["add", "list", "remove", "run"]);

async function throughRunningApi(dataDir: string, args: string[]): Promise<CommandResult | undefined> {
  const port = process.env.PRODUCT_API_PORT || DEFAULT_PRODUCT_API_PORT;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${port}${IMPORT_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${localSecret(dataDir, IMPORT_SECRET_FILE)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ args }),
    });
  } catch {
    return undefined; // not running
  }
  if (res.status === 404) return undefined; // an API without the endpoint: on PostgreSQL, or older
  if (res.status === 401)
    return {
      code: 1,
      out: [
        `The product API on port ${port} runs on another DATA_DIR than ${dataDir}: set DATA_DIR (and PRODUCT_API_PORT) as for npm start.`,
      ],
    };
  if (!res.ok)
    return { code: 1, out: [`The running product API answered ${res.status}: ${await res.text()}`] };
  return (await res.json()) as CommandResult;
}

/** Tells the web app of changed jobs as the API does, when REVALIDATE_URL and REVALIDATE_SECRET are set. */
function revalidate(config: ReturnType<typeof productApiConfig>) {
  const target = config.server.revalidate;
  if (!target) return undefined;
  return async (ids: number[]) => {
    const res = await fetch(target.url, {
      method: "POST",
      headers: { "x-revalidate-secret": target.secret, "content-type": "application/json" },
      body: JSON.stringify({ jobIds: ids }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`revalidation answered ${res.status}`);
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!COMMANDS.has(args[0] ?? "")) {
    console.error(USAGE);
    return 2;
  }
  const config = productApiConfig();
  let result = config.databaseUrl ? undefined : await throughRunningApi(config.alerts.mailDataDir, args);
  if (!result) {
    const database = await createDb({
      databaseUrl: config.databaseUrl,
      poolSize: 2,
      dataDir: config.pgliteDir,
    });
    try {
      await runMigrations(database);
      result = await runImportCommand(args, {
        db: database.db,
        siteUrl: config.alerts.siteUrl,
        onJobsChanged: revalidate(config),
      });
    } finally {
      await database.close();
    }
  }
  for (const line of result.out) (result.code === 0 ? console.log : console.error)(line);
  return result.code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("The import command failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
