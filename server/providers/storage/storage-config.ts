import type { EnvReader } from '../../env-reader';

export const STORAGE_KINDS = ['local', 's3'] as const;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible service's endpoint (MinIO, OSS, COS, R2 …); empty: AWS's own for the region. */
  endpoint: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most S3-compatible services want it. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several deployments' files. */
  keyPrefix: string;
  /** Both set, or both empty for the SDK's own chain (AWS_* variables, an instance or task role). */
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where uploaded files are kept: the local disk under DATA_DIR, or an S3-compatible bucket every instance shares. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export function readStorageConfig(env: EnvReader): StorageConfig {
  const kind = env.oneOf('STORAGE', STORAGE_KINDS, 'local');
  if (kind === 'local') return { kind };
  const bucket = env.string('S3_BUCKET');
  if (!bucket) env.problems.push('S3_BUCKET is required when STORAGE is s3');
  const accessKeyId = env.string('S3_ACCESS_KEY_ID');
  const secretAccessKey = env.string('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    env.problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK’s own credentials)',
    );
  }
  return {
    kind,
    bucket,
    region: env.string('S3_REGION', 'us-east-1'),
    endpoint: env.url('S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
    keyPrefix: env.string('S3_KEY_PREFIX').replace(/^\/+|\/+$/g, ''),
    accessKeyId,
    secretAccessKey,
  };
}
