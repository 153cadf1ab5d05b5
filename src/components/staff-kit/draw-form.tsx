import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { readYuan } from '@/common/amount-input';
import { AmountField } from './amount-field';
import { useStaff } from './use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface DrawFormProps {
  /** What the order still holds of this money, in cents: the most the form takes. */
  max: string;
  /** The order's currency: the limit and the question show amounts in it. */
  currency: string;
  amountLabel: string;
  /** 'reason' for refunds, 'remark' for the rest. */
  note: 'reason' | 'remark';
  help?: string;
  submitLabel: string;
  /** The question asked before it runs, for an amount in minor units. */
  ask(cents: string): string;
  /** The order store's busy name of this action. */
  busyName: string;
  danger?: boolean;
  run(cents: string, note: string): Promise<boolean>;
  /** A second way to finish, with the same note: "refund all of it". */
  whole?: { label: string; ask: string; busyName: string; run(note: string): Promise<boolean> };
}

/**
 * An amount drawn from what the order holds (a refund, a forfeit, a deduction): typed
 * in yuan, checked against the most allowed before anything is sent, asked about,
 * then run; on success a toast and back to the order.
 */
function DrawFormView({
  max,
  currency,
  amountLabel,
  note,
  help,
  submitLabel,
  ask,
  busyName,
  danger,
  run,
  whole,
}: DrawFormProps) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const [text, setText] = useState('');
  const [noteText, setNote] = useState('');
  const reading = readYuan(text, { max });
  const busy = staff.order.busy;
  const finish = async (question: string, action: () => Promise<boolean>) => {
    if (!(await confirmAction(question, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) return;
    if (await action()) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  const submit = () => {
    if (!reading.ok) return;
    void finish(ask(reading.cents), () => run(reading.cents, noteText.trim()));
  };
  return (
    <View className='money-form'>
      <AmountField label={amountLabel} value={text} onInput={setText} reading={reading} max={max} currency={currency} />
      {help && <Text className='staff-form__help'>{help}</Text>}
      <Text className='staff-form__label'>{t(`staffOps.deposit.form.${note}`)}</Text>
      <Textarea
        className='staff-form__textarea money-form__note'
        value={noteText}
        maxlength={200}
        placeholder={t('staffOps.deposit.form.notePlaceholder')}
        onInput={(e) => setNote(e.detail.value)}
      />
      <View className='order-page__actions'>
        {whole && (
          <Button
            className='money-form__whole'
            loading={busy === whole.busyName}
            disabled={!!busy}
            onClick={() => void finish(whole.ask, () => whole.run(noteText.trim()))}
          >
            {whole.label}
          </Button>
        )}
        <Button
          className='money-form__submit'
          type={danger ? 'danger' : 'primary'}
          disabled={!reading.ok || !!busy}
          loading={busy === busyName}
          onClick={submit}
        >
          {submitLabel}
        </Button>
      </View>
    </View>
  );
}

export const DrawForm = observer(DrawFormView);
