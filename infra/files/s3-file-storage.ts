import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isSafeStorageKey, SIGNED_URL_TTL_SECONDS, type FileStorage, type StoredFile } from '../../domain/ports/file-storage';
import { contentTypeOf } from './local-file-storage';

export type S3FileStorageOptions = Readonly<{
  bucket: string;
  /** MinIO, LocalStack or another S3-compatible server; AWS itself when absent. */
  endpoint?: string;
  region?: string;
  /** Credentials other than the SDK's default chain (environment, profile, instance role): tests only. */
  credentials?: Readonly<{ accessKeyId: string; secretAccessKey: string }>;
}>;

/** A listed object as the port describes a file; null for what is not a file of ours (unsafe keys). */
export const toStoredFile = (object: _Object): StoredFile | null =>
  object.Key && isSafeStorageKey(object.Key)
    ? { key: object.Key, contentType: contentTypeOf(object.Key), size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) }
    : null;

/** Most recently modified first (spec 1 §7), then by key so equal times list the same way every time. */
export const newestFirst = (a: StoredFile, b: StoredFile) =>
  b.lastModified.getTime() - a.lastModified.getTime() || a.key.localeCompare(b.key);

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export const s3Client = (options: S3FileStorageOptions) =>
  new S3Client({
    region: options.region ?? 'us-east-1',
    // Path-style (endpoint/bucket/key) for S3-compatible servers, which rarely have per-bucket DNS names.
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });

/**
 * The file-storage port on S3 or an S3-compatible server (`S3_BUCKET`, docs/deploy.md): the same keys as on
 * local disk, links presigned for GET that expire after 3600 s (spec 1 §7). The links point at the bucket
 * itself, so `verify`, which checks this platform's own /files links, refuses every link.
 */
export const createS3FileStorage = (options: S3FileStorageOptions): FileStorage & { client: S3Client; checkBucket(): Promise<void> } => {
  const client = s3Client(options);
  const Bucket = options.bucket;
  const safe = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key '${key}'`);
    return key;
  };

  const describe = async (key: string): Promise<StoredFile | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, contentType: contentTypeOf(key), size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  return {
    client,
    // Presigned links name the bucket's host: the endpoint's with path-style links, the bucket's own on AWS.
    linkOrigin: options.endpoint ? new URL(options.endpoint).origin : `https://${Bucket}.s3.${options.region ?? 'us-east-1'}.amazonaws.com`,
    checkBucket: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    put: async (key, content, _options) => {
      await client.send(new PutObjectCommand({ Bucket, Key: safe(key), Body: content, ContentType: contentTypeOf(key) }));
      return (await describe(key))!;
    },
    getSignedUrl: async (key, expiresInSeconds = SIGNED_URL_TTL_SECONDS) => {
      if (!isSafeStorageKey(key) || !(await describe(key))) return null;
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
    verify: () => false,
    read: async (key) => {
      if (!isSafeStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const content = await object.Body!.transformToByteArray();
        return {
          key,
          contentType: contentTypeOf(key),
          size: content.byteLength,
          lastModified: object.LastModified ?? new Date(0),
          content,
        };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safe(key) }));
    },
    list: async (prefix) => {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const file = toStoredFile(object);
          if (file) files.push(file);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files.sort(newestFirst);
    },
  };
};
