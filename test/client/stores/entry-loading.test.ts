import fs from 'node:fs';
import path from 'node:path';
import type * as Platforms from '@/platform';
import type * as Stores from '@/stores';
import { entryModules, sourceFiles, SRC } from '../support/entry-imports';

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
};

function appStore() {
  const { createAppStore } = require('@/stores') as typeof Stores;
  const { platform } = require('@/platform') as typeof Platforms;
  return createAppStore({
    platform,
    platformClientConfigId: '1',
    bases: () => ({ apiBase: 'http://app.test', cdnBase: 'http://app.test' }),
  });
}

describe('what the H5 entry leaves to later (its static imports from src/app.ts)', () => {
  const entry = entryModules();

  it('holds neither the feast and notification stores nor their models', () => {
    const moved = [...entry].filter((file) =>
      /^(stores\/(feast|push)\/|stores\/(feast|push)-app\.ts$|gen\/(feast|push)\/)/.test(file),
    );
    expect(moved).toEqual([]);
  });

  it('holds not the table of server messages, which loads with the first message shown', () => {
    expect(entry.has('app.ts')).toBe(true);
    expect(entry.has('services/error-presenter.ts')).toBe(true);
    expect(entry.has('common/server-messages.ts')).toBe(false);
  });
});

describe('the feast and notification stores load with the pages that read them', () => {
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
