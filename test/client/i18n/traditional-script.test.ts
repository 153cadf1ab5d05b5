import { zhHantBundle } from '@/i18n/locales/zh-hant-bundle';

// Characters that exist only in the simplified script (their traditional forms below),
// common in the app's wording. A Traditional Chinese text holding one is a
// Simplified word left in by mistake: the administrator's store list said 当前 beside
// 我的門店, a page in two scripts.
const SIMPLIFIED_ONLY =
  '当们这时个为说会发开关门对问间经书车东号页单务业订预览认设选请输码账钱价动场应让还进过录络联馆饭欢';
// 當們這時個為說會發開關門對問間經書車東號頁單務業訂預覽認設選請輸碼賬錢價動場應讓還進過錄絡聯館飯歡

/** Every text of a branch, with its key path. */
function texts(branch: unknown, path = ''): [string, string][] {
  if (typeof branch === 'string') return [[path, branch]];
  if (typeof branch !== 'object' || branch === null) return [];
  return Object.entries(branch).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

it('Traditional Chinese texts hold no simplified-only characters', () => {
  const all = texts(zhHantBundle);
  expect(all.length).toBeGreaterThan(1000);
  const simplified = all.filter(([, text]) => [...text].some((c) => SIMPLIFIED_ONLY.includes(c)));
  expect(simplified).toEqual([]);
});
