import fs from 'node:fs';
import path from 'node:path';
import { entryModules, SRC } from '../support/entry-imports';

// What the entry and the first pages (home, the store page) load before they draw,
// by their static imports: code they only need on a person's later action loads then.
const FIRST_PAGES = ['app.ts', 'pages/home/index.tsx', 'pages/sub-user/store-detail/index.tsx'];

describe('the first pages draw without code they need only later', () => {
  it.each(FIRST_PAGES)('%s shows amounts without decimal.js (money-format.ts, not money.ts)', (page) => {
    const modules = entryModules(path.join(SRC, page));
    expect(modules.has('common/money.ts')).toBe(false);
    if (page !== 'app.ts') expect(modules.has('common/money-format.ts')).toBe(true);
  });

  it.each(FIRST_PAGES)("%s leaves Taro's toast, modal and image picker to their first use", (page) => {
    const modules = entryModules(path.join(SRC, page));
    expect(modules.has('services/feedback.ts')).toBe(true);
    expect(modules.has('platform/taro-host-ui.ts')).toBe(false);
    // A direct call would put them back: Taro's H5 build imports each API a module names.
    const callers = [...modules].filter((file) =>
      /Taro\.(showToast|showModal|showActionSheet|showLoading|chooseImage|chooseMedia|setClipboardData)\b/.test(
        fs.readFileSync(path.join(SRC, file), 'utf8'),
      ),
    );
    expect(callers).toEqual([]);
  });

  it.each(FIRST_PAGES.slice(1))("%s leaves NutUI's popup and dialog to the first popup or prompt", (page) => {
    const modules = entryModules(path.join(SRC, page));
    expect(modules.has('components/page-shell/page-shell.tsx')).toBe(true);
    expect(
      [...modules].filter((file) =>
        /^components\/(popup-stack|staff-prompt)\/(popup-stack|staff-prompt)\.tsx$/.test(file),
      ),
    ).toEqual([]);
    const nutuiOverlays = [...modules].filter((file) =>
      /import \{[^}]*\b(Dialog|Popup|Overlay)\b[^}]*\} from '@nutui/.test(
        fs.readFileSync(path.join(SRC, file), 'utf8'),
      ),
    );
    expect(nutuiOverlays).toEqual([]);
  });
});
