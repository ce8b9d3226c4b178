import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Makes the tarball of a fresh PGlite cluster that new clusters start from (services/pglite-template.ts)
 * and sets PGLITE_TEMPLATE to it, for this process and the processes it starts. Once per test run:
 * Jest's globalSetup, and scripts/test.mjs for the browser tests' servers. Returns its remover.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const fresh = await PGlite.create();
  const tarball = await fresh.dumpDataDir("none");
  await fresh.close();
  const dir = mkdtempSync(join(tmpdir(), "kazi-pglite-template-"));
  const file = join(dir, "cluster.tar");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
