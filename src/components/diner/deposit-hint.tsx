import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import type { BookingChoice } from '@/stores/diner/booking-draft.store';
import { DepositHintStore } from '@/stores/diner/deposit-hint.store';
import '@/i18n/diner-booking-texts';

/** On the booking page, once a party and a time are chosen: the deposit that choice asks for, or that it asks none. */
export const DepositHint = observer(function DepositHint({
  choice,
  currency,
}: {
  choice: BookingChoice | null;
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const { diner } = useRootStore();
  const [hint] = useState(() => new DepositHintStore(diner.context));
  const key = choice && JSON.stringify(choice);
  useEffect(() => {
    void hint.follow(choice);
    // The choice is a new object on every read; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hint, key]);
  if (hint.amount === null) return null;
  return (
    <Text
      className={`section__text deposit-hint${hint.needsDeposit ? ' deposit-hint--due' : ''}`}
      data-testid='deposit-hint'
    >
      {hint.needsDeposit
        ? t('diner.booking.depositDue', { count: hint.people, amount: hint.amount, currency })
        : t('diner.booking.noDepositDue', { count: hint.people })}
    </Text>
  );
});
