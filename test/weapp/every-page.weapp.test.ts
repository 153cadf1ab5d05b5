import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { MiniApp, routesOf } from './support/mini-app';
import { startWeappServer } from './support/weapp-server';

const DIST = path.resolve(__dirname, '../../dist/weapp');
let server: TestServer;
let app: MiniApp;

beforeAll(async () => {
  server = await startWeappServer();
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
});
afterAll(async () => {
  await server?.close();
});

describe('every page of the weapp build', () => {
  it.each(routesOf(DIST))('%s renders without an error', async (route) => {
    const before = app.errors.length;
    const page = await app.reLaunch(`/${route}`);
    expect(page.elementCount()).toBeGreaterThan(0);
    // Every page draws its own navigation bar, so a page that rendered shows some text.
    expect(page.text().trim()).not.toBe('');
    expect(app.errors.slice(before)).toEqual([]);
  });
});
