import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { safeKey, type Storage } from "./storage";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, Ceph, R2, s3rver); unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissingObject = (error: unknown) =>
  (error as Error)?.name === "NoSuchKey" || (error as Error)?.name === "NotFound";

/**
 * Objects in one private bucket: written without any ACL (the bucket's own, private, applies), read
 * back through the API only; no public or presigned URL is ever made.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Newer SDKs add CRC checksums to every upload and check them on every download; many
    // S3-compatible stores (and s3rver) do not speak them. The SDK still sends them where S3 needs one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An unreachable store fails a request in seconds rather than holding an upload open.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;

  // Keys are random, so a taken one means a bug: asked before writing rather than with If-None-Match,
  // which not every S3-compatible store supports (on copies, few do).
  async function mustBeFree(key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissingObject(error) || status(error) === 404) return;
      throw error;
    }
    throw new Error(`Storage key ${key} is taken`);
  }

  return {
    async put(key, bytes, meta) {
      await mustBeFree(safeKey(key));
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: meta.contentType,
        }),
      );
    },
    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        return Body ? (Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      await mustBeFree(safeKey(to));
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${encodeURIComponent(safeKey(from))}`,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
