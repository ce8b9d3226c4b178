import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What a new PGlite cluster starts from: `loadDataDir` for PGlite.create(). A new cluster costs an
 * initdb, seconds of WebAssembly (7-12 s on a busy 2-core machine), and the tests open hundreds. So
 * the test runs (services/testing/pglite-template.ts) make one fresh cluster, dump it to a tarball
 * and name it in PGLITE_TEMPLATE; every new cluster is then unpacked from it in about a second.
 * Read here, not in services/env.ts: no deployment sets it, and a test-only setting there would
 * read as one. An existing data folder (PG_VERSION in it) is opened as it is. `template`: another
 * tarball to start from (the tests' cluster with the product API's migrations applied).
 */
export function pgliteStart(
  dataDir?: string,
  template = process.env.PGLITE_TEMPLATE,
): { loadDataDir?: Blob } {
  if (!template || (dataDir && existsSync(join(dataDir, "PG_VERSION")))) return {};
  return { loadDataDir: new Blob([readFileSync(template)]) };
}
