import { render } from '@testing-library/react';
import { CalendarCard, Input } from '@nutui/nutui-react-taro';
import { applyLanguage, loadLanguage } from '@/i18n/i18n';
import '@/i18n/nutui-locale';
import { applyDayjsLocale } from '@/i18n/dayjs-setup';
import { languagesFromChunks } from '../support/language-chunks';

languagesFromChunks();

// NutUI's own texts (calendar month titles and weekdays, input placeholders)
// follow the interface language instead of staying Simplified Chinese.
describe('NutUI speaks the interface language', () => {
  beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('zh-Hant')]));
  afterAll(() => applyLanguage('zh-Hans'));

  const calendarText = () => {
    const { container, unmount } = render(<CalendarCard defaultValue={new Date(2026, 10, 15)} />);
    const text = container.textContent ?? '';
    unmount();
    return text;
  };
  const placeholder = () => {
    const { container, unmount } = render(<Input />);
    const value = container.querySelector('taro-input-core')?.getAttribute('placeholder');
    unmount();
    return value;
  };

  it('in English: month names, English weekdays, an English placeholder', () => {
    applyLanguage('en');
    applyDayjsLocale('en', 1);
    const text = calendarText();
    expect(text).toContain('November 2026');
    expect(text).toContain('Mon');
    expect(text).not.toContain('年');
    expect(placeholder()).toBe('Type here');
  });

  it('in Traditional and Simplified Chinese', () => {
    applyLanguage('zh-Hant');
    applyDayjsLocale('zh-Hant', 1);
    expect(calendarText()).toContain('2026年11月');
    expect(placeholder()).toBe('請輸入內容');
    applyLanguage('zh-Hans');
    applyDayjsLocale('zh-Hans', 1);
    expect(placeholder()).toBe('请输入内容');
  });
});
