import { createLocalStorage } from "./local-storage";
import type { S3StorageConfig } from "./s3-storage";
import type { Storage } from "./storage";

export interface StorageConfig {
  /** The folder used when no bucket is set. */
  uploadsDir: string;
  /** S3-compatible object storage, when S3_BUCKET is set. */
  s3?: S3StorageConfig;
}

/** The configured store. The S3 client is loaded only when a bucket is set. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config.s3);
}
