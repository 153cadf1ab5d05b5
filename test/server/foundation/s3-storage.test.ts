import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@common/request-signature';
import { S3Storage } from '../../../server/providers/storage/s3.storage';
import { FakeS3 } from '../../helpers/fakes/s3.fake';
import { pngImage } from '../../helpers/images';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await new FakeS3().start();
});
afterAll(() => s3.close());

describe('S3-compatible file storage', () => {
  it('puts, gets and deletes bytes under the configured key prefix', async () => {
    const storage = new S3Storage(s3.config({ keyPrefix: 'staging' }));
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('2026/05/abc.png', bytes);
    expect(s3.keys()).toContain('staging/2026/05/abc.png');
    expect((await storage.get('2026/05/abc.png'))?.equals(bytes)).toBe(true);
    await storage.delete('2026/05/abc.png');
    expect(await storage.get('2026/05/abc.png')).toBeNull();
    await storage.close();
  });

  it('answers null for a key never stored, and fails loudly on an unknown access key', async () => {
    const storage = new S3Storage(s3.config());
    expect(await storage.get('never/stored.png')).toBeNull();
    await storage.close();
    const wrong = new S3Storage(s3.config({ accessKeyId: 'NOT-A-KEY' }));
    await expect(wrong.put('x.png', Buffer.from('x'))).rejects.toThrow(/Access Key Id/);
    await wrong.close();
  });
});

describe('uploads with STORAGE=s3', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ storage: s3.config({ keyPrefix: 'uploads' }) });
  });
  afterAll(() => server.close());

  it('keeps the uploaded image in the bucket and serves it from there', async () => {
    const { sessionKey } = await server.createUserSession();
    const image = pngImage(12, 8);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), 'photo.png');
    const response = await fetch(`${server.url}/action/upload-file`, {
      method: 'POST',
      body: form,
      headers: { [HEADER.sessionKey]: sessionKey },
    });
    expect(response.status).toBe(200);
    const uploaded = (await response.json()) as { fileId: string; url: string };
    expect(s3.keys().some((key) => key.startsWith('uploads/') && key.includes(uploaded.fileId))).toBe(true);
    const served = await fetch(uploaded.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });
});
