import { useCallback } from 'react';
import { isCurrency, type Currency } from '../common/currency';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/interface-language';
import { formatMoney } from '../common/money-display';
import { formatCents } from '../common/money-format';
import { useTranslation } from './use-translation';

/**
 * Shows amounts in the reader's language: money('45000', store.currency) -> 'HK$450'.
 * The currency is the one the answer carries (a store's, an order's), never assumed.
 */
export function useMoney(): (amount: string | number | bigint, currency: Currency | string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback(
    (amount, currency) => {
      // Without a currency the amount shows bare: never with another currency's sign.
      return isCurrency(currency) ? formatMoney(amount || '0', currency, language) : formatCents(amount || '0');
    },
    [language],
  );
}
