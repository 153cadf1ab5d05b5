import { type UserSchema } from '@/gen/identity/v1/user_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { type OperatorSchema } from '@/gen/identity/v1/operator_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import type Taro from '@tarojs/taro';
import type * as Runtime from '@tarojs/runtime';
import type * as Platforms from '@/platform';
import type * as I18n from '@/i18n/i18n';
import type * as Stores from '@/stores';
import type * as Registry from '@/stores/on-demand-registry';
import type * as Launch from '@/routing/app-launch';
import type * as Loader from '@/services/server-message-loader';
import { when } from 'mobx';
import { DINER_USER } from '../support/identity-network';
import { zhHansDinerBooking } from '@/i18n/locales/zh-hans/diner-booking';
import { zhHansDinerConfirm } from '@/i18n/locales/zh-hans/diner-confirm';
import { zhHansDinerOrders } from '@/i18n/locales/zh-hans/diner-orders';
import { zhHansDinerPayment } from '@/i18n/locales/zh-hans/diner-payment';
import { zhHansDinerSearch } from '@/i18n/locales/zh-hans/diner-search';
import { zhHansDinerStorePages } from '@/i18n/locales/zh-hans/diner-store-pages';
import { zhHansFapiao } from '@/i18n/locales/zh-hans/fapiao';
import { zhHansMe } from '@/i18n/locales/zh-hans/me';
import { zhHansSharedPages } from '@/i18n/locales/zh-hans/shared-pages';
import { zhHansOnDemand } from '@/i18n/locales/zh-hans-on-demand';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { RpcRequestFn } from '@/services/rpc-request';
import { entryModules, sourceFiles, SRC } from '../support/entry-imports';
import { answer, fakeNetwork, type Init } from '../support/fake-network';

