import { Code } from '@connectrpc/connect';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { createClient } from '@connectrpc/connect';
import { createRpcTransport } from '@/services/rpc-transport';
import { answer, fakeNetwork, refusal, uncheckedAnswer } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

// The canned answers the client tests use, and the strict decoding that keeps them honest.

describe('canned answers', () => {
  it('are sent as the server sends them: enums by name, int64 as strings, defaults left out', async () => {
    const network = fakeNetwork([
      answer(UserDinerService.method.listUserDiners, {
        list: [{ model: { id: '70' }, title: DinerTitle.MR, lastName: '李', phone: '' }],
      }),
    ]);
    const store = createTestStore({ request: network.request });
    const { list } = await store.api.userDiner.listUserDiners({});
    expect(list.map((d) => [d.model?.id, d.title, d.lastName])).toEqual([['70', DinerTitle.MR, '李']]);
    const sent = await network.request({ url: network.calls[0].url, method: 'POST', headers: {}, body: '{}' });
    expect(JSON.parse(sent.body)).toEqual({ list: [{ model: { id: '70' }, title: 'MR', lastName: '李' }] });
  });

  it('a refusal reaches the caller as its Connect error', async () => {
    const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, refusal('not_found', 'gone', 404))]);
    const store = createTestStore({ request: network.request });
    await expect(store.api.session.currentSessionInfo({})).rejects.toMatchObject({ code: Code.NotFound });
  });

  it('an answer with a field the proto does not have fails the test, while the app itself skips it', async () => {
    const body = { sessionKey: 'k', renamedField: 'x' };
    const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, uncheckedAnswer({ body }))]);
    const strict = createTestStore({ request: network.request });
    await expect(strict.api.session.currentSessionInfo({})).rejects.toMatchObject({ code: Code.Internal });

    // The production default: a newer server's extra field is skipped.
    const lenient = createClient(
      SessionService,
      createRpcTransport({ baseUrl: () => 'http://app.test', request: network.request, headers: () => ({}) }),
    );
    expect((await lenient.currentSessionInfo({})).sessionKey).toBe('k');
  });
});
