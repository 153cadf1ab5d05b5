import { useTranslation } from '@/i18n/use-translation';
import { i18n } from '@/i18n/i18n';
import { zhHansQueue, type QueueKey } from '@/i18n/locales/queue/zh-hans';

const NS = 'queue';

// The queue texts are a namespace of their own, added when the first queue
// page loads, so the app's entry does not carry them. Only the bundled
// language's: the others arrive with the rest of their language
// (i18n/locales/*-bundle.ts).
function register(): void {
  if (i18n.hasResourceBundle('zh-Hans', NS)) return;
  i18n.addResourceBundle('zh-Hans', NS, zhHansQueue);
}

export type QueueText = (key: QueueKey, options?: Record<string, unknown>) => string;

/** A queue text in the language in force (outside components: page titles of the login gate). */
export const queueText: QueueText = (key, options) => {
  register();
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ns: NS, keySeparator: false, ...options });
};

/** The queue pages' translate function: typed keys, re-rendered when the language changes. */
export function useQueueText(): QueueText {
  useTranslation();
  return queueText;
}

/** The estimated wait in words: -1 unknown, under a minute a table now, else minutes rounded up. */
export function waitText(qt: QueueText, seconds: number): string {
  if (seconds < 0) return qt('wait.unknown');
  if (seconds < 60) return qt('wait.now');
  return qt('wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** A queue type's party sizes. */
export function rangeText(qt: QueueText, min: number, max: number): string {
  return max === 0 ? qt('type.rangeUp', { min }) : qt('type.range', { min, max });
}
