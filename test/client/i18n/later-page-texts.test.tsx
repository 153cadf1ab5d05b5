import { DinerFapiaoTitleService } from '@/gen/booking/v1/fapiao_title_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserSessionService } from '@/gen/identity/v1/user_session_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserMembershipService } from '@/gen/crm/v1/user_membership_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { DinerAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { DinerBookingQuoteService } from '@/gen/booking/v1/diner_booking_extra_service_pb';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { DinerPaymentConfigService } from '@/gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel, PaymentMethod } from '@/gen/payment/v1/payment_pb';
import type { ComponentType } from 'react';
import { act, waitFor } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/language';
import { ORDER, STORE } from '../diner/diner-network';
import { bootPage, type BootOptions } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoutes, timestamp } from '../support/fake-network';
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
  boot: BootOptions & { network?: CannedRoutes; beforeBoot?: () => void };
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
        network: [answer(DinerFapiaoTitleService.method.listMyFapiaoTitles, { list: [] })],
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
        network: [
          answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
          answer(UserSessionService.method.listSessions, { list: [] }),
          answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
          answer(StaffStandingService.method.getMyStaffStanding, {}),
          answer(UserMembershipService.method.queryMyMemberships, { list: [] }),
        ],
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
        network: [
          answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
          answer(StoreService.method.listStoreCities, { list: ['Hong Kong'] }),
        ],
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
        network: [answer(StoreService.method.queryStores, { list: [STORE], total: 1 })],
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
        network: [
          answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
          answer(DinerAvailabilityService.method.getBookingRuleInfo, {
            info: {
              timezone: 'Asia/Hong_Kong',
              minDate: '2027-02-01',
              maxDate: '2027-03-31',
              rule: { minPeople: 1, maxPeople: 4 },
            },
          }),
          answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
          answer(DinerAvailabilityService.method.queryDailyInventoryCount, { list: [] }),
          answer(DinerAvailabilityService.method.queryBookingInventory, { list: [] }),
        ],
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
        network: [
          answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
          answer(DinerBookingQuoteService.method.quoteBooking, {
            depositAmount: '0',
            latestCancelDay: 1,
            cancelDeadlineTime: timestamp('2027-02-01T10:00:00Z'),
          }),
          answer(UserDinerService.method.listUserDiners, { list: [] }),
        ],
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
        network: [
          answer(DinerBookingOrderService.method.getMyBookingOrder, { order: ORDER }),
          answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
        ],
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
        network: [
          answer(DinerBookingOrderService.method.getMyBookingOrder, {
            order: { ...ORDER, status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT, depositAmount: '20000' },
          }),
          answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
          answer(DinerPaymentConfigService.method.getPaymentConfig, {
            amount: '20000',
            optionList: [{ channel: PaymentChannel.SANDBOX, method: PaymentMethod.WECHAT_PAY }],
          }),
        ],
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
    const { network: routes = [], beforeBoot, ...options } = c.boot;
    beforeBoot?.();
    const network = fakeNetwork(routes);
    const store = createTestStore({ request: network.request });
    if (routes.flat().some((route) => route.path === RPC.session)) await store.session.loadCurrentSession();
    const { container } = await bootPage(page(c.module), { ...options, store });
    for (const language of ['zh-Hans', 'zh-Hant', 'en', 'zh-Hans'] as const) {
      await act(async () => store.settings.setLanguage(language));
      for (const word of c.words[language]) await waitFor(() => expect(container.textContent).toContain(word));
      expect(container.textContent).not.toMatch(BARE_KEY);
    }
  });
});
