import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../helpers/images';
import type { TestServer } from '../helpers/test-server';
import { logInWithPhoneCode, logOut } from './support/diner-steps';
import { MiniApp } from './support/mini-app';
import type { MiniPage } from './support/mini-page';
import { logInToMerchantTools } from './support/staff-steps';
import { startWeappServer } from './support/weapp-server';

// Messages in the WeChat mini-program against the real server, over its chat socket:
// a diner asks the store from the contact page, the store's staff member finds the
// conversation in the message tab and answers.
const DIST = path.resolve(__dirname, '../../dist/weapp');
const STAFF_PHONE = '13800000002';
let server: TestServer;
let app: MiniApp;
let store: { id: string; name: string };

async function send(chat: MiniPage, text: string): Promise<void> {
  await chat.input('im-chat__input', text);
  await chat.tap('im-chat__send');
  await chat.waitFor(
    () => chat.all('im-msg--mine').some((el) => el.textContent?.includes(text)),
    `${text} shown as sent`,
  );
}

beforeAll(async () => {
  server = await startWeappServer();
  const row = await server.database.db
    .selectFrom('store')
    .select(['id', 'name', 'intl_info'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The diner reads the store by its Simplified Chinese name (the demo's intlInfo).
  store = { id: row.id, name: row.intl_info.name?.['zh-Hans'] ?? row.name };
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
  await app.reLaunch('/pages/home/index');
});
afterAll(async () => {
  app?.host.closeSockets();
  await server?.close();
});

describe('messages in the WeChat mini-program', () => {
  it('a diner asks the store from its contact page', async () => {
    await logInWithPhoneCode(app, server.url, '13912345201');
    const contact = await app.reLaunch(`/pages/sub-user/contact-store/index?storeId=${store.id}`);
    await contact.waitForElement('contact-page__card', store.name);
    await contact.tap('nut-button', '在线咨询');
    await app.waitFor(() => app.current !== contact, 'the chat to open');
    const chat = app.current;
    await chat.waitForElement('im-chat__composer');
    await send(chat, '请问有停车位吗？');
    // The chat page keeps its socket to the server open for live messages.
    expect(app.host.socketsOpened.length).toBeGreaterThan(0);
    expect(app.errors).toEqual([]);
  });

  it('the staff member finds the conversation in the message tab and answers', async () => {
    await logOut(app);
    await logInToMerchantTools(app, server.url, STAFF_PHONE);
    const inbox = await app.reLaunch('/pages/im/index');
    await inbox.waitForElement('im-list__item', '请问有停车位吗？');
    await inbox.tap('im-list__item', '请问有停车位吗？');
    await app.waitFor(() => app.current !== inbox, 'the conversation to open');
    const chat = app.current;
    await chat.waitForElement('im-msg__bubble', '请问有停车位吗？');
    await send(chat, '有的，地下二层。');

    // A photo of the car park: picked, uploaded with wx.uploadFile, sent as an image.
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-photo-')), 'car-park.png');
    fs.writeFileSync(photo, pngImage(40, 30));
    app.host.pickImages(photo);
    await chat.tap('im-chat__tool', '图片');
    await chat.waitFor(() => chat.all('im-msg__image').length > 0, 'the photo in the chat');
    expect(app.host.requests).toContainEqual({ method: 'POST', path: '/action/upload-file', status: 200 });
    expect(app.errors).toEqual([]);
  });
});
