import type { StorageConfig } from "./create-storage";

const invalid = (name: string, message: string) =>
  new Error(`Invalid environment configuration:\n  ${name}: ${message}`);

/** S3_BUCKET chooses S3-compatible object storage for uploaded files; without it, the local folder. */
type S3Variables = Partial<
  Record<
    | "S3_BUCKET"
    | "S3_ENDPOINT"
    | "S3_REGION"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_FORCE_PATH_STYLE",
    string
  >
>;

export function storageConfig(env: S3Variables, uploadsDir: string): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { uploadsDir };
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw invalid("S3_ENDPOINT", "use an http:// or https:// URL, e.g. http://localhost:9000.");
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && pathStyle !== "true" && pathStyle !== "false")
    throw invalid("S3_FORCE_PATH_STYLE", 'use "true" or "false".');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey)
    throw invalid(
      accessKeyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
      "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the SDK's own credentials).",
    );
  return {
    uploadsDir,
    s3: {
      bucket,
      region: env.S3_REGION?.trim() || "us-east-1",
      endpoint,
      // Most S3-compatible stores (MinIO, s3rver) have no per-bucket host names.
      forcePathStyle: pathStyle ? pathStyle === "true" : Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
  };
}
