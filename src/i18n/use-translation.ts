import { useMemo, useSyncExternalStore } from 'react';
import { i18n, onLanguageChanged, type I18n } from './i18n';
import type { TFunction } from './message-keys.types';

let changes = 0;
onLanguageChanged(() => {
  changes += 1;
});

const subscribe = (redraw: () => void) => onLanguageChanged(redraw);
const changeCount = () => changes;

/**
 * The texts in the language in force. The component draws again on every change of
 * language (also to the same one: the reservation wording), and `t` is a new function
 * after each, so effects and memos that depend on it run again.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const change = useSyncExternalStore(subscribe, changeCount, changeCount);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` per change is the point
  const t = useMemo<TFunction>(() => ((key: never, options: never) => i18n.t(key, options)) as TFunction, [change]);
  return { t, i18n };
}
