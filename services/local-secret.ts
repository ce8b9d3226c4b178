import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Secrets every process of one installation must share (the web app's client secret at the embedded
// identity provider, the key of the alerts' unsubscribe links) when none is configured: made once in
// the data folder, for its owner only, as scripts/lib.mjs makes the session secret. The processes
// `npm start` and `npm run dev` start share DATA_DIR, so they share these; processes with folders of
// their own (containers, the cluster) must be given the secret.

/** Names of the files in DATA_DIR. */
export const CLIENT_SECRET_FILE = "client-secret";
export const ALERTS_SECRET_FILE = "alerts-secret";
export const VAPID_KEYS_FILE = "vapid-keys";

/** The secrets Kazi used when none was set, before it made them: published in its source. */
const PUBLISHED = new Set(["kazi-web-local-secret", "kazi-alerts-local-secret-0123456789"]);

export const PUBLISHED_SECRET =
  "is published in Kazi's source: set a secret of your own, or leave it unset to have one made in DATA_DIR.";

/** True for a published secret where it must not be used: a production process or an https site. */
export const refusedSecret = (secret: string | undefined, { production = false, siteUrl = "" }) =>
  secret !== undefined && PUBLISHED.has(secret) && (production || siteUrl.startsWith("https:"));

function readSecret(file: string) {
  const secret = readFileSync(file, "utf8").trim();
  if (!secret) throw new Error(`${file} is empty: remove it to have a new secret made.`);
  return secret;
}

const randomSecret = () => randomBytes(32).toString("base64url");

/** The secret in `dataDir/name`, made there first (by `make`: 32 random bytes) if missing. */
export function localSecret(dataDir: string, name: string, make = randomSecret): string {
  const file = join(dataDir, name);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written aside, then linked in place: processes starting together all read the first one's
  // secret, and none reads a half-written file.
  const draft = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, make(), { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readSecret(file);
}

/**
 * `configured`, else the secret in `dataDir/name`, read (or made) on first use rather than when the
 * settings are read: `next build` reads them too, and must leave no secret in an image.
 */
export function secretOrLocal(
  configured: string | undefined,
  dataDir: string,
  name: string,
  make = randomSecret,
) {
  let secret = configured;
  return () => (secret ??= localSecret(dataDir, name, make));
}
