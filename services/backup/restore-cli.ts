import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DEFAULT_PRODUCT_API_PORT } from "../../lib/defaults";
import { BackupError, backupSummary } from "./backup";
import { parseArgs, runCommand } from "./cli-args";
import { embeddedFolders } from "./embedded-only";
import { BACKUP_PATH, BACKUP_SECRET_FILE } from "./endpoint";
import { restoreBackup } from "./restore";

// npm run restore -- <backup folder> [--force]
// Into DATA_DIR's database and uploads folder, which must be empty unless --force; never under a
// running Kazi (its product API holds the database).

const USAGE =
  "Usage: npm run restore -- <backup folder> [--force]   (into DATA_DIR; --force replaces what is there)";

/** True when a product API answers on the port for this data folder (it made the secret there). */
async function runningOn(dataDir: string): Promise<boolean> {
  let secret: string;
  try {
    secret = readFileSync(join(dataDir, BACKUP_SECRET_FILE), "utf8").trim();
  } catch {
    return false; // no API ever ran on it
  }
  const port = process.env.PRODUCT_API_PORT || DEFAULT_PRODUCT_API_PORT;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${BACKUP_PATH}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    return res.ok && ((await res.json()) as { dataDir?: string }).dataDir === dataDir;
  } catch {
    return false;
  }
}

runCommand("The restore", async () => {
  const { folder, flags } = parseArgs(process.argv.slice(2), USAGE, ["--force"]);
  const to = embeddedFolders("restore");
  const dataDir = dirname(to.pgliteDir);
  if (await runningOn(dataDir))
    throw new BackupError(`Kazi is running on ${dataDir}: stop it (npm start), then restore.`);
  const manifest = await restoreBackup(resolve(folder), to, { force: flags.has("--force") });
  console.log(
    `Restored ${backupSummary(manifest)} from ${resolve(folder)} (made ${manifest.createdAt}) into ${dataDir}.`,
  );
});
