import i18next, { type i18n as I18next, type Resource } from 'i18next';
import { FALLBACK_CHAINS, LANGUAGES } from './language';
import { currencyUnitFormat, moneyFormat } from '../common/money-display';
import { toReservationTextIfOn } from './reservation-text';

/** The post-processor every text goes through: the reservation wording, in the language it was asked in. */
const reservationText = {
  type: 'postProcessor' as const,
  name: 'reservationText',
  process: (value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }) =>
    toReservationTextIfOn(value, options.lng ?? translator.language ?? ''),
};

/**
 * An i18next instance set up as the app's translator: synchronous (the texts are in
 * memory before they are asked for), languages by their full tags (zh-Hans is never
 * reduced to zh), the fallback chains of language.ts, values left unescaped (React
 * escapes what it draws), no namespace separator (keys are dotted paths only), and
 * plurals by i18next's own resolver on Intl.PluralRules: `_one`/`_other` in English, one
 * form in Chinese. Where an engine lacks Intl, i18next falls back to its documented
 * rule (one for exactly 1, other otherwise), which gives the same texts for our three
 * languages, since the Chinese texts have only the plain form.
 */
export function createI18n(language: string, resources: Resource = {}): I18next {
  const instance = i18next.createInstance();
  void instance.use(reservationText).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_CHAINS,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    postProcess: ['reservationText'],
  });
  // `{{amount, money}}`: minor units in the currency passed with the text (docs/money.md).
  instance.services.formatter?.add('money', moneyFormat);
  // `{{currency, currencyUnit}}`: the unit an amount field's label names (元, 港元, HK$).
  instance.services.formatter?.add('currencyUnit', currencyUnitFormat);
  return instance;
}
