import type * as S3Module from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';
import type { S3StorageConfig } from './storage-config';

type S3Sdk = typeof S3Module;

// Loaded on first use: a server on local disk never pays for the SDK.
let sdk: Promise<S3Sdk> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS,
 * Tencent COS, Cloudflare R2 …), so every server instance reads what any
 * of them stored. The server still serves the bytes at /files/{id}: the
 * bucket stays private.
 */
export class S3Storage implements FileStorage {
  private client: Promise<{ s3: S3Sdk; client: S3Client }> | null = null;

  constructor(private readonly config: S3StorageConfig) {}

  private connect() {
    this.client ??= loadSdk().then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: this.config.region,
        endpoint: this.config.endpoint || undefined,
        forcePathStyle: this.config.forcePathStyle,
        credentials: this.config.accessKeyId
          ? { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey }
          : undefined,
        // S3-compatible services differ in support for the SDK's newer default
        // checksums (and their chunked uploads); send and check them only where
        // S3 itself requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      }),
    }));
    return this.client;
  }

  private key(key: string): string {
    return this.config.keyPrefix ? `${this.config.keyPrefix}/${key}` : key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key),
        Body: data,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { s3, client } = await this.connect();
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof s3.NoSuchKey) return null;
      if (error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }

  async close(): Promise<void> {
    if (this.client) (await this.client).client.destroy();
  }
}
