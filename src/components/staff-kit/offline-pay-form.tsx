import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { OptionList } from '@/components/option-list';
import { OfflinePaymentKind } from '@/gen/payment/v1/payment_pb';
import { showToast } from '@/services/feedback';
import { useStaff } from './use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const KINDS = ['CASH', 'CARD'] as const;

export interface OfflinePayFormProps {
  help: string;
  submitLabel: string;
  /** The order store's busy name of this action. */
  busyName: string;
  run(kind: OfflinePaymentKind, remark: string): Promise<boolean>;
}

/**
 * Money the diner paid at the counter (payment.v1 offline kinds: cash or card), with
 * an optional note; the server records who took it. On success a toast and back.
 */
function OfflinePayFormView({ help, submitLabel, busyName, run }: OfflinePayFormProps) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('CASH');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    if (await run(OfflinePaymentKind[kind], remark.trim())) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View className='money-form'>
      <Text className='staff-form__help'>{help}</Text>
      <OptionList
        title={t('staffOps.deposit.form.kind')}
        options={KINDS.map((k) => ({ value: k, label: t(`staffOps.deposit.form.${k}`) }))}
        selected={kind}
        onSelect={(value) => setKind(value as (typeof KINDS)[number])}
      />
      <Text className='staff-form__label'>{t('staffOps.deposit.form.remark')}</Text>
      <Textarea
        className='staff-form__textarea money-form__note'
        value={remark}
        maxlength={200}
        placeholder={t('staffOps.deposit.form.notePlaceholder')}
        onInput={(e) => setRemark(e.detail.value)}
      />
      <View className='order-page__actions'>
        <Button
          className='money-form__submit'
          type='primary'
          disabled={!!staff.order.busy}
          loading={staff.order.busy === busyName}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </View>
    </View>
  );
}

export const OfflinePayForm = observer(OfflinePayFormView);
