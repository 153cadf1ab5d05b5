import type { Messages } from './locales/zh-hans';

// t('page.home.title') is checked against the zh-Hans source: a missing key fails typecheck.

/** A counted text is asked for without its form: t('im.members', { count }). */
type Uncounted<K extends string> = K extends `${infer Base}_one` ? Base : K extends `${infer Base}_other` ? Base : K;

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Uncounted<K>}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Branches<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? `${Prefix}${K}`
      : `${Prefix}${K}` | Branches<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text's key. */
export type MessageKey = Leaves<Messages, ''>;
/** Every group of texts' key (a list or an object), for `returnObjects`. */
export type MessageBranchKey = Branches<Messages, ''>;

export interface TFunction {
  (key: MessageKey, options?: TranslateOptions): string;
  (key: MessageKey | MessageBranchKey, options: TranslateOptions & { returnObjects: true }): unknown;
}

/** What a text is asked for with: i18next's options as the app uses them. */
export interface TranslateOptions {
  /** The language to translate into instead of the one in force. */
  lng?: string;
  ns?: string;
  /** false: the key is one flat name, dots included (the page namespaces' keys). */
  keySeparator?: false;
  defaultValue?: string;
  returnObjects?: boolean;
  count?: unknown;
  [name: string]: unknown;
}
