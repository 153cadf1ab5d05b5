import { type OperatorSchema } from '@/gen/identity/v1/operator_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { type ModelSchema } from '@/gen/common/v1/model_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { ConversationType } from '@/gen/im/v1/im_pb';
import {
  AdminMerchantService,
  type AdminStoreSchema,
  type MerchantSchema,
} from '@/gen/identity/v1/admin_merchant_service_pb';
import { PlatformOverviewService } from '@/gen/platform/v1/platform_overview_pb';
import { act, waitFor } from '@testing-library/react';
import AdminHomePage from '@/pages/sub/admin-home/index';
import ImPage from '@/pages/im/index';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, type Init, refusal, timestamp } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { DINER_USER } from '../support/identity-network';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
const model = (id: string): Init<typeof ModelSchema> => ({
  id,
  createTime: timestamp('2026-01-05T02:00:00Z'),
  updateTime: timestamp('2026-01-05T02:00:00Z'),
});
const JADE: Init<typeof MerchantSchema> = { model: model('1'), name: 'Jade Garden', shortKey: 'jade' };
const CRAB: Init<typeof MerchantSchema> = { model: model('2'), name: 'Golden Crab', shortKey: 'crab' };
const STORES: Init<typeof AdminStoreSchema>[] = [
  { id: '11', merchantId: '1', name: 'Jade · Bund', city: 'Shanghai' },
  { id: '12', merchantId: '1', name: 'Jade · Central', city: 'Hong Kong', disabled: true },
];

function network(overrides: CannedRoutes = []) {
  return fakeNetwork([
    answer(AdminMerchantService.method.listMerchants, { list: [JADE, CRAB] }),
    answer(PlatformOverviewService.method.getPlatformOverview, {}),
    answer(AdminMerchantService.method.listMerchantStores, { list: STORES }),
    // The request names the merchant by id; the answer is a Merchant, which has no id field.
    answer(AdminMerchantService.method.updateMerchant, (r) => {
      const { id: _id, ...changed } = JSON.parse(r.body!) as Record<string, unknown>;
      return { merchant: { ...JADE, ...changed } };
    }),
    answer(AdminMerchantService.method.setMerchantDisabled, (r) => ({
      merchant: { ...JADE, disabled: (JSON.parse(r.body!) as { disabled?: boolean }).disabled },
    })),
    answer(AdminMerchantService.method.setStoreDisabled, (r) => {
      const { id, disabled } = JSON.parse(r.body!) as { id: string; disabled?: boolean };
      return { store: { ...STORES.find((s) => s.id === id), disabled: !!disabled } };
    }),
    answer(AdminMerchantService.method.createMerchantStore, (_r, input) => ({
      store: { id: '13', merchantId: input.merchantId, name: input.name, city: input.city },
    })),
    ...overrides,
  ]);
}

async function openJade(net = network()) {
  const page = await bootPage(AdminHomePage, {
    path: '/pages/sub/admin-home/index',
    store: createTestStore({ request: net.request }),
  });
  await waitFor(() => expect(page.container.querySelectorAll('.admin-home__merchant-row')).toHaveLength(2));
  expect(page.container.querySelector('.admin-home__pick-hint')?.textContent).toBe('选择一个商户，编辑它和它的门店');
  await tap(page.container.querySelector('.admin-home__merchant-row'));
  await waitFor(() => expect(page.container.querySelectorAll('.admin-home__store')).toHaveLength(2));
  return { ...page, net };
}

describe("the administrator's merchants", () => {
  beforeEach(() => resetHostUi());

  it('opens a merchant with its stores, the disabled one marked, and renames it', async () => {
    const { container, net } = await openJade();
    const stores = Array.from(container.querySelectorAll('.admin-home__store')).map((s) => s.textContent);
    expect(stores[0]).toContain('Jade · Bund');
    expect(stores[1]).toContain('已停用');
    expect(sentTo(net.calls, 'ListMerchantStores')).toEqual([{ merchantId: '1' }]);
    await fill(container, 'edit-merchant-name', 'Jade Garden Group');
    await tap(container.querySelector('.admin-home__save-merchant'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'UpdateMerchant')).toEqual([{ id: '1', name: 'Jade Garden Group', shortKey: 'jade' }]),
    );
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });

  it('shows the server’s reason when the new short key is taken, and keeps what was typed', async () => {
    const { container } = await openJade(
      network([
        answer(AdminMerchantService.method.updateMerchant, refusal('aborted', 'short key already exists', 409)),
      ]),
    );
    await fill(container, 'edit-merchant-key', 'crab');
    await tap(container.querySelector('.admin-home__save-merchant'));
    await waitFor(() => expect(toastText()).toBe('短链已存在'));
    const keyInput = container.querySelector<HTMLInputElement>('.setup-field--edit-merchant-key taro-input-core');
    expect(keyInput?.value).toBe('crab');
    expect(container.querySelector('.admin-home__heading')?.textContent).toContain('#1');
  });

  it('disables the merchant only after the administrator confirms what it means', async () => {
    const { container, net } = await openJade();
    await tap(container.querySelector('.admin-home__toggle-merchant'));
    await waitFor(() => expect(modalText()).toBe('停用「Jade Garden」？它的员工将无法操作，用户也将看不到它的门店。'));
    expect(sentTo(net.calls, 'SetMerchantDisabled')).toEqual([]);
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'SetMerchantDisabled')).toEqual([{ id: '1', disabled: true }]));
    await waitFor(() => expect(container.querySelector('.admin-home__heading')?.textContent).toContain('已停用'));
  });

  it('disables a store after asking, and enables a disabled one at once', async () => {
    const { container, net } = await openJade();
    const storeButton = (i: number) => container.querySelectorAll('.admin-home__toggle-store')[i];
    await tap(storeButton(1));
    await waitFor(() => expect(sentTo(net.calls, 'SetStoreDisabled')).toEqual([{ id: '12' }]));
    await tap(storeButton(0));
    await waitFor(() => expect(modalText()).toContain('停用门店「Jade · Bund」'));
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'SetStoreDisabled')).toHaveLength(2));
    expect(sentTo(net.calls, 'SetStoreDisabled')[1]).toEqual({ id: '11', disabled: true });
    await waitFor(() =>
      expect(
        Array.from(container.querySelectorAll('.admin-home__store')).map((s) => s.textContent?.includes('已停用')),
      ).toEqual([true, false]),
    );
  });
});

