import { CUISINE_NAMES } from '@common/cuisine-names';
import { Converter } from 'opencc-js';

type Convert = (text: string) => string;

// Built on the first search: each converter loads its dictionaries (OpenCC's,
// through opencc-js, on the server only; the client never carries them).
let converters: Convert[] | null = null;
function variantsOf(text: string): string[] {
  converters ??= [
    Converter({ from: 'hk', to: 'cn' }),
    Converter({ from: 'tw', to: 'cn' }),
    Converter({ from: 'cn', to: 'hk' }),
    Converter({ from: 'cn', to: 'tw' }),
  ];
  return [...new Set([text, ...converters.map((convert) => convert(text))])];
}

/**
 * What a diner's keyword may match: the words themselves and their
 * simplified and traditional forms (Hong Kong and Taiwan usage), lower-cased,
 * so 翡翠花園 finds a store named 翡翠花园 and 粵菜 the Cantonese stores.
 */
export function keywordForms(keyword: string): string[] {
  const trimmed = keyword.trim().toLowerCase();
  return trimmed ? variantsOf(trimmed) : [];
}

/** The cuisine keys (main_cuisine / sub_cuisine values) whose name in any language, or key, contains a form. */
export function cuisinesMatching(forms: string[]): string[] {
  return Object.entries(CUISINE_NAMES)
    .filter(([key, names]) => [key, ...names].some((name) => forms.some((form) => name.toLowerCase().includes(form))))
    .map(([key]) => key.toLowerCase());
}
