import { Input, Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { centsToYuan, yuanToCents } from '@/common/money';
import { businessDateOf } from '@/common/zoned-time';
import { confirmAction } from '@/components/setup-form';
import { DECIMAL_KEYPAD } from '@/components/staff-kit/amount-field';
import type { SettlementStatement } from '@/gen/payment/v1/settlement_service_pb';
import { showToast } from '@/services/feedback';
import type { SettlementStore } from '@/stores/report/settlement.store';

/**
 * Records the payout of a statement: the bank's reference, its date (from the period's
 * end to today) and the amount, filled in with the net the statement owes (the server
 * checks it is the net).
 */
export function PayoutForm({ statement, settlement }: { statement: SettlementStatement; settlement: SettlementStore }) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const today = businessDateOf(Date.now(), 'Asia/Shanghai');
  const [date, setDate] = useState(today);
  // The payout is the statement's net (the server refuses any other): it is filled in, to check against the bank.
  const [amount, setAmount] = useState(() => centsToYuan(statement.netAmount));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    let cents: string;
    try {
      cents = yuanToCents(amount);
    } catch {
      showToast(t('staffOps.amount.badAmount'));
      return;
    }
    if (!(await confirmAction(t('settlement.payoutConfirm', { amount: cents, currency: statement.currency })))) return;
    setBusy(true);
    try {
      await settlement.recordPayout(statement.id, reference.trim(), date, cents);
      showToast(t('settlement.recorded'));
    } catch {
      // the error catalogue has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className='statement-card__actions payout-form'>
      <Input
        className='payout-form__input'
        placeholder={t('settlement.reference')}
        value={reference}
        onInput={(e) => setReference(e.detail.value)}
      />
      <Picker
        mode='date'
        value={date}
        start={statement.periodEnd}
        end={today}
        onChange={(e) => setDate(String(e.detail.value))}
      >
        <Text className='payout-form__date'>{`${t('settlement.payoutDate')} ${date}`}</Text>
      </Picker>
      <Text className='payout-form__due'>
        {t('settlement.netDue', { amount: statement.netAmount, currency: statement.currency })}
      </Text>
      <Input
        className='payout-form__input'
        type='text'
        nativeProps={DECIMAL_KEYPAD}
        placeholder={t('settlement.amount', { currency: statement.currency })}
        value={amount}
        onInput={(e) => setAmount(e.detail.value)}
      />
      <Button size='small' type='primary' loading={busy} onClick={() => void submit()}>
        {t('settlement.recordPayout')}
      </Button>
    </View>
  );
}
