import { useTranslation } from '@/i18n/use-translation';
import { i18n } from '@/i18n/i18n';
import { zhHansTicketing, type TicketingKey } from '@/i18n/locales/ticketing/zh-hans';

const NS = 'ticketing';

// The ticketing texts are a namespace of their own, added when the first
// ticketing page loads, so the app's entry does not carry them.
// Only the bundled language's: the others arrive with the rest of their language
// (i18n/locales/*-bundle.ts), so a mini-program's package holds none of them.
function register(): void {
  if (i18n.hasResourceBundle('zh-Hans', NS)) return;
  i18n.addResourceBundle('zh-Hans', NS, zhHansTicketing);
}

export type TicketingText = (key: TicketingKey, options?: Record<string, unknown>) => string;

/** A ticketing text in the language in force (outside components: page titles of the login gate). */
export const ticketingText: TicketingText = (key, options) => {
  register();
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ns: NS, keySeparator: false, ...options });
};

/** The ticketing pages' translate function: typed keys, re-rendered when the language changes. */
export function useTicketingText(): TicketingText {
  // Subscribes the component to language changes.
  useTranslation();
  return ticketingText;
}
