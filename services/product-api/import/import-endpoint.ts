import crypto from "node:crypto";
import { localSecret } from "../../local-secret";
import { runImportCommand } from "./import-commands";
import type { ImportDeps } from "./run-import";

/**
 * POST /kazi/import `{"args": ["list"]}`: how `npm run import` reaches the running product API on
 * the embedded database, which no second process may open (as `npm run backup` does,
 * services/backup/endpoint.ts). The caller proves it can read the data folder: the bearer secret is
 * a file made there for its owner only. Not part of the API's contract, and served only on PGlite.
 */
export const IMPORT_PATH = "/kazi/import";
export const IMPORT_SECRET_FILE = "import-secret";

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export function createImportEndpoint(deps: ImportDeps & { dataDir: string }) {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  const secret = digest(localSecret(deps.dataDir, IMPORT_SECRET_FILE));
  return async function handleImport(request: Request): Promise<Response | undefined> {
    if (new URL(request.url).pathname !== IMPORT_PATH) return undefined;
    if (request.method !== "POST") return json(405, { error: "Use POST." });
    const match = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "");
    if (!match || !crypto.timingSafeEqual(digest(match[1]), secret))
      return json(401, { error: "The import secret is wrong." });
    const body = (await request.json().catch(() => null)) as { args?: unknown } | null;
    const args = body?.args;
    if (!Array.isArray(args) || !args.every((arg) => typeof arg === "string"))
      return json(400, { error: 'Send {"args": ["list"]}.' });
    return json(200, await runImportCommand(args, deps));
  };
}
