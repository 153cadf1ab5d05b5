import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script with no type declarations
import { compressDirectory } from '../../../scripts/compress-assets.mjs';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const BUNDLE = `console.log(${JSON.stringify('a line of the app bundle '.repeat(200))});`;

/** A GET with exactly these headers (fetch adds its own Accept-Encoding and decodes). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let server: TestServer;
let h5Dir: string;
beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-h5-'));
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>app shell</title>');
  fs.mkdirSync(path.join(h5Dir, 'js'));
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.js'), 'console.log("app")');
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.1a2b3c4d.js'), BUNDLE);
  compressDirectory(h5Dir);
  server = await startTestServer({ h5Dir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(h5Dir, { recursive: true, force: true });
});

describe('the H5 app at /app', () => {
  it('redirects / to /app/', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app/');
  });

  it('serves the app shell at /app and for deep links, so the router can open them', async () => {
    for (const url of [
      '/app',
      '/app/',
      '/app/pages/sub-user/store-detail/index?storeId=1',
      '/app/store/1',
      '/app/merchant/3',
    ]) {
      const response = await fetch(server.url + url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('app shell');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('serves built files as they are and 404s missing ones rather than the shell', async () => {
    const script = await fetch(`${server.url}/app/js/app.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('console.log');
    expect((await fetch(`${server.url}/app/js/missing.js`)).status).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const url = `${server.url}/app/js/app.1a2b3c4d.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BUNDLE);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('lets browsers keep content-hashed files for good and revalidate the rest', async () => {
    const hashed = await rawGet(`${server.url}/app/js/app.1a2b3c4d.js`, { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await rawGet(`${server.url}/app/js/app.js`, {});
    expect(unhashed.headers['cache-control']).toBe('no-cache');
    const shell = await rawGet(`${server.url}/app/`, {});
    expect(shell.headers['cache-control']).toBe('no-cache');
    // A repeat visit costs a 304 for what it must revalidate.
    const again = await rawGet(`${server.url}/app/js/app.js`, { 'if-none-match': String(unhashed.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers JSON 404 outside /app', async () => {
    const response = await fetch(`${server.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('without a build', () => {
  it('explains how to build the app instead of failing obscurely', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.url}/app/pages/home/index`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(
        'The app is not built yet. Run `npm run build` (in development, npm start builds it for you).',
      );
    } finally {
      await bare.close();
    }
  });
});
