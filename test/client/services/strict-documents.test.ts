import { MessageSchema } from '@/gen/im/v1/im_pb';
import { clientConfigDataKey, FIRST_PAGE_DATA_ID } from '@/common/first-page-data';
import { createAppStore } from '@/stores';
import { parseFrame } from '@/stores/im/im-frames';
import { platform as browserPlatform } from '@/platform';
import { createMemoryStorage } from '@/platform/memory-storage';
import { asJson, fakeNetwork, uncheckedAnswer, uncheckedRoute } from '../support/fake-network';
import { createTestStore, TEST_BASE } from '../support/test-store';

// JSON the app decodes outside a call (the client config, the documents index.html
// embeds, socket frames) is decoded strictly in tests, as answers are: a field the
// proto does not have fails the test. The app itself skips such fields.

const CONFIG_WITH_A_RENAMED_FIELD = { model: { id: '1' }, config: { common: { appName: 'Jade', appTitle: 'x' } } };

function configNetwork() {
  return fakeNetwork([
    uncheckedRoute('/platform-client-config/1.json', uncheckedAnswer({ body: CONFIG_WITH_A_RENAMED_FIELD })),
  ]);
}

afterEach(() => document.getElementById(FIRST_PAGE_DATA_ID)?.remove());

describe('documents decoded outside a call', () => {
  it('a client config with a field the proto does not have fails to load in tests, and loads in the app', async () => {
    const strict = createTestStore({ request: configNetwork().request });
    await strict.clientConfig.load();
    expect(strict.clientConfig.status).toBe('error');

    const app = createAppStore({
      platform: { ...browserPlatform, storage: createMemoryStorage(), request: configNetwork().request },
      platformClientConfigId: '1',
      bases: () => ({ apiBase: TEST_BASE, cdnBase: TEST_BASE }),
    });
    await app.clientConfig.load();
    expect(app.clientConfig.status).toBe('ready');
    expect(app.clientConfig.appName).toBe('Jade');
  });

  it('an embedded config with such a field is not taken in tests: the config is asked for instead', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAGE_DATA_ID;
    element.textContent = JSON.stringify({ [clientConfigDataKey('1')]: CONFIG_WITH_A_RENAMED_FIELD });
    document.body.appendChild(element);
    const network = configNetwork();
    const store = createTestStore({ request: network.request });
    await store.clientConfig.load();
    expect(network.calls.map((c) => new URL(c.url).pathname)).toEqual(['/platform-client-config/1.json']);
  });

  it('a socket frame whose message has such a field is refused by strict options and read by the app’s', () => {
    const message = { ...(asJson(MessageSchema, { messageId: '901', text: 'hi' }) as object), textColour: 'red' };
    const text = JSON.stringify({ type: 'message', message });
    expect(() => parseFrame(text, { ignoreUnknownFields: false })).toThrow();
    const frame = parseFrame(text, { ignoreUnknownFields: true });
    expect(frame?.type === 'message' && frame.message.text).toBe('hi');
  });
});
