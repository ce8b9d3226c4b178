import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../lib/storage/s3-storage";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings createStorage takes for this server (as S3_* variables would give them). */
  storageConfig: S3StorageConfig;
  /** The keys in the bucket now, read through the S3 API. */
  keys(): Promise<string[]>;
  /** Stops answering (open connections cut); the objects stay, and `resume` serves them again. */
  pause(): Promise<void>;
  /** Serves again at the same address. */
  resume(): Promise<void>;
  /** Pauses the server when the next request matching `match` arrives, failing that request. */
  pauseOn(match: (req: IncomingMessage) => boolean): void;
  /** Stops the server for good and removes its folder. */
  stop(): Promise<void>;
}

// s3rver's one built-in account.
const ACCESS_KEY = "S3RVER";

/**
 * A real S3-compatible server (s3rver) in this process, on a free loopback port, keeping its objects
 * in a temp folder, with one empty bucket.
 */
export async function startTestS3({ bucket = "kazi-test" }: { bucket?: string } = {}): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), "kazi-s3-"));
  const s3rver = new S3rver({
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let trip: ((req: IncomingMessage) => boolean) | undefined;
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((req, res) => {
        if (trip?.(req)) {
          trip = undefined;
          void pause();
          return;
        }
        handle(req, res);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        port = (next.address() as AddressInfo).port;
        resolve();
      });
    });
  const pause = async () => {
    const current = server;
    server = undefined;
    if (!current) return;
    const closed = new Promise((resolve) => current.close(resolve));
    current.closeAllConnections();
    await closed;
  };
  await listen();

  const endpoint = `http://127.0.0.1:${port}`;
  const region = "us-east-1";
  const credentials = { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY };
  const storageConfig: S3StorageConfig = { bucket, region, endpoint, forcePathStyle: true, credentials };
  const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    region,
    ...credentials,
    storageConfig,
    async keys() {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return Contents.map((object) => object.Key!).sort();
    },
    pause,
    async resume() {
      if (!server) await listen();
    },
    pauseOn(match) {
      trip = match;
    },
    async stop() {
      client.destroy();
      await pause();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
