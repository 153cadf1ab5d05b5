import { Input, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { AmountReading } from '@/common/amount-input';

/**
 * Amounts are typed into text fields that ask phones for the decimal keypad: a
 * digit field silently drops a typed minus sign, so "-100" arrived as 100 and was
 * saved without a word; as text it stays "-100" and is refused as a wrong amount.
 */
export const DECIMAL_KEYPAD = { inputMode: 'decimal' } as const;

export interface AmountFieldProps {
  label: string;
  value: string;
  onInput(value: string): void;
  /** What was typed, read (utils/amount-input); a problem shows once something is typed. */
  reading: AmountReading;
  /** The most it may be, in cents, shown as help and in the "too much" message. */
  max?: string;
  help?: string;
  /** The answer's currency, which the limit is shown in. */
  currency: string;
}

/** An amount typed in the currency's main unit, with its limit and what is wrong with it. */
export function AmountField({ label, value, onInput, reading, max, help, currency }: AmountFieldProps) {
  const { t } = useTranslation();
  const problem = reading.ok || reading.problem === 'empty' ? '' : reading.problem;
  return (
    <View className='staff-form__field'>
      <Text className='staff-form__label'>{label}</Text>
      <Input
        className='staff-form__input money-form__amount'
        type='text'
        nativeProps={DECIMAL_KEYPAD}
        value={value}
        onInput={(e) => onInput(e.detail.value)}
      />
      {(help || max) && (
        <Text className='staff-form__help'>
          {help ?? t('staffOps.deposit.form.max', { amount: max ?? '0', currency })}
        </Text>
      )}
      {problem && (
        <Text className='order-page__error money-form__problem'>
          {t(`staffOps.deposit.form.${problem}`, { amount: max ?? '0', currency })}
        </Text>
      )}
    </View>
  );
}
