import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DEFAULT_PRODUCT_API_PORT } from "../../lib/defaults";
import { localSecret } from "../local-secret";
import { durablePglite } from "../pglite-durable";
import { BackupError, backupSummary, isEmptyFolder, writeBackup, type Manifest } from "./backup";
import { parseArgs, runCommand } from "./cli-args";
import { BACKUP_PATH, BACKUP_SECRET_FILE } from "./endpoint";
import { embeddedFolders } from "./embedded-only";

// npm run backup -- <folder>
// The embedded default's database (PGlite under DATA_DIR) and stored files (DATA_DIR/uploads), into a
// new folder. While Kazi runs, the running product API writes it (it holds the database); otherwise
// this process opens the database itself.

const USAGE = "Usage: npm run backup -- <new folder>   (DATA_DIR and PRODUCT_API_PORT as for npm start)";

/** The running product API's answer, or undefined when none listens on the port. */
async function throughRunningApi(dataDir: string, target: string): Promise<Manifest | undefined> {
  const port = process.env.PRODUCT_API_PORT || DEFAULT_PRODUCT_API_PORT;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${port}${BACKUP_PATH}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${localSecret(dataDir, BACKUP_SECRET_FILE)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ target }),
    });
  } catch {
    return undefined; // not running
  }
  const body = (await res.json().catch(() => ({}))) as Manifest & { error?: string };
  if (res.status === 401)
    throw new BackupError(
      `The product API on port ${port} runs on another DATA_DIR than ${dataDir}: set DATA_DIR (and PRODUCT_API_PORT) as for npm start.`,
    );
  if (!res.ok) throw new BackupError(body.error ?? `The running product API answered ${res.status}.`);
  return body;
}

async function directly(pgliteDir: string, uploadsDir: string, target: string): Promise<Manifest> {
  if (!existsSync(join(pgliteDir, "PG_VERSION")))
    throw new BackupError(`There is no database in ${pgliteDir}: nothing to back up (is DATA_DIR right?).`);
  const pglite = await PGlite.create(pgliteDir, durablePglite(pgliteDir));
  try {
    return await writeBackup(pglite, uploadsDir, target);
  } finally {
    await pglite.close();
  }
}

runCommand("The backup", async () => {
  const { folder } = parseArgs(process.argv.slice(2), USAGE);
  const { pgliteDir, uploadsDir } = embeddedFolders("backup");
  const target = resolve(folder);
  if (!(await isEmptyFolder(target)))
    throw new BackupError(`${target} is not empty: back up into a new or empty folder.`);
  const manifest =
    (await throughRunningApi(dirname(pgliteDir), target)) ?? (await directly(pgliteDir, uploadsDir, target));
  console.log(`Backed up ${backupSummary(manifest)} to ${target}`);
});
