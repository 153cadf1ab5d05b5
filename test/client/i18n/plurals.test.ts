import { applyLanguage, loadLanguage, t } from '@/i18n/i18n';
// the staff app's default-language texts, as its pages load them
import '@/i18n/staff-texts';
import { languagesFromChunks } from '../support/language-chunks';

languagesFromChunks();

// English counts take the singular for one ("1 diner", not "1 diners");
// Chinese has one form, so its _one keys repeat the other (kept only so the
// languages share one typed shape).
describe('counts in each language', () => {
  beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('zh-Hant')]));
  afterAll(() => applyLanguage('zh-Hans'));

  it('English says one diner, two diners', () => {
    applyLanguage('en');
    expect(t('staffSetup.diner.total', { count: 1 })).toBe('1 diner');
    expect(t('staffSetup.diner.total', { count: 2 })).toBe('2 diners');
    expect(t('im.members', { count: 1 })).toBe('1 member');
    expect(t('diner.order.people_count', { count: 1 })).toBe('1 person');
    expect(t('diner.order.people_count', { count: 0 })).toBe('0 people');
  });

  it('Chinese keeps its one form', () => {
    applyLanguage('zh-Hans');
    expect(t('staffSetup.diner.total', { count: 1 })).toBe('共 1 位');
    expect(t('staffSetup.diner.total', { count: 3 })).toBe('共 3 位');
    applyLanguage('zh-Hant');
    expect(t('im.members', { count: 1 })).toBe('1 位成員');
  });
});
