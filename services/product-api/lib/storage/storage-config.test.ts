import { storageConfig } from "./storage-config";

describe("storage settings", () => {
  it("keeps the local folder when no bucket is set", () => {
    expect(storageConfig({ S3_ENDPOINT: "http://localhost:9000" }, "/data/uploads")).toEqual({
      uploadsDir: "/data/uploads",
    });
  });

  it("chooses a bucket, path-style behind an endpoint unless told otherwise", () => {
    const env = {
      S3_BUCKET: "kazi-cvs",
      S3_ENDPOINT: "http://localhost:9000",
      S3_ACCESS_KEY_ID: "kazi",
      S3_SECRET_ACCESS_KEY: "secret-key",
    };
    expect(storageConfig(env, "/u").s3).toEqual({
      bucket: "kazi-cvs",
      region: "us-east-1",
      endpoint: "http://localhost:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "kazi", secretAccessKey: "secret-key" },
    });
    expect(storageConfig({ ...env, S3_FORCE_PATH_STYLE: "false" }, "/u").s3?.forcePathStyle).toBe(false);
    expect(storageConfig({ S3_BUCKET: "b", S3_REGION: "eu-west-1" }, "/u").s3).toEqual({
      bucket: "b",
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("names the variable that is wrong", () => {
    expect(() => storageConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" }, "/u")).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => storageConfig({ S3_BUCKET: "b", S3_ENDPOINT: "localhost:9000" }, "/u")).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => storageConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" }, "/u")).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
