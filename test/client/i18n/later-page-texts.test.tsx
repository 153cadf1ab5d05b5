import type { ComponentType } from 'react';
import { act, waitFor } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/language';
import { answer, ORDER, P, STORE } from '../diner/diner-network';
import { bootPage, type BootOptions } from '../support/boot-page';
import { fakeNetwork, type FakeRoute } from '../support/fake-network';
import { openPages } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { A_DINER, DINER_USER, RPC } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// The me page's, fapiao, shared pages' and the diner's later texts are not bundled with
// the app in Simplified Chinese: each page's modules import their area's texts
// (i18n/me-texts.ts, fapiao-texts.ts, shared-pages-texts.ts, diner-*-texts.ts). Each
// test checks that nothing loaded before it put its area in force, then loads its page,
// so the page's own imports are what make it speak: words, never a key, in Simplified
// Chinese, and in Traditional Chinese and English once a person picks them.
const BARE_KEY = /\b(diner|account|fapiao|sharedPages)\.[a-zA-Z]/;
const inForce = (key: string) => i18n.getResource('zh-Hans', 'translation', key) !== undefined;
const page = (path: string) => (require(path) as { default: ComponentType }).default;

interface Case {
  /** A text of the area the page brings, not yet in force before the page loads. */
  sample: string;
  module: string;
  boot: BootOptions & { network?: Record<string, FakeRoute>; beforeBoot?: () => void };
  /** Words the page shows, in each language. */
  words: Record<Language, string[]>;
}

