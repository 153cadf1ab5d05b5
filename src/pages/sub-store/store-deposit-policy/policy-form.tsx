import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { ChoiceField, FormActions, FormError, TextField } from '@/components/setup-form';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import {
  ANY_SHIFT,
  checkPolicyForm,
  lowestPeople,
  MAX_POLICY_AMOUNT_CENTS,
  type PolicyFormValues,
  type PolicyMode,
  type PolicyValue,
} from '@/common/deposit-policy-rules';
import { formatCents } from '@/common/money-format';

export interface PolicyFormProps {
  /** The policy being edited; none for a new one. */
  policy?: PolicyValue;
  /** The list's other policies, for the duplicate check. */
  others: readonly PolicyValue[];
  shifts: readonly StoreShift[];
  saving: boolean;
  /** The store's currency, which the amount is typed in. */
  currency: string;
  onSave(policy: PolicyValue): void;
  onCancel(): void;
}

function initialValues(policy?: PolicyValue): PolicyFormValues {
  if (!policy) return { shiftId: ANY_SHIFT, minPeople: '1', maxPeople: '', mode: 'PER_PERSON', amountYuan: '' };
  return {
    shiftId: policy.shiftId,
    minPeople: String(lowestPeople(policy)),
    maxPeople: policy.maxPeople ? String(policy.maxPeople) : '',
    mode: policy.mode,
    // '50' rather than '50.00'; '120.50' and '0.05' as they are.
    amountYuan: formatCents(policy.amount),
  };
}

/**
 * One deposit policy: shift (or all shifts), party range, per person or per party,
 * the amount in yuan. Checked on screen (checkPolicyForm) before the page saves it.
 */
export function PolicyForm({ policy, others, shifts, saving, currency, onSave, onCancel }: PolicyFormProps) {
  const { t } = useTranslation();
  // Shifts in the reader's language (their translation, else the name as kept).
  const local = useLocalName();
  const [values, setValues] = useState<PolicyFormValues>(() => initialValues(policy));
  const [error, setError] = useState('');
  const set =
    <K extends keyof PolicyFormValues>(key: K) =>
    (value: PolicyFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const save = () => {
    const result = checkPolicyForm(values, others);
    if (!result.ok) {
      setError(t(`staffSetup.depositPolicy.errors.${result.error}`, { amount: MAX_POLICY_AMOUNT_CENTS, currency }));
      return;
    }
    setError('');
    onSave(result.policy);
  };

  const shiftOptions = [
    { value: ANY_SHIFT, label: t('staffSetup.depositPolicy.allShifts') },
    ...shifts.map((s) => ({ value: s.model?.id ?? '', label: local.shiftName(s) })),
  ];
  if (!shiftOptions.some((o) => o.value === values.shiftId)) {
    shiftOptions.push({ value: values.shiftId, label: t('staffSetup.depositPolicy.unknownShift') });
  }
  const modes: PolicyMode[] = ['PER_PERSON', 'PER_PARTY'];

  return (
    <View className='deposit-policy-form'>
      <Text className='deposit-policy-form__title'>
        {t(policy ? 'staffSetup.depositPolicy.editTitle' : 'staffSetup.depositPolicy.addTitle')}
      </Text>
      <ChoiceField<string>
        name='policyShift'
        label={t('staffSetup.depositPolicy.shift')}
        value={values.shiftId}
        onChange={set('shiftId')}
        options={shiftOptions}
      />
      <TextField
        name='minPeople'
        type='digit'
        label={t('staffSetup.depositPolicy.minPeople')}
        value={values.minPeople}
        onChange={set('minPeople')}
        maxLength={4}
      />
      <TextField
        name='maxPeople'
        type='digit'
        label={t('staffSetup.depositPolicy.maxPeople')}
        value={values.maxPeople}
        onChange={set('maxPeople')}
        maxLength={4}
      />
      <ChoiceField<PolicyMode>
        name='policyMode'
        label={t('staffSetup.depositPolicy.mode')}
        value={values.mode}
        onChange={set('mode')}
        options={modes.map((mode) => ({ value: mode, label: t(`staffSetup.depositPolicy.${mode}`) }))}
      />
      <TextField
        name='policyAmount'
        type='digit'
        label={t('staffSetup.depositPolicy.amount', { currency })}
        value={values.amountYuan}
        onChange={set('amountYuan')}
        maxLength={12}
      />
      <FormError text={error} />
      <FormActions onSave={save} saving={saving} saveText={t('staffSetup.common.save')}>
        <Button block className='deposit-policy-form__cancel' onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </FormActions>
    </View>
  );
}
