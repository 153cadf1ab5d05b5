import { isCurrency } from '@common/currency';
import { languageFromDevice, isLanguage, type Language } from '@common/interface-language';
import { intlToFields, localText } from '@common/intl-text';
import { formatMoney } from '@common/money-display';
import type { StoreFacts } from './push-config.repository';
import type { ShiftName } from './reader-facts.repository';

/**
 * The language a message is written in for its reader: the one their account
 * reads the app in (kept from the device at login and from each change in the
 * app), else the one the event names (the diner of a phone booking, as staff
 * noted it), else the default.
 */
export function readerLanguage(accountLanguage: string | undefined, eventLanguage: string): Language {
  if (isLanguage(accountLanguage)) return accountLanguage;
  if (isLanguage(eventLanguage)) return eventLanguage;
  return eventLanguage ? languageFromDevice(eventLanguage) : 'zh-Hans';
}

/**
 * An event's parameters as one reader sees them: the store's and the shift's
 * names in the reader's language (their translation, else the name as kept),
 * and each amount `xMinor` (minor units) as `xMoney` in the store's currency,
 * written the reader's way. Raised events carry ids and amounts, never
 * language-bound text, so the words are chosen when the message is planned.
 */
export function paramsForReader(
  params: Record<string, string>,
  language: Language,
  store: StoreFacts | undefined,
  shifts: Map<string, ShiftName>,
): Record<string, string> {
  const out: Record<string, string> = { ...params };
  if (store && !params.storeName) out.storeName = localText(store.name, intlToFields(store.intlName), language);
  const shift = params.shiftId ? shifts.get(params.shiftId) : undefined;
  if (params.senderIsStore === '1') out.senderName = out.storeName ?? '';
  if (shift) out.shiftName = localText(shift.name, intlToFields(shift.intl), language);
  const currency = params.currency || store?.currency || 'CNY';
  for (const [key, value] of Object.entries(params)) {
    const stem = /^(\w+)Minor$/.exec(key)?.[1];
    if (!stem || !/^-?\d+$/.test(value) || !isCurrency(currency)) continue;
    out[`${stem}Money`] = formatMoney(value, currency, language);
  }
  return out;
}
