import type { Clock } from '../../domain/ports/clock';
import type { FileStorage } from '../../domain/ports/file-storage';
import { StartFailure } from '../start-failure';
import { createLocalFileStorage } from './local-file-storage';

/**
 * Files on S3 or an S3-compatible server when S3_BUCKET is set (S3_ENDPOINT for MinIO or LocalStack,
 * S3_REGION, credentials from the AWS SDK's default chain), else on local disk with signed /files links.
 * A bucket that cannot be reached stops the start with one line. The AWS SDK is loaded only when S3_BUCKET is set.
 */
export const fileStorageFromEnv = async (
  local: Readonly<{ rootDir: string; secret: () => Promise<string>; clock: Clock }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileStorage> => {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return createLocalFileStorage({ rootDir: local.rootDir, secret: await local.secret(), clock: local.clock });
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const { createS3FileStorage } = await import('./s3-file-storage');
  const storage = createS3FileStorage({ bucket, endpoint, region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || undefined });
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.client.destroy();
    const reason =
      error instanceof Error ? (error.name === 'Error' || !error.name ? error.message : `${error.name}: ${error.message}`) : String(error);
    throw new StartFailure(
      `S3_BUCKET=${bucket}${endpoint ? ` at ${endpoint}` : ''} cannot be reached (${reason}): check the bucket, S3_ENDPOINT and the credentials, or unset S3_BUCKET to keep files on local disk.`,
    );
  }
  return storage;
};
