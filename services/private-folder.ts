import { chmodSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Makes a data folder private to this process's user: folders 0700, files 0600. PGlite writes its
 * files with explicit modes (0666 under a zero umask), so tightening the umask alone is not enough;
 * this runs after the database is opened, and the umask covers what is written later.
 */
export function makePrivate(dir: string) {
  process.umask(0o077);
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
