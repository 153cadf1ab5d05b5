/**
 * The app's translator: what the client needs of a translation library and no more
 * (i18next and react-i18next weighed about 15 KB gzip in the H5 entry and in the
 * mini-program's main package). It keeps i18next's behaviour that users see:
 * - texts by namespace and language, merged as they are added (staff, admin, mall ...);
 * - a missing key falls back along the language's chain, then to `defaultValue`, then
 *   shows the key itself;
 * - `{{name}}` takes the option of that name as it is (React escapes what it draws);
 *   an option given as undefined or null leaves nothing, one not given leaves `{{name}}`;
 * - a numeric `count` picks the `_one`/`_other` form, falling back to the plain key;
 * - `returnObjects` gives a branch of texts, each translated as if asked for by key;
 * - every result (a missing key's too) goes through the post-processor, which the
 *   reservation wording uses;
 * - changing the language, even to the same one, tells the listeners (pages redraw).
 */

export type Texts = { [key: string]: unknown };

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

export type PostProcessor = (text: string, language: string) => string;

export interface TranslatorOptions {
  language: string;
  /** The languages tried, in order, when one lacks a key. */
  fallbacks: Record<string, readonly string[]> & { default: readonly string[] };
  postProcess?: PostProcessor;
}

const DEFAULT_NS = 'translation';
const VARIABLE = /\{\{(.+?)\}\}/g;

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null;
}

/** `source` merged into a copy of `target`: the texts added stay as their modules export them. */
function mergeDeep(target: Texts, source: Texts): Texts {
  const merged = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] = isTexts(current) && isTexts(value) && !Array.isArray(value) ? mergeDeep(current, value) : value;
  }
  return merged;
}

/** English says one for exactly 1; Chinese has one form. Intl.PluralRules is missing in some mini-program engines. */
function pluralSuffix(language: string, count: unknown): string {
  return language === 'en' && Number(count) === 1 ? '_one' : '_other';
}

function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(VARIABLE, (match: string, raw: string) => {
    const name = raw.trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return match;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  language: string;
  private readonly store: Record<string, Record<string, Texts>> = {};
  private readonly listeners = new Set<(language: string) => void>();
  private readonly fallbacks: TranslatorOptions['fallbacks'];
  private readonly postProcess: PostProcessor | undefined;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.fallbacks = options.fallbacks;
    this.postProcess = options.postProcess;
    this.t = this.t.bind(this);
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return !!this.store[language]?.[ns];
  }

  /** Adds texts to a namespace: merged into what is there when `deep`, else key by key on top. */
  addResourceBundle(language: string, ns: string, texts: Texts, deep = false): void {
    const namespaces = (this.store[language] ??= {});
    const current = namespaces[ns] ?? {};
    namespaces[ns] = deep ? mergeDeep(current, texts) : { ...current, ...texts };
  }

  /** Puts a language in force and tells the listeners, also when it is the one already in force. */
  changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
    return Promise.resolve();
  }

  /** Called after every change of language; returns the unsubscribe. */
  onLanguageChanged(listener: (language: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The text a language itself holds for a key (no fallback, no plural): whether a bundle is in force. */
  getResource(language: string, ns: string, key: string): unknown {
    let node: unknown = this.store[language]?.[ns];
    for (const part of key.split('.')) node = isTexts(node) ? node[part] : undefined;
    return node ?? undefined;
  }

  /** Whether a key has a text in the language or along its fallbacks. */
  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  t(key: string, options: TranslateOptions = {}): unknown {
    const language = options.lng ?? this.language;
    const found = this.resolve(key, options);
    if (isTexts(found)) {
      if (!options.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      const branch: Texts | unknown[] = Array.isArray(found) ? [] : {};
      for (const child of Object.keys(found)) (branch as Texts)[child] = this.t(`${key}.${child}`, options);
      return branch;
    }
    const text = found !== undefined ? String(found) : (options.defaultValue ?? key);
    const interpolated = interpolate(text, options);
    return this.postProcess ? this.postProcess(interpolated, language) : interpolated;
  }

  private resolve(key: string, options: TranslateOptions): unknown {
    const language = options.lng ?? this.language;
    const ns = options.ns ?? DEFAULT_NS;
    const path = options.keySeparator === false ? [key] : key.split('.');
    const plural = options.count !== undefined && typeof options.count !== 'string';
    const chain = [language, ...(this.fallbacks[language] ?? this.fallbacks.default)];
    for (const code of chain) {
      const root = this.store[code]?.[ns];
      if (!root) continue;
      const keys = plural ? [`${path[path.length - 1]}${pluralSuffix(code, options.count)}`] : [];
      keys.push(path[path.length - 1]!);
      let parent: unknown = root;
      for (const part of path.slice(0, -1)) parent = isTexts(parent) ? parent[part] : undefined;
      if (!isTexts(parent)) continue;
      for (const last of keys) {
        const value = parent[last];
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }
}
