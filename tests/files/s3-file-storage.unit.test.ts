import { describe, expect, it } from 'vitest';
import { fileStorageFromEnv } from '../../infra/files/file-storage-from-env';
import { createS3FileStorage, newestFirst, toStoredFile } from '../../infra/files/s3-file-storage';
import { StartFailure } from '../../infra/start-failure';
import { contentSecurityPolicy } from '../../command-api/http/content-security-policy';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetObjectCommand } from '@aws-sdk/client-s3';

// The S3 adapter's own logic, run here always (presigning needs no server); the adapter as a whole is
// proven by the file storage contract against MinIO (s3-file-storage.int.test.ts).

const storage = createS3FileStorage({
  bucket: 'jobfair-files',
  endpoint: 'http://minio.local:9000',
  credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
});

describe('S3 file storage', () => {
  it('presigns GET links path-style that expire after 3600 s (spec 1 §7)', async () => {
    const url = new URL(
      await getSignedUrl(storage.client, new GetObjectCommand({ Bucket: 'jobfair-files', Key: 'employer_logos/o-1/logo.png' }), {
        expiresIn: 3600,
      }),
    );
    expect(url.origin).toBe('http://minio.local:9000');
    expect(url.pathname).toBe('/jobfair-files/employer_logos/o-1/logo.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLE\//);
    // The platform's own /files links are checked by verify(); S3's are checked by S3.
    expect(storage.verify('employer_logos/o-1/logo.png', { expires: '9999999999', signature: 'x' })).toBe(false);
  });

  it("lets the pages load the bucket's links: its origin joins the policy's images, frames and connections", () => {
    expect(storage.linkOrigin).toBe('http://minio.local:9000');
    expect(createS3FileStorage({ bucket: 'files', region: 'eu-west-1' }).linkOrigin).toBe('https://files.s3.eu-west-1.amazonaws.com');
    const policy = Object.fromEntries(
      contentSecurityPolicy(undefined, storage.linkOrigin)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive]),
    );
    for (const directive of ['img-src', 'frame-src', 'connect-src']) expect(policy[directive]).toContain('http://minio.local:9000');
    expect(contentSecurityPolicy(undefined)).not.toContain('minio');
  });

  it('lists objects as files, newest first, the content type from the extension, unsafe keys left out', () => {
    const listed = [
      { Key: 'avatars/u-1/old.jpg', Size: 3, LastModified: new Date('2020-01-01') },
      { Key: 'avatars/u-1/new.pdf', Size: 5, LastModified: new Date('2024-01-01') },
      { Key: 'avatars/u-1/../x', Size: 1, LastModified: new Date('2025-01-01') },
    ]
      .map(toStoredFile)
      .filter((file) => file !== null)
      .sort(newestFirst);
    expect(listed).toEqual([
      { key: 'avatars/u-1/new.pdf', contentType: 'application/pdf', size: 5, lastModified: new Date('2024-01-01') },
      { key: 'avatars/u-1/old.jpg', contentType: 'image/jpeg', size: 3, lastModified: new Date('2020-01-01') },
    ]);
  });

  it('S3_BUCKET set but unreachable stops the start with one line', async () => {
    const failure = await fileStorageFromEnv(
      { rootDir: '.data/unused', secret: async () => 'x', clock: { now: () => new Date(0) } },
      { S3_BUCKET: 'jobfair-files', S3_ENDPOINT: 'http://127.0.0.1:1', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toMatch(
      /^S3_BUCKET=jobfair-files at http:\/\/127\.0\.0\.1:1 cannot be reached \(.+\): check the bucket/,
    );
  }, 60_000);
});
