import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Makes the tarball of a fresh PGlite cluster that new clusters start from (services/pglite-template.ts)
 * and sets PGLITE_TEMPLATE to it, for this process and the processes it starts. Once per test run:
 * scripts/test.mjs for all of `npm test`, Jest's globalSetup when Jest runs alone. Returns its remover.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  const fresh = await PGlite.create();
  const tarball = await fresh.dumpDataDir("none");
  await fresh.close();
  const dir = mkdtempSync(join(tmpdir(), "kazi-pglite-template-"));
  const file = join(dir, "cluster.tar");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", remove); // an interrupted run leaves no 40 MB behind
  return remove;
}
