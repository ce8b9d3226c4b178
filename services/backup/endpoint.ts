import crypto from "node:crypto";
import { isAbsolute } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { localSecret } from "../local-secret";
import { BackupError, writeBackup } from "./backup";

/**
 * POST /kazi/backup `{"target": "/absolute/folder"}`: how `npm run backup` reaches the running product
 * API, whose PGlite database no second process may open. GET answers 200 with the data folder, so that
 * `npm run restore` can refuse to replace it under a running site. The caller proves it can read the
 * data folder: the bearer secret is the file below, made there for its owner only. Not part of the
 * API's contract (no /api/v1), and served only on PGlite with the uploads folder.
 */
export const BACKUP_PATH = "/kazi/backup";
export const BACKUP_SECRET_FILE = "backup-secret";

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

export function createBackupEndpoint(deps: { pglite: PGlite; uploadsDir: string; dataDir: string }) {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  // Made at start, so the command finds it while the API runs.
  const secret = digest(localSecret(deps.dataDir, BACKUP_SECRET_FILE));
  const authorized = (request: Request) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "");
    return !!match && crypto.timingSafeEqual(digest(match[1]), secret);
  };
  // One backup at a time: a second waits for the first rather than doubling the memory.
  let running: Promise<unknown> = Promise.resolve();

  /** The endpoint's answer, or undefined when the request is for another path. */
  return async function handleBackup(request: Request): Promise<Response | undefined> {
    if (new URL(request.url).pathname !== BACKUP_PATH) return undefined;
    if (request.method !== "GET" && request.method !== "POST")
      return json(
        405,
        { error: "Use POST to back up, GET to ask which data folder this is." },
        { allow: "GET, POST" },
      );
    if (!authorized(request)) return json(401, { error: "The backup secret is wrong." });
    if (request.method === "GET") return json(200, { dataDir: deps.dataDir });
    const body = (await request.json().catch(() => null)) as { target?: unknown } | null;
    const target = body?.target;
    if (typeof target !== "string" || !isAbsolute(target))
      return json(400, { error: 'Send {"target": "/an/absolute/folder"}.' });
    const backup = running.then(() => writeBackup(deps.pglite, deps.uploadsDir, target));
    running = backup.catch(() => undefined);
    try {
      return json(200, await backup);
    } catch (error) {
      if (error instanceof BackupError) return json(409, { error: error.message });
      throw error;
    }
  };
}
