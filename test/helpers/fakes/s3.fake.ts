import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../../server/providers/storage/storage-config';

/**
 * A local S3-compatible server (s3rver, from the npm registry) on port 0,
 * files under a temporary directory. It knows one access key (S3RVER) and
 * refuses others; it does not verify SigV4 signatures themselves.
 */
export class FakeS3 {
  readonly bucket = 'feastbook-test';
  private server: S3rver | null = null;
  private directory = '';
  url = '';

  async start(): Promise<this> {
    this.directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-s3-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: this.bucket }],
    });
    const address = await this.server.run();
    this.url = `http://127.0.0.1:${address.port}`;
    return this;
  }

  /** Storage settings for the server under test, as STORAGE=s3 and S3_* would give. */
  config(overrides: Partial<S3StorageConfig> = {}): S3StorageConfig {
    return {
      kind: 's3',
      bucket: this.bucket,
      region: 'us-east-1',
      endpoint: this.url,
      forcePathStyle: true,
      keyPrefix: '',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      ...overrides,
    };
  }

  /** Object keys in the bucket, as s3rver keeps them on disk. */
  keys(): string[] {
    const root = path.join(this.directory, this.bucket);
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((name) => name.endsWith('._S3rver_object'))
      .map((name) => name.replace(/\._S3rver_object$/, ''));
  }

  async close(): Promise<void> {
    await this.server?.close();
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}
