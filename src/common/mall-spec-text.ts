import { intlFromFields, localText, type IntlTextFields } from './intl-text';

/** One spec value of a SKU: its own text and its translations, if any. */
export interface SpecValueText {
  value: string;
  intl?: Partial<IntlTextFields>;
}

/**
 * A SKU's spec values as one line, "Box / 8 pieces": in the texts staff typed
 * first, and per language with each value in that language or (as every name
 * falls back) its own text. With no translation at all there is nothing per
 * language, so the line reads as it always did. The server keeps it on an
 * order item at checkout; the cart keeps it for the line it shows.
 */
export function specTexts(values: SpecValueText[]): { text: string; intl: IntlTextFields | undefined } {
  const text = values.map((v) => v.value).join(' / ');
  const translated = values.some((v) => v.intl && (v.intl.zhHans || v.intl.zhHant || v.intl.en));
  if (!translated) return { text, intl: undefined };
  const inLanguage = (language: string) => values.map((v) => localText(v.value, v.intl, language)).join(' / ');
  return { text, intl: { zhHans: inLanguage('zh-Hans'), zhHant: inLanguage('zh-Hant'), en: inLanguage('en') } };
}

/** The same, as the database keeps texts per language. */
export function specIntlJson(values: SpecValueText[]) {
  const { text, intl } = specTexts(values);
  return { specText: text, specIntlText: intlFromFields(intl) };
}
