import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { readYuan } from '@/common/amount-input';
import { compareCents, subtractCents } from '@/common/money';
import { OptionList } from '@/components/option-list';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { SettlementChoice, SettlementPick } from '@/stores/staff/deposit-settlement';
import { AmountField } from './amount-field';

/**
 * The deposit still held and the staff's choice for it when closing: refund
 * all, keep all, or keep an amount and refund the rest. `canKeep` false (a
 * booking the store turned down) offers the refund only. `pick` is null while
 * a partial amount is not valid; nothing held needs no choice.
 */
export function useDepositSettlement(order: BookingOrder, canKeep: boolean, initial: SettlementChoice) {
  const { t } = useTranslation();
  const held = order.netPaidAmount || '0';
  const currency = order.currency;
  const holds = compareCents(held, 0) > 0;
  const [choice, setChoice] = useState<SettlementChoice>(canKeep ? initial : 'REFUND_ALL');
  const [yuan, setYuan] = useState('');
  const effective = canKeep ? choice : 'REFUND_ALL';
  const reading = readYuan(yuan, { max: held });
  const kept = effective === 'FORFEIT_ALL' ? held : effective === 'PARTIAL' ? (reading.ok ? reading.cents : '') : '0';
  const pick: SettlementPick | null = !holds
    ? { choice: 'REFUND_ALL', forfeitAmount: '0' }
    : kept === ''
      ? null
      : { choice: effective, forfeitAmount: effective === 'PARTIAL' ? kept : '0' };
  const choices: SettlementChoice[] = canKeep ? ['REFUND_ALL', 'FORFEIT_ALL', 'PARTIAL'] : ['REFUND_ALL'];
  const view = holds ? (
    <View className='deposit-settlement'>
      <OptionList
        title={t('staffOps.settlement.title', { amount: held, currency })}
        options={choices.map((c) => ({ value: c, label: t(`staffOps.settlement.${c}`) }))}
        selected={effective}
        onSelect={(value) => setChoice(value)}
      />
      {effective === 'PARTIAL' && (
        <AmountField
          label={t('staffOps.settlement.amount', { currency })}
          value={yuan}
          onInput={setYuan}
          reading={reading}
          max={held}
          currency={currency}
        />
      )}
      {pick && (
        <Text className='staff-form__help deposit-settlement__summary'>
          {t('staffOps.settlement.summary', {
            refunded: subtractCents(held, kept),
            kept,
            currency,
          })}
        </Text>
      )}
    </View>
  ) : null;
  return { view, pick, holds };
}
