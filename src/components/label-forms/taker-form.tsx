import { View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions, FormError, SwitchField, TextField } from '@/components/setup-form';
import type { BookingOrderTaker } from '@/gen/booking/v1/booking_taker_service_pb';

export interface TakerInput {
  name: string;
  phone: string;
  disabled: boolean;
  sort: number;
}

export interface TakerFormProps {
  taker?: BookingOrderTaker;
  onSave(input: TakerInput): Promise<boolean>;
  children?: ReactNode;
}

/** An order taker: a name required, a phone to reach them, disabled ones no longer offered. */
export function TakerForm({ taker, onSave, children }: TakerFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(taker?.name ?? '');
  const [phone, setPhone] = useState(taker?.phone ?? '');
  const [disabled, setDisabled] = useState(taker?.disabled ?? false);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!name.trim()) {
      setError(t('staffSetup.common.nameRequired'));
      return;
    }
    setError('');
    setSaving(true);
    await onSave({ name: name.trim(), phone: phone.trim(), disabled, sort: taker?.sort ?? 0 });
    setSaving(false);
  };

  return (
    <View className='taker-form'>
      <TextField name='name' label={t('staffSetup.taker.name')} value={name} onChange={setName} maxLength={50} />
      <TextField
        name='phone'
        type='digit'
        label={t('staffSetup.taker.phone')}
        value={phone}
        onChange={setPhone}
        maxLength={32}
      />
      <SwitchField name='disabled' label={t('staffSetup.taker.disabled')} checked={disabled} onChange={setDisabled} />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}
