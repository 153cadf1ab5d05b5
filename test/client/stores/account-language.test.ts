import { waitFor } from '@testing-library/react';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { AccountService } from '@/gen/identity/v1/account_service_pb';
import { answer, fakeNetwork } from '../support/fake-network';
import { DINER_USER, RPC, bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// The account keeps the interface language: the server writes the person's messages in it.
describe('the account keeps the language the app is read in', () => {
  it('a logged-in person who changes the language tells the server; a logged-out one does not', async () => {
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(AccountService.method.updateUser, { user: DINER_USER }),
    ]);
    const store = createTestStore({ request: network.request });
    store.settings.setLanguage('zh-Hant');
    expect(callsTo(network.calls, RPC.updateUser)).toHaveLength(0);

    await store.session.loadCurrentSession();
    store.settings.setLanguage('en');
    await waitFor(() => expect(callsTo(network.calls, RPC.updateUser)).toHaveLength(1));
    expect(bodyOf(callsTo(network.calls, RPC.updateUser)[0])).toEqual({ language: 'en' });
  });
});
