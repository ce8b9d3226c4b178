import { productApiConfig } from "../product-api/config";
import { BackupError } from "./backup";

/**
 * Where the embedded default keeps its database and files. The commands cover it only: PostgreSQL and
 * S3 have tools of their own, which the README names (Backups and restore).
 */
export function embeddedFolders(command: "backup" | "restore") {
  const config = productApiConfig();
  const external = [
    config.databaseUrl && "DATABASE_URL (PostgreSQL: pg_dump, or pg_basebackup with WAL archiving)",
    config.storage.s3 && "S3_BUCKET (bucket versioning, or aws s3 sync / rclone)",
  ].filter(Boolean);
  if (external.length > 0)
    throw new BackupError(
      `npm run ${command} is for the embedded database and uploads folder, but ${external.join(" and ")} ` +
        `${external.length > 1 ? "are" : "is"} set: use their own tools (README, Backups and restore).`,
    );
  return { pgliteDir: config.pgliteDir, uploadsDir: config.uploadsDir };
}
