import { randomUUID } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll } from 'vitest';
import { createS3FileStorage } from '../../infra/files/s3-file-storage';
import { containerEngineMissing } from '../support/container-engine';
import { fileStorageContract } from './file-storage-contract';

// The file storage contract against MinIO (S3-compatible) in a container, a fresh bucket per run. Without a
// container engine the suite is reported as skipped, with the reason, never as passed.

const skipReason = await containerEngineMissing();
if (skipReason) console.warn(`S3 file storage contract skipped: ${skipReason}`);
const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

fileStorageContract(
  'S3 (MinIO)',
  async () => {
    const { MinioContainer } = await import('@testcontainers/minio');
    const container = await new MinioContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z').start();
    stops.push(() => container.stop());
    const bucket = `files-${randomUUID()}`;
    const storage = createS3FileStorage({
      bucket,
      endpoint: container.getConnectionUrl(),
      credentials: { accessKeyId: container.getUsername(), secretAccessKey: container.getPassword() },
    });
    await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
    await storage.checkBucket();
    return storage;
  },
  { skipReason, setupTimeoutMs: 180_000 },
);
