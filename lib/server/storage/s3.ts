import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type StorageDriver } from "./types";

// The S3-compatible driver (MinIO, Ceph, AWS …), so that every app replica and worker sees
// the same files. Objects stay private: they are read back through the app's access checks, never
// linked directly.

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted stores want path-style addresses (http://host/bucket/key). */
  forcePathStyle: boolean;
  /** Prefix inside the bucket, e.g. "symposia/" when the bucket is shared. */
  prefix?: string;
};

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings {
  const need = (name: string) => {
    const v = env[name];
    if (!v) throw new Error(`STORAGE_DRIVER=s3 needs ${name}`);
    return v;
  };
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || "us-east-1",
    bucket: need("S3_BUCKET"),
    accessKeyId: need("S3_ACCESS_KEY_ID"),
    secretAccessKey: need("S3_SECRET_ACCESS_KEY"),
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? "true") !== "false",
    prefix: env.S3_PREFIX || "",
  };
}

const missing = (e: unknown) => e instanceof S3ServiceException && (e.name === "NoSuchKey" || e.$metadata.httpStatusCode === 404);

export function s3Driver(s: S3Settings): StorageDriver {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const Bucket = s.bucket;
  const objectKey = (key: string) => `${s.prefix ?? ""}${assertSafeKey(key)}`;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.byteLength }));
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async copy(from, to) {
      const source = `${Bucket}/${objectKey(from)}`.split("/").map(encodeURIComponent).join("/");
      await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: source }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
