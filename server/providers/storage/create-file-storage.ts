import path from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import type { StorageConfig } from './storage-config';

/** The configured store of uploaded files: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createFileStorage(config: StorageConfig, dataDir: string): FileStorage {
  if (config.kind === 's3') return new S3Storage(config);
  return new LocalDiskStorage(path.join(dataDir, 'uploads'));
}