describe("the administrator's home", () => {
  const ADMIN_KEY: Init<typeof OperatorSchema> = { type: OperatorType.ADMIN, id: '0', key: 'ADMIN' };
  const STORE_KEY: Init<typeof OperatorSchema> = { type: OperatorType.STORE, id: '11', key: 'STORE:11' };

  it('adds a store to the merchant: a Macau store prices in patacas unless the administrator picks otherwise', async () => {
    const { container, net } = await openJade();
    await fill(container, 'store-name', ' Jade · Taipa ');
    await fill(container, 'store-name-zhHans', '翡翠 · 氹仔');
    await fill(container, 'store-name-zhHant', ' 翡翠 · 氹仔 ');
    await fill(container, 'store-city', 'Macau');
    await fill(container, 'store-address', '88 Rua de Cunha');
    // The zone picker (Taro's picker element around the text) chooses its third zone, Macau.
    const picker = container.querySelector('.admin-home__store-zone')!.parentElement!;
    await act(async () => {
      picker.dispatchEvent(new CustomEvent('change', { detail: { value: 2 }, bubbles: true }));
    });
    await waitFor(() => expect(container.querySelector('.admin-home__store-zone')?.textContent).toBe('时区: 澳门'));
    expect(container.querySelector('.admin-home__chip--on')?.textContent).toBe('澳门元');
    await tap(container.querySelector('.admin-home__create-store'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'CreateMerchantStore')).toEqual([
        {
          merchantId: '1',
          name: 'Jade · Taipa',
          // English left blank: diners reading English see the store name
          intlName: { zhHans: '翡翠 · 氹仔', zhHant: '翡翠 · 氹仔' },
          city: 'Macau',
          address: '88 Rua de Cunha',
          timezone: 'Asia/Macau',
          currency: 'MOP',
        },
      ]),
    );
    await waitFor(() => expect(toastText()).toBe('已新建门店「Jade · Taipa」'));
    // The form is empty again for the next store.
    const zhName = container.querySelector('.setup-field--store-name-zhHans taro-input-core') as HTMLInputElement;
    expect(zhName.value).toBe('');
    // The list is read again from the server, which now has the store.
    expect(sentTo(net.calls, 'ListMerchantStores')).toHaveLength(2);
  });

  it("opens the platform's chat inbox: the message tab answering as the administrator", async () => {
    const navigation = watchNavigation();
    const net = network([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(ImService.method.getImOperatorInfo, {
        operatorList: [
          { operator: STORE_KEY, unreadCount: 0 },
          { operator: ADMIN_KEY, unreadCount: 2 },
        ],
        unreadTotal: 2,
      }),
      answer(ImService.method.queryConversations, {
        list: [
          { conversationId: '601', type: ConversationType.SINGLE, operator: ADMIN_KEY, title: 'Li Lei', lastSeq: '2' },
        ],
        total: 1,
      }),
    ]);
    const store = createTestStore({ request: net.request });
    store.operator.setType('STORE');
    store.operator.setStoreId('11');
    const home = await bootPage(AdminHomePage, { path: '/pages/sub/admin-home/index', store });
    const entry = await waitFor(() => {
      const found = home.container.querySelector('.admin-home__entry--inbox');
      expect(found?.textContent).toContain('平台客服消息');
      return found;
    });
    await tap(entry);
    await waitFor(() => expect(navigation.reLaunch).toHaveBeenCalled());
    const url = navigation.opened()[0];
    expect(url.startsWith('/pages/im/index?operator=ADMIN')).toBe(true);
    home.unmount();

    // The tab it opens shows the platform's conversations, not the current store's.
    await store.session.loadCurrentSession();
    await store.im.loadOperators();
    const tab = await bootPage(ImPage, { path: '/pages/im/index', params: { operator: 'ADMIN' }, store });
    expect(await tab.findByText('Li Lei')).toBeTruthy();
    expect(tab.container.querySelector('.im-identities__chip--active')?.textContent).toContain('平台');
    expect(sentTo(net.calls, 'QueryConversations')[0]).toMatchObject({ operator: { key: 'ADMIN' } });
    navigation.reLaunch.mockRestore();
  });
});
