import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US';
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN';
import zhTW from '@nutui/nutui-react-taro/dist/es/locales/zh-TW';
import { setDefaultConfig } from '@nutui/nutui-react-taro/dist/es/packages/configprovider';
import { calendarMonthTitle } from './dayjs-locale-choice';
import { i18n, type I18n } from './i18n';
import { isLanguage, type Language } from './language';

const NUTUI_LOCALES = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS } satisfies Record<Language, unknown>;

/**
 * NutUI speaks Simplified Chinese unless told otherwise, so an English page
 * showed 2026年11月, 日一二… in its calendars and 请输入内容 in its inputs. Its
 * default configuration (read by every component, also the ones opened
 * imperatively outside any page) follows the interface language, with our own
 * words for the input placeholder and the calendar's month title.
 *
 * Imported for its effect by the page shell, not by the i18n module: NutUI's
 * configuration module brings Taro's component library with it, which belongs
 * in the pages' chunks rather than the app's entry.
 */
export function followLanguageInNutui(i18n: I18n): void {
  const apply = (lng: string) => {
    const language: Language = isLanguage(lng) ? lng : 'zh-Hans';
    const base = NUTUI_LOCALES[language];
    const t = (key: 'shell.inputPlaceholder' | 'shell.calendarMonth') => i18n.t(key, { lng: language });
    setDefaultConfig({
      locale: {
        ...base,
        placeholder: t('shell.inputPlaceholder'),
        calendaritem: {
          ...base.calendaritem,
          monthTitle: (year: number, month: number) =>
            calendarMonthTitle(Number(year), Number(month), t('shell.calendarMonth')),
        },
      },
      direction: 'ltr',
    });
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}

followLanguageInNutui(i18n);
