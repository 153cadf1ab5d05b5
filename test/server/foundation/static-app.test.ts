import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let h5Dir: string;
beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-h5-'));
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>app shell</title>');
  fs.mkdirSync(path.join(h5Dir, 'js'));
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.js'), 'console.log("app")');
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
      expect(await response.text()).toContain('npm run build:h5');
    } finally {
      await bare.close();
    }
  });
});
