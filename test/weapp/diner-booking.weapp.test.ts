import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { logInWithPhoneCode } from './support/diner-steps';
import { MiniApp } from './support/mini-app';
import { startWeappServer } from './support/weapp-server';

const DIST = path.resolve(__dirname, '../../dist/weapp');
let server: TestServer;
let app: MiniApp;

beforeAll(async () => {
  server = await startWeappServer();
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
  await app.reLaunch('/pages/home/index');
});
afterAll(async () => {
  await server?.close();
});

describe('a diner in the WeChat mini-program', () => {
  it('logs in with a phone code', async () => {
    await logInWithPhoneCode(app, server.url, '13912345001');
    const me = await app.reLaunch('/pages/me/index');
    await me.waitForText('139****5001');
    expect(app.errors).toEqual([]);
  });
});
