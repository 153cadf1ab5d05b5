/**
 * A text in each interface language (the spec's intlInfo): store and shift
 * names as each reader's language writes them. Stored as JSON keyed by the
 * language tag; carried in the API as common.v1.IntlText. An empty
 * translation falls back to the entity's own text, so a store that never
 * filled them in reads as before.
 */
export const INTL_LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type IntlLanguage = (typeof INTL_LANGUAGES)[number];
export type IntlTextJson = Partial<Record<IntlLanguage, string>>;

/** The API's shape (common.v1.IntlText) without its message brand. */
export interface IntlTextFields {
  zhHans: string;
  zhHant: string;
  en: string;
}

export function intlFromFields(fields: Partial<IntlTextFields> | undefined): IntlTextJson {
  const json: IntlTextJson = {};
  const put = (language: IntlLanguage, value: string | undefined) => {
    const text = (value ?? '').trim();
    if (text) json[language] = text;
  };
  put('zh-Hans', fields?.zhHans);
  put('zh-Hant', fields?.zhHant);
  put('en', fields?.en);
  return json;
}

export function intlToFields(json: IntlTextJson | null | undefined): IntlTextFields {
  return { zhHans: json?.['zh-Hans'] ?? '', zhHant: json?.['zh-Hant'] ?? '', en: json?.en ?? '' };
}

/**
 * The text for a reader of `language`: their language's translation, else
 * (for Traditional Chinese) the Simplified one, else the entity's own text.
 */
export function localText(base: string, intl: Partial<IntlTextFields> | undefined, language: string): string {
  const own = language === 'en' ? intl?.en : language === 'zh-Hant' ? intl?.zhHant || intl?.zhHans : intl?.zhHans;
  return own?.trim() || base;
}

/** The form's starting values from a message's IntlText (absent: all empty). */
export const intlFieldsOf = (v?: Partial<IntlTextFields>): IntlTextFields => ({
  zhHans: v?.zhHans ?? '',
  zhHant: v?.zhHant ?? '',
  en: v?.en ?? '',
});

/** The names as saved: trimmed. */
export const trimmedIntlName = (v: IntlTextFields): IntlTextFields => ({
  zhHans: v.zhHans.trim(),
  zhHant: v.zhHant.trim(),
  en: v.en.trim(),
});
