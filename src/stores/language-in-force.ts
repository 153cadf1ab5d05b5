import { autorun, makeObservable, observable, runInAction } from 'mobx';
import { chooseDayjsLocale } from '../i18n/dayjs-locale-choice';
import { applyLanguage, isLanguageLoaded, loadLanguage } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { LANGUAGE_UNAVAILABLE } from '../i18n/locales/language-unavailable';
import { showToast } from '../services/feedback';
import type { OperatorStore } from './operator.store';
import type { SettingsStore } from './settings.store';
import { onDemandStoreFactory } from './on-demand-registry';

/**
 * Keeps the chosen language's texts in force. The default language is bundled and
 * applies at once; another is fetched first, and until it arrives the previous texts
 * stay (or, at start, the pages wait for it: `ready`). Merchant mode's pages read the
 * staff app's texts, which come with its code: in that mode the pages also wait for it
 * (a staff page imports it anyway; a tab page may not).
 */
export class LanguageInForce {
  /**
   * False until the chosen language's texts are in force: pages show nothing before,
   * so the first words a person sees are in their language (only the default is bundled).
   */
  ready = false;
  /** A failed language fetch is told once a run, not on every retry. */
  private failureTold = false;

  constructor(
    private readonly settings: SettingsStore,
    private readonly operator: OperatorStore,
    /** Fetches the staff app's code (which brings merchant mode's texts) without building its stores. */
    private readonly loadStaffApp: () => Promise<unknown>,
  ) {
    makeObservable<this, 'settings' | 'operator' | 'failureTold' | 'loadStaffApp'>(this, {
      ready: observable,
      settings: false,
      operator: false,
      failureTold: false,
      loadStaffApp: false,
    });
    autorun(() => this.follow());
  }

  private follow(): void {
    const { language, weekStart } = this.settings;
    const staffTexts = this.operator.mode === 'merchant' && !onDemandStoreFactory('staffApp');
    if (isLanguageLoaded(language) && !staffTexts) {
      this.putInForce(language, weekStart);
      return;
    }
    if (staffTexts) runInAction(() => (this.ready = false));
    Promise.all([loadLanguage(language), staffTexts ? this.loadStaffApp() : undefined]).then(
      () => {
        if (this.settings.language === language) this.putInForce(language, this.settings.weekStart);
      },
      // Offline: show the bundled default rather than nothing, and say why once; a later
      // switch, or the next start, tries again.
      () => {
        if (this.settings.language !== language) return;
        // Only the staff app's code may have failed: the language itself is here.
        const shown = isLanguageLoaded(language) ? language : DEFAULT_LANGUAGE;
        this.putInForce(shown, this.settings.weekStart);
        if (shown === language || this.failureTold) return;
        this.failureTold = true;
        showToast(LANGUAGE_UNAVAILABLE[language]);
      },
    );
  }

  private putInForce(language: Language, weekStart: SettingsStore['weekStart']): void {
    applyLanguage(language);
    chooseDayjsLocale(language, weekStart);
    runInAction(() => (this.ready = true));
  }
}