// In this order: a later page may bring an earlier area's texts too (payment brings the
// bookings').
const CASES: [string, Case][] = [
  [
    'the first-open welcome (shared pages)',
    {
      sample: 'sharedPages.welcome.headline',
      module: '@/pages/sub-user/welcome-use/index',
      boot: { path: '/pages/sub-user/welcome-use/index' },
      words: {
        'zh-Hans': ['欢迎使用订座与饭局', '开始使用'],
        'zh-Hant': ['歡迎使用訂座與飯局', '開始使用'],
        en: ['Welcome to table booking and feasts', 'Get started'],
      },
    },
  ],
  [
    'the fapiao titles page',
    {
      sample: 'fapiao.empty',
      module: '@/pages/sub-user/fapiao-title/index',
      boot: {
        path: '/pages/sub-user/fapiao-title/index',
        beforeBoot: () => openPages('/pages/me/index', '/pages/sub-user/fapiao-title/index'),
        network: {
          '/grpc/operator-user/booking.v1.DinerFapiaoTitleService/ListMyFapiaoTitles': answer({ list: [] }),
        },
      },
      words: {
        'zh-Hans': ['还没有发票抬头，添加一个，开发票时直接选用', '添加发票抬头'],
        'zh-Hant': ['還沒有發票抬頭，新增一個，開發票時直接選用', '新增發票抬頭'],
        en: ['No fapiao titles yet. Add one to pick it when you ask for a fapiao', 'Add a fapiao title'],
      },
    },
  ],
  [
    'the me page',
    {
      sample: 'account.me.myBookings',
      module: '@/pages/me/index',
      boot: {
        path: '/pages/me/index',
        diner: true,
        beforeBoot: () => openPages('/pages/me/index'),
        network: {
          [RPC.session]: { body: { user: DINER_USER } },
          [RPC.listSessions]: { body: { list: [] } },
          [RPC.listDiners]: { body: { list: [A_DINER] } },
          [RPC.staffStanding]: { body: {} },
          '/grpc/operator-user/crm.v1.UserMembershipService/QueryMyMemberships': answer({ list: [] }),
        },
      },
      words: {
        'zh-Hans': ['我的预订', '发票抬头', '退出登录'],
        'zh-Hant': ['我的預訂', '發票抬頭', '登出'],
        en: ['My bookings', 'Fapiao titles', 'Log out'],
      },
    },
  ],
  [
    'search',
    {
      sample: 'diner.search.anyDistance',
      module: '@/pages/sub-user/home-search/index',
      boot: {
        path: '/pages/sub-user/home-search/index',
        network: { [P.queryStores]: answer({ list: [STORE], total: 1 }), [P.cities]: answer({ list: ['Hong Kong'] }) },
      },
      words: {
        'zh-Hans': ['不限距离', '全部城市'],
        'zh-Hant': ['不限距離', '全部城市'],
        en: ['Any distance', 'All cities'],
      },
    },
  ],
  [
    "the store's booking notice",
    {
      sample: 'diner.notice.agree',
      module: '@/pages/sub-user/notice/index',
      boot: {
        path: '/pages/sub-user/notice/index',
        params: { storeId: '7' },
        network: { [P.queryStores]: answer({ list: [STORE], total: 1 }) },
      },
      words: {
        'zh-Hans': ['我已阅读，继续预订'],
        'zh-Hant': ['我已閱讀，繼續預訂'],
        en: ['I have read it, continue'],
      },
    },
  ],
  [
    'choosing a booking',
    {
      sample: 'diner.booking.party',
      module: '@/pages/sub-user/booking-before/index',
      boot: {
        path: '/pages/sub-user/booking-before/index',
        diner: true,
        params: { storeId: '7' },
        network: {
          [P.queryStores]: answer({ list: [STORE], total: 1 }),
          [P.ruleInfo]: answer({
            info: {
              timezone: 'Asia/Hong_Kong',
              minDate: '2027-02-01',
              maxDate: '2027-03-31',
              rule: { minPeople: 1, maxPeople: 4 },
            },
          }),
          [P.earliest]: answer({ date: '2027-02-01' }),
          [P.daily]: answer({ list: [] }),
          [P.inventory]: answer({ list: [] }),
        },
      },
      words: {
        'zh-Hans': ['用餐人数', '下一步'],
        'zh-Hant': ['用餐人數', '下一步'],
        en: ['Party', 'Next'],
      },
    },
  ],
  [
    'confirming a booking',
    {
      sample: 'diner.confirm.submit',
      module: '@/pages/sub-user/booking-confirm/index',
      boot: {
        path: '/pages/sub-user/booking-confirm/index',
        diner: true,
        params: { storeId: '7', date: '2027-02-02', shiftId: '2', start: '64800', adults: '2', children: '0' },
        network: {
          [P.queryStores]: answer({ list: [STORE], total: 1 }),
          [P.quote]: answer({ depositAmount: '0', latestCancelDay: 1, cancelDeadlineTime: '2027-02-01T10:00:00Z' }),
          [P.userDiners]: answer({ list: [] }),
        },
      },
      words: {
        'zh-Hans': ['取消政策', '提交预订'],
        'zh-Hant': ['取消政策', '提交預訂'],
        en: ['Cancellation policy', 'Book'],
      },
    },
  ],
  [
    'cancelling a booking',
    {
      sample: 'diner.cancel.reason',
      module: '@/pages/sub-user/order-cancel/index',
      boot: {
        path: '/pages/sub-user/order-cancel/index',
        diner: true,
        params: { id: '55' },
        network: { [P.getOrder]: answer({ order: ORDER }), [P.queryStores]: answer({ list: [STORE], total: 1 }) },
      },
      words: {
        'zh-Hans': ['取消原因', '行程有变'],
        'zh-Hant': ['取消原因', '行程有變'],
        en: ['Reason', 'Change of plans'],
      },
    },
  ],
  [
    'paying the deposit',
    {
      sample: 'diner.payment.method',
      module: '@/pages/sub-user/payment/index',
      boot: {
        path: '/pages/sub-user/payment/index',
        diner: true,
        params: { orderId: '55' },
        network: {
          [P.getOrder]: answer({ order: { ...ORDER, status: 'WAIT_DEPOSIT_PAYMENT', depositAmount: '20000' } }),
          [P.queryStores]: answer({ list: [STORE], total: 1 }),
          '/grpc/private/payment.v1.DinerPaymentConfigService/GetPaymentConfig': answer({
            amount: '20000',
            optionList: [{ channel: 'SANDBOX', method: 'WECHAT_PAY' }],
          }),
        },
      },
      words: {
        'zh-Hans': ['支付方式', '立即支付'],
        'zh-Hant': ['支付方式', '立即支付'],
        en: ['Pay with', 'Pay now'],
      },
    },
  ],
];

afterEach(async () => {
  resetHostUi();
  await act(() => i18n.changeLanguage('zh-Hans'));
});

describe("the later pages' texts, which load with the pages", () => {
  it.each(CASES)('%s speaks Simplified Chinese from its own imports, and the other languages', async (_, c) => {
    expect(inForce(c.sample)).toBe(false);
    const { network: routes = {}, beforeBoot, ...options } = c.boot;
    beforeBoot?.();
    const network = fakeNetwork(routes);
    const store = createTestStore({ request: network.request });
    if (routes[RPC.session]) await store.session.loadCurrentSession();
    const { container } = await bootPage(page(c.module), { ...options, store });
    for (const language of ['zh-Hans', 'zh-Hant', 'en', 'zh-Hans'] as const) {
      await act(async () => store.settings.setLanguage(language));
      for (const word of c.words[language]) await waitFor(() => expect(container.textContent).toContain(word));
      expect(container.textContent).not.toMatch(BARE_KEY);
    }
  });
});
