import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@common/request-signature';
import { pngImage, SVG_IMAGE } from '../../helpers/images';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let withPhone = '';
let withoutPhone = '';
beforeAll(async () => {
  server = await startTestServer();
  withPhone = (await server.createUserSession()).sessionKey;
  const noPhoneUser = await server.services.users.create({ nickname: 'no phone' });
  withoutPhone = (
    await server.services.sessions.start(noPhoneUser.id, { clientPlatform: 'H5', platformId: 'web', deviceId: 'd' })
  ).key;
});
afterAll(() => server.close());

async function upload(options: {
  sessionKey?: string;
  file?: Buffer;
  fileName?: string;
  fields?: Record<string, string>;
}) {
  const form = new FormData();
  if (options.file) form.append('file', new Blob([new Uint8Array(options.file)]), options.fileName ?? 'photo.png');
  for (const [name, value] of Object.entries({
    remark: 'table photo',
    operator_type: 'STORE',
    operator_id: '1',
    ...options.fields,
  })) {
    form.append(name, value);
  }
  const response = await fetch(`${server.url}/action/upload-file`, {
    method: 'POST',
    body: form,
    headers: options.sessionKey ? { [HEADER.sessionKey]: options.sessionKey } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /action/upload-file', () => {
  it('stores an image and answers its id, url, size and type; the url serves it with long caching', async () => {
    const image = pngImage(40, 30);
    const result = await upload({ sessionKey: withPhone, file: image, fileName: 'whatever.jpg' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ width: 40, height: 30, contentType: 'image/png' });
    expect(result.body.fileId).toMatch(/^[0-9a-f]{32}$/);

    const served = await fetch(String(result.body.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    // A browser that holds it revalidates for headers only.
    expect(served.headers.get('etag')).toBe(`"${String(result.body.fileId)}"`);
    const again = await fetch(String(result.body.url), { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('asks to log in first without a session, or when the user has no phone', async () => {
    for (const sessionKey of [undefined, withoutPhone, 'bogus']) {
      const result = await upload({ sessionKey, file: pngImage(2, 2) });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ message: 'please log in first' });
    }
  });

  it('asks for an image (or a video) when no file is sent', async () => {
    expect((await upload({ sessionKey: withPhone })).body).toEqual({ message: 'please select an image' });
    expect((await upload({ sessionKey: withPhone, fields: { media_kind: 'video' } })).body).toEqual({
      message: 'please select a video',
    });
  });

  it('refuses images over 5000 px high or wide', async () => {
    const high = await upload({ sessionKey: withPhone, file: pngImage(10, 5001) });
    expect(high.status).toBe(400);
    expect(high.body).toEqual({ message: 'image height too high' });
    const wide = await upload({ sessionKey: withPhone, file: pngImage(5001, 10) });
    expect(wide.body).toEqual({ message: 'image width too high' });
    const edge = await upload({ sessionKey: withPhone, file: pngImage(5000, 2) });
    expect(edge.status).toBe(200);
  });

  it('refuses types it does not serve, judged by content and not by name: SVG, text', async () => {
    for (const [file, fileName] of [
      [SVG_IMAGE, 'logo.svg'],
      [Buffer.from('hello'), 'photo.png'],
    ] as const) {
      const result = await upload({ sessionKey: withPhone, file, fileName });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'unsupported image type' });
    }
  });

  it('answers 404 for files that do not exist', async () => {
    expect((await fetch(`${server.url}/files/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/files/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});