// rootStore.feast / .push / .im / .login (and the rest of login-app), or one destructured from the root store (useStaff() gives `root`).
const READS = {
  feast: [
    /\b(root|rootStore|store|useRootStore\(\))\.feast\b/,
    /[{,]\s*feast\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
  push: [
    /\b(root|rootStore|store|useRootStore\(\))\.push\b(?!\s*\()/,
    /[{,]\s*push\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
  im: [
    /\b(root|rootStore|store|useRootStore\(\))\.im\b/,
    /[{,]\s*im\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
  // the login flow, login-phone's regions, the person's account and device sessions: '@/stores/login-app'
  login: [
    /\b(root|rootStore|store|useRootStore\(\))\.(login|regions|account|deviceSessions)\b/,
    /[{,]\s*(login|regions|account|deviceSessions)\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
};
const ME: Init<typeof OperatorSchema> = {
  type: OperatorType.USER,
  id: DINER_USER.model!.id,
  key: `USER:${DINER_USER.model!.id}`,
};

function appStore(request?: RpcRequestFn) {
  const { createAppStore } = require('@/stores') as typeof Stores;
  const { platform } = require('@/platform') as typeof Platforms;
  return createAppStore({
    platform: request ? { ...platform, request, storage: createMemoryStorage() } : platform,
    platformClientConfigId: '1',
    bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
  });
}

/** In an isolated registry: the host shows `path`, and its navigation is watched. */
function isolatedHost(path: string) {
  const { default: host } = require('@tarojs/taro') as { default: typeof Taro };
  const { Current } = require('@tarojs/runtime') as typeof Runtime;
  Current.router = { path, params: {} } as never;
  jest.spyOn(host, 'getCurrentPages').mockReturnValue([{ route: path.replace(/^\//, ''), path }] as never);
  const ok = { errMsg: 'ok' } as never;
  return { navigateTo: jest.spyOn(host, 'navigateTo').mockResolvedValue(ok) };
}

describe('what the H5 entry leaves to later (its static imports from src/app.ts)', () => {
  const entry = entryModules();

  it("holds not the login flow, what only it needs, the person's account, nor the login texts", () => {
    const login = [
      'stores/login-app.ts',
      'stores/login-flow.store.ts',
      'stores/sms-code.store.ts',
      'stores/agreement.store.ts',
      'stores/region.store.ts',
      // the person's own account and device sessions (the me, profile and completion pages)
      'stores/account.store.ts',
      'stores/device-sessions.store.ts',
      'gen/identity/v1/user_diner_pb.ts',
      'routing/login-navigation.ts',
      'routing/login-return.ts',
      'services/login-errors.ts',
      'services/platform-login.ts',
      'services/redirect-login.ts',
      'services/used-login-codes.ts',
      'services/passport-login.ts',
      'services/passport-redirect.ts',
      'platform/h5-login.ts',
      'i18n/login-texts.ts',
      'i18n/locales/zh-hans/login.ts',
    ];
    expect(login.filter((file) => fs.existsSync(path.join(SRC, file)))).toEqual(login);
    expect(login.filter((file) => entry.has(file))).toEqual([]);
    // Nor do the first pages' own modules: home and the store page offer a login without it.
    for (const page of ['pages/home/index.tsx', 'pages/sub-user/store-detail/index.tsx']) {
      const modules = entryModules(path.join(SRC, page));
      expect([page, login.filter((file) => modules.has(file))]).toEqual([page, []]);
    }
  });

  it('holds neither the feast and notification stores nor their models', () => {
    const moved = [...entry].filter((file) =>
      /^(stores\/(feast|push)\/|stores\/(feast|push)-app\.ts$|gen\/(feast|push)\/)/.test(file),
    );
    expect(moved).toEqual([]);
  });

  it('holds not the messages store, its socket, its models nor its texts', () => {
    const moved = [...entry].filter((file) =>
      /^(stores\/im\/|stores\/im-app\.ts$|gen\/im\/|platform\/socket\.|i18n\/(im-texts|locales\/zh-hans\/im)\.ts$)/.test(
        file,
      ),
    );
    expect(moved).toEqual([]);
    // The root store fetches it through its loader, which is all the entry holds of it.
    expect(entry.has('platform/on-demand-loader.h5.ts')).toBe(true);
  });

  it("the first pages' own chunks hold neither the messages store nor its texts (home's recent messages block is lazy)", () => {
    for (const page of ['pages/home/index.tsx', 'pages/sub-user/store-detail/index.tsx']) {
      const modules = [...entryModules(path.join(SRC, page))];
      expect(modules.filter((file) => /^(stores\/im\/|stores\/im-app\.ts$|i18n\/im-texts\.ts$)/.test(file))).toEqual(
        [],
      );
    }
  });

  it("holds not the view models of the diner's pages further on, which their pages make", () => {
    const later = ['booking-confirm', 'payment', 'payment-result', 'order-detail', 'order-history', 'order-share'];
    // Search (a sub-user page) and the store page's booking calendar make theirs too.
    const moved = [...later, 'fapiao-title', 'map-collection', 'store-search', 'booking-draft'].filter((name) =>
      entry.has(`stores/diner/${name}.store.ts`),
    );
    expect(moved).toEqual([]);
    // The first pages' view models stay: home and the store page.
    expect(entry.has('stores/diner/home-feed.store.ts')).toBe(true);
    expect(entry.has('stores/diner/store-detail.store.ts')).toBe(true);
  });

  it("holds not the bookings' models, whose client is a lazy one (home's next booking waits for it, not its cards)", () => {
    const models = [...entry].filter((file) => /^gen\/booking\//.test(file));
    expect(models).toEqual([]);
    // Nor does the home page's own chunk: its next-booking card is a lazy component.
    const home = entryModules(path.join(SRC, 'pages/home/index.tsx'));
    expect([...home].filter((file) => /^gen\/booking\//.test(file))).toEqual([]);
  });

  it('holds not the feast, notification and private dining texts, which load with the modules showing them', () => {
    const texts = [...entry].filter((file) =>
      /^i18n\/(locales\/zh-hans\/(feast|notifications|book-out)|(feast|notification|book-out)-texts)\.ts$/.test(file),
    );
    expect(texts).toEqual([]);
    expect(entry.has('i18n/locales/zh-hans-on-demand.ts')).toBe(false);
  });

  it('holds not dayjs, which loads with the modules that format dates (through i18n/dayjs-setup.ts alone)', () => {
    expect(entry.has('i18n/dayjs-setup.ts')).toBe(false);
    // the root store still names the language and week start dayjs is to follow
    expect(entry.has('i18n/dayjs-locale-choice.ts')).toBe(true);
    // and every module that formats a date reaches dayjs through the setup module
    const direct = sourceFiles('.')
      .filter((file) => file !== 'i18n/dayjs-setup.ts' && !file.startsWith('gen/'))
      .filter((file) => /from 'dayjs(\/[^']*)?'/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('holds not the table of server messages, which loads with the first message shown', () => {
    expect(entry.has('app.ts')).toBe(true);
    expect(entry.has('services/error-presenter.ts')).toBe(true);
    expect(entry.has('common/server-messages.ts')).toBe(false);
  });

  it('holds not the Simplified Chinese texts of the server messages, which load with the table', () => {
    const texts = [...entry].filter((file) => /server-message(s[-.].*zh-hans|-texts)\.ts$/.test(file));
    expect(texts).toEqual([]);
  });
});

describe("the server messages' Simplified Chinese texts load with the table or their readers", () => {
  // Modules that wait for loadServerMessages() before they translate one.
  const AWAITING = ['services/error-presenter.ts', 'services/image-upload.ts', 'services/error-catalogue.ts'];

  it('are not in force at start, and are once the first message is looked up', async () => {
    await jest.isolateModulesAsync(async () => {
      appStore();
      const { i18n } = require('@/i18n/i18n') as typeof I18n;
      const { loadServerMessages } = require('@/services/server-message-loader') as typeof Loader;
      expect(i18n.exists('serverMessage.invalidDate', { lng: 'zh-Hans' })).toBe(false);
      const table = await loadServerMessages();
      expect(i18n.t(`serverMessage.${table.serverMessageKey('invalid date') ?? 'internal'}`, { lng: 'zh-Hans' })).toBe(
        '日期无效',
      );
    });
  });

  it('every module that translates one as it renders imports them', () => {
    const missing = sourceFiles('.').filter((file) => {
      if (file.startsWith('i18n/') || AWAITING.includes(file)) return false;
      const code = fs.readFileSync(path.join(SRC, file), 'utf8');
      return code.includes('serverMessage.') && !code.includes("import '@/i18n/server-message-texts';");
    });
    expect(missing).toEqual([]);
  });
});

describe('the feast, notification, private dining, messages and login texts load with the modules that show them', () => {
  const AREAS = [
    { key: 'feast', module: '@/i18n/feast-texts', sample: 'feast.tab.upcoming', text: '即将开始' },
    { key: 'feastHost', module: '@/i18n/feast-host-texts', sample: 'feastHost.page.host', text: '我发起的饭局' },
    { key: 'notify', module: '@/i18n/notification-texts', sample: 'notify.card.closed', text: '此预订已关闭' },
    { key: 'bookOut', module: '@/i18n/book-out-texts', sample: 'bookOut.meEntry', text: '我的包场申请' },
    { key: 'im', module: '@/i18n/im-texts', sample: 'im.loginText', text: '登录后查看与门店和平台的消息' },
    { key: 'contact', module: '@/i18n/im-texts', sample: 'contact.chat', text: '在线咨询' },
    { key: 'imBlock', module: '@/i18n/im-texts', sample: 'imBlock.title', text: '最近消息' },
    { key: 'login', module: '@/i18n/login-texts', sample: 'login.required.button', text: '去登录' },
  ] as const;
  // A key names one of the area's sections: 'login.returnUrl' and the like are storage keys.
  const shown = (key: string) => {
    const sections = Object.keys((zhHansOnDemand as Record<string, Record<string, unknown>>)[key]);
    return new RegExp(`['"\`]${key}\\.(${sections.join('|')})\\b`);
  };

  it('are not in force at start, and are once a module showing them is loaded', () => {
    jest.isolateModules(() => {
      appStore();
      const { i18n } = require('@/i18n/i18n') as typeof I18n;
      for (const area of AREAS) expect(i18n.getResource('zh-Hans', 'translation', area.sample)).toBeUndefined();
      for (const area of AREAS) {
        require(area.module);
        expect(i18n.t(area.sample, { lng: 'zh-Hans' })).toBe(area.text);
      }
    });
  });

  it('every module that shows one imports its texts, so no page can show a bare key', () => {
    const missing = sourceFiles('.').flatMap((file) => {
      if (file.startsWith('i18n/') || file.startsWith('gen/')) return [];
      const code = fs.readFileSync(path.join(SRC, file), 'utf8');
      return AREAS.filter((area) => shown(area.key).test(code))
        .filter((area) => !code.includes(`import '${area.module}';`))
        .map((area) => `${file} shows ${area.key}.*`);
    });
    expect(missing).toEqual([]);
  });
});

describe("the me page's, fapiao, shared pages' and the diner's later texts load with the modules that show them", () => {
  const entry = entryModules();
  // Each area: the module that puts it in force, its texts (the files those modules add),
  // and one text a page shows.
  const AREAS = [
    { module: '@/i18n/me-texts', texts: zhHansMe, sample: 'account.me.myBookings', text: '我的预订' },
    { module: '@/i18n/fapiao-texts', texts: zhHansFapiao, sample: 'fapiao.entry', text: '发票抬头' },
    {
      module: '@/i18n/shared-pages-texts',
      texts: zhHansSharedPages,
      sample: 'sharedPages.welcome.start',
      text: '开始使用',
    },
    { module: '@/i18n/diner-search-texts', texts: zhHansDinerSearch, sample: 'diner.search.clear', text: '清除筛选' },
    {
      module: '@/i18n/diner-store-pages-texts',
      texts: zhHansDinerStorePages,
      sample: 'diner.notice.agree',
      text: '我已阅读，继续预订',
    },
    { module: '@/i18n/diner-booking-texts', texts: zhHansDinerBooking, sample: 'diner.booking.next', text: '下一步' },
    {
      module: '@/i18n/diner-confirm-texts',
      texts: zhHansDinerConfirm,
      sample: 'diner.confirm.submit',
      text: '提交预订',
    },
    { module: '@/i18n/diner-payment-texts', texts: zhHansDinerPayment, sample: 'diner.payment.pay', text: '立即支付' },
    { module: '@/i18n/diner-orders-texts', texts: zhHansDinerOrders, sample: 'diner.cancel.keep', text: '再想想' },
  ] as const;
  // What home, the store page's first screen, the tab bar and the page shell show stays bundled.
  const FIRST = {
    'diner.home.searchPlaceholder': '搜索餐厅、城市、菜系',
    'diner.store.book': '立即预订',
    'diner.page.storeDetail': '门店详情',
    'diner.map.openMap': '地图导航',
    'diner.menu.setMenu': '套餐 {{amount, money}}/位',
    'diner.cuisine.Cantonese': '粤菜',
    'diner.state.noMore': '没有更多了',
    // Shown by staff pages too, which would otherwise carry a whole area for them.
    'diner.payment.channel.WECHATPAY': '微信支付',
    'sharedPages.account.section': '我的账户',
    'tab.me': '我的',
  };

  /** Every key of a set of texts, groups included. */
  function keysOf(texts: object, prefix = ''): string[] {
    return Object.entries(texts).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof child === 'object' && child !== null ? [path, ...keysOf(child as object, path)] : [path];
    });
  }
  const keys = AREAS.map((area) => new Set(keysOf(area.texts)));
  // A key in quotes, or the fixed start of one built in a template (`diner.order.status.${status}`).
  const KEY = /['"`]((?:diner|account|fapiao|sharedPages)\.[A-Za-z0-9_.]*)(\$\{)?/g;

  it('the entry holds none of them', () => {
    const texts = [...entry].filter((file) =>
      /^i18n\/(locales\/zh-hans\/(me|fapiao|shared-pages|diner-[a-z-]+)|(me|fapiao|shared-pages|diner-[a-z-]+)-texts)\.ts$/.test(
        file,
      ),
    );
    expect(texts).toEqual([]);
    expect(entry.has('i18n/locales/zh-hans/diner.ts')).toBe(true);
  });

  it("are not in force at start, and are once a module showing them is loaded; the first pages' are", () => {
    jest.isolateModules(() => {
      appStore();
      const { i18n } = require('@/i18n/i18n') as typeof I18n;
      for (const [key, text] of Object.entries(FIRST))
        expect(i18n.getResource('zh-Hans', 'translation', key)).toBe(text);
      for (const area of AREAS) expect(i18n.getResource('zh-Hans', 'translation', area.sample)).toBeUndefined();
      for (const area of AREAS) {
        require(area.module);
        expect(i18n.t(area.sample, { lng: 'zh-Hans' })).toBe(area.text);
      }
      // Merged into the bundled diner texts, not over them.
      for (const [key, text] of Object.entries(FIRST))
        expect(i18n.getResource('zh-Hans', 'translation', key)).toBe(text);
    });
  });

  it('every module that names one of their keys imports its area, so no page can show a bare key', () => {
    const missing = sourceFiles('.').flatMap((file) => {
      if (file.startsWith('i18n/') || file.startsWith('gen/')) return [];
      const code = fs.readFileSync(path.join(SRC, file), 'utf8');
      const needed = new Set<string>();
      for (const [, key, template] of code.matchAll(KEY)) {
        AREAS.forEach((area, index) => {
          const owns = template ? [...keys[index]!].some((own) => own.startsWith(key!)) : keys[index]!.has(key!);
          if (owns) needed.add(area.module);
        });
      }
      return [...needed]
        .filter((module) => !code.includes(`import '${module}';`))
        .map((module) => `${file} needs ${module}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('the feast, notification and messages stores and the login flow load with the pages that read them', () => {
  it('a root store without them says what to import, and builds each once it is loaded', () => {
    jest.isolateModules(() => {
      // The app's own wiring, without test-store.ts (which loads them for the other tests).
      const store = appStore();
      expect(() => store.feast).toThrow("import '@/stores/feast-app'");
      expect(() => store.push).toThrow("import '@/stores/push-app'");
      expect(() => store.im).toThrow("import '@/stores/im-app'");
      require('@/stores/feast-app');
      require('@/stores/push-app');
      require('@/stores/im-app');
      expect(store.feast).toBe(store.feast);
      expect(store.push).toBe(store.push);
      expect(store.im).toBe(store.im);
      // Staff notification settings work on the store the setup pages chose.
      expect(store.push.staffConfig).toBeDefined();
      expect(() => store.login).toThrow("import '@/stores/login-app'");
      expect(() => store.regions).toThrow("import '@/stores/login-app'");
      expect(() => store.account).toThrow("import '@/stores/login-app'");
      expect(() => store.deviceSessions).toThrow("import '@/stores/login-app'");
      require('@/stores/login-app');
      expect(store.login).toBe(store.login);
      expect(store.regions.list).toEqual([]);
      expect(store.account.currentDiner).toBeNull();
      expect(store.deviceSessions.list).toEqual([]);
    });
  });

  it('every page and component that reads them imports them, so no page can open without them', () => {
    const missing = [...sourceFiles('pages'), ...sourceFiles('components')].flatMap((file) => {
      const code = fs.readFileSync(path.join(SRC, file), 'utf8');
      return (Object.keys(READS) as (keyof typeof READS)[])
        .filter((part) => READS[part].some((pattern) => pattern.test(code)))
        .filter((part) => !code.includes(`import '@/stores/${part}-app';`))
        .map((part) => `${file} reads ${part}`);
    });
    expect(missing).toEqual([]);
  });
});

describe("the messages store loads once the first page is on screen, for the tab bar's badges", () => {
  const network = () =>
    fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
      answer(ImService.method.getImOperatorInfo, { operatorList: [{ operator: ME, unreadCount: 2 }], unreadTotal: 2 }),
    ]);

  it('a logged-in diner gets their unread count after the first page, and loses it at logout', async () => {
    await jest.isolateModulesAsync(async () => {
      const calls = network();
      const store = appStore(calls.request);
      const { onDemandStoreFactory } = require('@/stores/on-demand-registry') as typeof Registry;
      await store.session.loadCurrentSession();
      // Logged in, but no page drawn yet: its code is not even fetched.
      expect(onDemandStoreFactory('im')).toBeUndefined();
      expect(store.imIfLoaded).toBeUndefined();
      expect(calls.calls.some((c) => c.url.endsWith('GetImOperatorInfo'))).toBe(false);

      store.markPageShown();
      await when(() => store.imIfLoaded !== undefined);
      const im = store.imIfLoaded!;
      expect(im).toBe(store.im);
      await when(() => im.dinerUnread === 2);
      // The socket opens when chat is used, and closes when the person logs out.
      im.ensureLive();
      expect(im.connection.state).not.toBe('idle');
      store.session.clearSession();
      expect(im.connection.state).toBe('idle');
      expect(im.dinerUnread).toBe(0);
    });
  });

  it('a diner who logs in after the first page gets it then; nobody logged in never fetches it', async () => {
    await jest.isolateModulesAsync(async () => {
      const calls = network();
      const store = appStore(calls.request);
      const { onDemandStoreFactory } = require('@/stores/on-demand-registry') as typeof Registry;
      store.markPageShown();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onDemandStoreFactory('im')).toBeUndefined();
      expect(store.imIfLoaded).toBeUndefined();

      await store.session.loadCurrentSession();
      await when(() => store.imIfLoaded?.dinerUnread === 2);
    });
  });
});

describe('a login where no page has loaded the login flow yet', () => {
  const diner: Init<typeof UserSchema> = { model: { id: '7' }, phone: '13800000001', phoneRegionCode: '86' };
  afterEach(() => jest.restoreAllMocks());

  it('a login started on the home page (a failed call, a tap) still opens the login page', async () => {
    await jest.isolateModulesAsync(async () => {
      const host = isolatedHost('/pages/home/index');
      const store = appStore();
      const { onDemandStoreFactory } = require('@/stores/on-demand-registry') as typeof Registry;
      expect(onDemandStoreFactory('login')).toBeUndefined();
      // Two calls failing at once while its code arrives are still one login.
      store.session.startLogin();
      store.session.startLogin();
      await waitFor(() => expect(host.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(host.navigateTo).toHaveBeenCalledTimes(1);
      expect(store.login.state).toBe('loggedOut');
    });
  });

  it('a diner without a profile is asked for it once the first page shows; a logged-out launch never loads it', async () => {
    await jest.isolateModulesAsync(async () => {
      const host = isolatedHost('/pages/sub-user/store-detail/index');
      const { launchApp } = require('@/routing/app-launch') as typeof Launch;
      const { onDemandStoreFactory } = require('@/stores/on-demand-registry') as typeof Registry;
      const loggedOut = appStore(fakeNetwork([answer(SessionService.method.currentSessionInfo, {})]).request);
      loggedOut.markPageShown();
      await launchApp(loggedOut, {}, '/pages/sub-user/store-detail/index?storeId=7');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onDemandStoreFactory('login')).toBeUndefined();

      const network = fakeNetwork([
        answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: diner }),
        answer(UserDinerService.method.listUserDiners, {}),
      ]);
      const store = appStore(network.request);
      await launchApp(store, {}, '/pages/sub-user/store-detail/index?storeId=7');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(host.navigateTo).not.toHaveBeenCalled();
      store.markPageShown();
      await waitFor(() =>
        expect(host.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/completion-user/index' }),
      );
    });
  });
});
