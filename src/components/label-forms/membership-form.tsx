import { View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions, FormError, TextAreaField, TextField } from '@/components/setup-form';
import type { MembershipLevel } from '@/gen/crm/v1/membership_level_service_pb';

export interface MembershipInput {
  name: string;
  description: string;
  color: string;
  sort: number;
}

export interface MembershipFormProps {
  level?: MembershipLevel;
  onSave(input: MembershipInput): Promise<boolean>;
  children?: ReactNode;
}

/** A membership level of the merchant: a name required (unique, the server checks), benefits, colour, order. */
export function MembershipForm({ level, onSave, children }: MembershipFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: level?.name ?? '',
    description: level?.description ?? '',
    color: level?.color ?? '',
    sort: level?.sort ? String(level.sort) : '',
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    const sort = values.sort.trim() ? Number(values.sort) : 0;
    if (!values.name.trim()) return setError(t('staffSetup.membership.nameRequired'));
    if (!Number.isInteger(sort)) return setError(t('staffSetup.rule.invalidNumber'));
    setError('');
    setSaving(true);
    await onSave({
      name: values.name.trim(),
      description: values.description.trim(),
      color: values.color.trim(),
      sort,
    });
    setSaving(false);
  };

  return (
    <View className='membership-form'>
      <TextField
        name='name'
        label={t('staffSetup.membership.name')}
        value={values.name}
        onChange={set('name')}
        maxLength={30}
      />
      <TextAreaField
        name='description'
        label={t('staffSetup.membership.description')}
        value={values.description}
        onChange={set('description')}
        maxLength={200}
      />
      <TextField
        name='color'
        label={t('staffSetup.membership.color')}
        value={values.color}
        onChange={set('color')}
        maxLength={16}
      />
      <TextField
        name='sort'
        type='number'
        label={t('staffSetup.membership.sort')}
        value={values.sort}
        onChange={set('sort')}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}
