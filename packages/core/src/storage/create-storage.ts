import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/** Which driver holds the documents (decision 008): local disk by default, or S3. */
export type StorageConfig =
  | { driver: 'local'; root: string }
  | ({ driver: 's3' } & S3StorageOptions);

export function createStorage(config: StorageConfig): ObjectStorage {
  if (config.driver === 'local') return createLocalStorage({ root: config.root });
  return createS3Storage(config);
}
