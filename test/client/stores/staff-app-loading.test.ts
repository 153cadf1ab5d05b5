import fs from 'node:fs';
import path from 'node:path';
import { when } from 'mobx';
import type * as I18n from '@/i18n/i18n';
import type * as Platforms from '@/platform';
import { createMemoryStorage } from '@/platform/memory-storage';
import { SETTING_KEYS } from '@/stores/settings.store';
import type * as StaffApis from '@/services/staff-api';
import type * as Stores from '@/stores';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import { importChain, mainPackagePages, miniImportGraph } from '../support/mini-import-graph';

const SRC = path.resolve(__dirname, '../../../src');
const STAFF_APP = path.join(SRC, 'stores/staff-app.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// rootStore.staff / .staffSetup, or either destructured from the root store or useStaff().
const READS_STAFF_APP = [
  /\.(staff|staffSetup)\b(?!\.\w+\s*\()/,
  /[{,]\s*(staff|staffSetup)\s*[,}][^;]*=\s*(use(RootStore|Staff)\(|root\b|rootStore\b|store\b)/,
];

describe("the staff app's stores load with the staff pages", () => {
  it('a root store without them says what to import, and builds them once they are loaded', () => {
    jest.isolateModules(() => {
      // The app's own wiring, without test-store.ts (which loads the staff app for the other tests).
      const { createAppStore } = require('@/stores') as typeof Stores;
      const { platform } = require('@/platform') as typeof Platforms;
      const store = createAppStore({
        platform,
        platformClientConfigId: '1',
        bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
      });
      expect(() => store.staff).toThrow("import '@/stores/staff-app'");
      require('@/stores/staff-app');
      expect(store.staff.stores).toBeDefined();
      expect(store.staff).toBe(store.staff);
      // Store setup and the notification settings work on the same chosen store.
      expect(store.staffSetup.choice).toBe(store.setupChoice);
    });
  });

  it('code that needs them without a staff page (the staff feast pages) loads them itself', async () => {
    await jest.isolateModulesAsync(async () => {
      const { createAppStore } = require('@/stores') as typeof Stores;
      const { platform } = require('@/platform') as typeof Platforms;
      const store = createAppStore({
        platform,
        platformClientConfigId: '1',
        bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
      });
      const app = await store.openStaffApp();
      expect(app.staff).toBe(store.staff);
    });
  });

  it("brings the staff app's own API clients, which the app's start-up clients leave out", () => {
    jest.isolateModules(() => {
      const { createAppStore } = require('@/stores') as typeof Stores;
      const { platform } = require('@/platform') as typeof Platforms;
      const store = createAppStore({
        platform,
        platformClientConfigId: '1',
        bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
      });
      expect(store.api).not.toHaveProperty('storeBookingAction');
      const { createStaffApi } = require('@/services/staff-api') as typeof StaffApis;
      const staffApi = createStaffApi(store.api, store.transport);
      expect(staffApi.storeBookingAction).toBeDefined();
      expect(staffApi.session).toBe(store.api.session);
    });
    // Only the staff app's module makes them (type imports aside), so they load with it.
    const makers = [...sourceFiles(SRC)]
      .filter((file) => /^import (?!type)[^;]*services\/staff-api'/m.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(makers).toEqual(['stores/staff-app.ts']);
  });

  it('every module that reads them imports them, so no page can open without them', () => {
    const missing = [...sourceFiles(path.join(SRC, 'pages')), ...sourceFiles(path.join(SRC, 'components'))]
      .filter((file) => {
        const code = fs.readFileSync(file, 'utf8');
        return READS_STAFF_APP.some((pattern) => pattern.test(code)) && !code.includes("import '@/stores/staff-app';");
      })
      .map((file) => path.relative(SRC, file));
    expect(missing).toEqual([]);
  });
  it("brings the staff pages' texts in the default language, and merchant mode waits for them", async () => {
    await jest.isolateModulesAsync(async () => {
      const { i18n } = require('@/i18n/i18n') as typeof I18n;
      const { createAppStore } = require('@/stores') as typeof Stores;
      const { platform } = require('@/platform') as typeof Platforms;
      const storage = createMemoryStorage();
      storage.set(SETTING_KEYS.language, 'zh-Hans');
      const store = createAppStore({
        platform: { ...platform, storage },
        platformClientConfigId: '1',
        bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
      });
      // A diner's first page has the shared staff texts (loading states) but not the staff app's.
      expect(i18n.t('staffOps.common.loading')).toBe('加载中…');
      expect(i18n.exists('staffSetup.diner.total')).toBe(false);
      expect(store.languageReady).toBe(true);
      store.operator.setType('STORE');
      expect(store.operator.mode).toBe('merchant');
      await when(() => store.languageReady);
      expect(i18n.t('staffSetup.diner.total', { count: 3 })).toBe('共 3 位');
    });
  });
});

describe("the mini-program's main package carries none of the staff app", () => {
  // Mini-program builds bundle every module a page imports, import() included, and
  // Taro's optimizeMainPackage moves a module into a subpackage only when no
  // main-package page uses it: one import here would bring the staff app's stores,
  // clients and texts back into the main package.
  it('no main-package page, nor the app entry, reaches it', () => {
    const reached = [path.join(SRC, 'app.ts'), ...mainPackagePages()].flatMap((entry) => {
      const graph = miniImportGraph(entry);
      return [...graph.keys()]
        .filter((file) => file === STAFF_APP || /services\/staff-api\.ts$|i18n\/staff-texts\.ts$/.test(file))
        .map((file) => importChain(graph, file));
    });
    expect(reached).toEqual([]);
  });

  it("merchant mode's tab pages are in the staff subpackage, and every staff page brings the staff app itself", () => {
    const config = fs.readFileSync(path.join(SRC, 'app.config.ts'), 'utf8');
    for (const route of Object.values(MERCHANT_TAB_ROUTES)) {
      expect(route).toMatch(/^\/pages\/sub-store\//);
      expect(config).toContain(`'${route.replace('/pages/sub-store/', '')}'`);
    }
    // There the root store cannot fetch it (platform/on-demand-loader.weapp.ts): the staff
    // pages import it, or their screens and texts are missing.
    const staffPages = sourceFiles(path.join(SRC, 'pages/sub-store')).filter((file) => file.endsWith('/index.tsx'));
    const without = staffPages
      .filter((page) => !miniImportGraph(page).has(STAFF_APP))
      .map((page) => path.relative(SRC, page));
    expect(without).toEqual([]);
  });
});

describe("the administrator's pages carry none of the staff app", () => {
  // They are in pages/sub, the staff app in pages/sub-store: a module both subpackages
  // use is copied into each one's sub-common/ and required by each of its pages, which
  // once put the whole staff app twice into the mini-program and brought pages/sub-store
  // within 200 KB of WeChat's 2 MB limit.
  const adminPages = sourceFiles(path.join(SRC, 'pages/sub')).filter(
    (file) => file.includes('/admin-') && file.endsWith('/index.tsx'),
  );

  it('no administrator page reaches the staff app, its clients or its texts', () => {
    expect(adminPages.length).toBeGreaterThan(0);
    const reached = adminPages.flatMap((page) => {
      const graph = miniImportGraph(page);
      return [...graph.keys()]
        .filter((file) => file === STAFF_APP || /services\/staff-api\.ts$|i18n\/staff-texts\.ts$/.test(file))
        .map((file) => importChain(graph, file));
    });
    expect(reached).toEqual([]);
  });

  it('every administrator page brings its own texts', () => {
    const without = adminPages
      .filter((page) => !miniImportGraph(page).has(path.join(SRC, 'i18n/admin-texts.ts')))
      .map((page) => path.relative(SRC, page));
    expect(without).toEqual([]);
  });

  it("their texts alone show the administrator's screens in the default language", () => {
    jest.isolateModules(() => {
      const { i18n } = require('@/i18n/i18n') as typeof I18n;
      expect(i18n.exists('adminPeople.staffTitle')).toBe(false);
      require('@/i18n/admin-texts');
      expect(i18n.t('adminConsole.homeTitle')).not.toBe('adminConsole.homeTitle');
      expect(i18n.t('adminPeople.staffTitle')).not.toBe('adminPeople.staffTitle');
      // the store form's name fields and the image list, which the article form shares
      expect(i18n.t('staffSetup.store.nameEn')).toBe('名称（英文）');
      expect(i18n.t('staffSetup.store.noImages')).toBe('暂无图片');
      expect(i18n.exists('staffSetup.diner.total')).toBe(false);
      // the staff app's texts merge with them, both kept
      require('@/i18n/staff-texts');
      expect(i18n.t('staffSetup.diner.total', { count: 3 })).toBe('共 3 位');
      expect(i18n.t('staffSetup.store.noImages')).toBe('暂无图片');
    });
  });
});
