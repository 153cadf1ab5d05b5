// The i18next formatter `money` (i18next's custom formatters, `formatter.add`):
// a text says `人均 {{amount, money}}` and is asked for with the amount in minor
// units and its currency, t('diner.store.perCapita', { amount: '45000', currency: 'HKD' }),
// and reads "人均 HK$450". The currency always comes from the answer that carries
// the amount (a store's, an order's); a text asked for without one is a bug, and
// shows the plain amount rather than another currency's sign.
import { isCurrency } from '../common/currency';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/interface-language';
import { formatCents } from '../common/money-format';
import { formatMoney } from '../common/money-display';

export function moneyFormat(value: unknown, lng: string | undefined, options: Record<string, unknown>): string {
  const amount = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? value : '0';
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const currency = options.currency;
  return isCurrency(currency) ? formatMoney(amount, currency, language) : formatCents(amount);
}
