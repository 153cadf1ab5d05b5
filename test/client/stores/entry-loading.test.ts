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
import { zhHansOnDemand } from '@/i18n/locales/zh-hans-on-demand';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { RpcRequestFn } from '@/services/rpc-request';
import { entryModules, sourceFiles, SRC } from '../support/entry-imports';
import { fakeNetwork } from '../support/fake-network';

// rootStore.feast / .push, or either destructured from the root store (useStaff() gives `root`).
const READS = {
  feast: [
    /\b(root|rootStore|store|useRootStore\(\))\.feast\b/,
    /[{,]\s*feast\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
  push: [
    /\b(root|rootStore|store|useRootStore\(\))\.push\b(?!\s*\()/,
    /[{,]\s*push\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
  // the login flow, login-phone's regions, the person's account and device sessions: '@/stores/login-app'
  login: [
    /\b(root|rootStore|store|useRootStore\(\))\.(login|regions|account|deviceSessions)\b/,
    /[{,]\s*(login|regions|account|deviceSessions)\s*[,:}][^;]*=\s*(useRootStore\(\)|root\b|rootStore\b|store\b)/,
  ],
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

describe('the feast, notification, private dining and login texts load with the modules that show them', () => {
  const AREAS = [
    { key: 'feast', module: '@/i18n/feast-texts', sample: 'feast.tab.upcoming', text: '即将开始' },
    { key: 'notify', module: '@/i18n/notification-texts', sample: 'notify.card.closed', text: '此预订已关闭' },
    { key: 'bookOut', module: '@/i18n/book-out-texts', sample: 'bookOut.meEntry', text: '我的包场申请' },
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

describe('the feast and notification stores and the login flow load with the pages that read them', () => {
  it('a root store without them says what to import, and builds each once it is loaded', () => {
    jest.isolateModules(() => {
      // The app's own wiring, without test-store.ts (which loads them for the other tests).
      const store = appStore();
      expect(() => store.feast).toThrow("import '@/stores/feast-app'");
      expect(() => store.push).toThrow("import '@/stores/push-app'");
      require('@/stores/feast-app');
      require('@/stores/push-app');
      expect(store.feast).toBe(store.feast);
      expect(store.push).toBe(store.push);
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

describe('a login where no page has loaded the login flow yet', () => {
  const SESSION = '/grpc/public/identity.v1.SessionService/CurrentSessionInfo';
  const LIST_DINERS = '/grpc/private/identity.v1.UserDinerService/ListUserDiners';
  const diner = { model: { id: '7' }, phone: '13800000001', phoneRegionCode: '86' };
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
      const loggedOut = appStore(fakeNetwork({ [SESSION]: { body: {} } }).request);
      loggedOut.markPageShown();
      await launchApp(loggedOut, {}, '/pages/sub-user/store-detail/index?storeId=7');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onDemandStoreFactory('login')).toBeUndefined();

      const network = fakeNetwork({
        [SESSION]: { body: { sessionKey: 'k', user: diner } },
        [LIST_DINERS]: { body: {} },
      });
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
