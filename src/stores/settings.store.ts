import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '@/platform';
import { LANGUAGE_SETTING_KEY } from '../common/interface-language';
import { isLanguage, languageFromDevice, type Language } from '../i18n/language';
import { isTimezone, type Timezone } from '../i18n/timezones';
import { parseWeekStart, type WeekStart } from '../i18n/week-start';
import { isTheme, type Theme } from '../theme/themes';

export const SETTING_KEYS = {
  language: LANGUAGE_SETTING_KEY,
  weekStart: 'settings.weekStart',
  timezone: 'settings.timezone',
  theme: 'settings.theme',
} as const;

/**
 * The person's display settings, kept in storage. Each "null" means "not chosen":
 * the language then follows the device, the time zone the device, the theme the
 * operator's default (see RootStore.theme).
 */
export class SettingsStore {
  languageSetting: Language | null;
  weekStart: WeekStart;
  timezone: Timezone | null;
  themeSetting: Theme | null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly deviceLanguage: () => string,
  ) {
    const language = storage.get(SETTING_KEYS.language);
    this.languageSetting = isLanguage(language) ? language : null;
    this.weekStart = parseWeekStart(storage.get(SETTING_KEYS.weekStart));
    const zone = storage.get(SETTING_KEYS.timezone);
    this.timezone = isTimezone(zone) ? zone : null;
    const theme = storage.get(SETTING_KEYS.theme);
    this.themeSetting = isTheme(theme) ? theme : null;
    makeAutoObservable<this, 'storage' | 'deviceLanguage'>(
      this,
      { storage: false, deviceLanguage: false },
      { autoBind: true },
    );
  }

  /** The stored choice, else the device language mapped as the spec says. */
  get language(): Language {
    return this.languageSetting ?? languageFromDevice(this.deviceLanguage());
  }

  setLanguage(language: Language): void {
    this.languageSetting = language;
    this.storage.set(SETTING_KEYS.language, language);
  }

  setWeekStart(weekStart: WeekStart): void {
    this.weekStart = weekStart;
    if (weekStart === 'system') this.storage.remove(SETTING_KEYS.weekStart);
    else this.storage.set(SETTING_KEYS.weekStart, String(weekStart));
  }

  setTimezone(timezone: Timezone | null): void {
    this.timezone = timezone;
    if (timezone) this.storage.set(SETTING_KEYS.timezone, timezone);
    else this.storage.remove(SETTING_KEYS.timezone);
  }

  setTheme(theme: Theme | null): void {
    this.themeSetting = theme;
    if (theme) this.storage.set(SETTING_KEYS.theme, theme);
    else this.storage.remove(SETTING_KEYS.theme);
  }
}
