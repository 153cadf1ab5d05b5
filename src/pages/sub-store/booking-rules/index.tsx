import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { FormActions, FormError, SwitchField, TextField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import type { BookingRule } from '@/gen/booking/v1/booking_rule_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valuesOf(rule: BookingRule) {
  return {
    minPeople: String(rule.minPeople),
    maxPeople: String(rule.maxPeople),
    minQuantity: String(rule.minQuantity),
    maxQuantity: String(rule.maxQuantity),
    earliestDate: rule.earliestBookingDate,
    slotLeftOpen: rule.slotLeftOpen,
    defaultDuration: String(Math.round(rule.defaultDurationSecond / 60)),
  };
}

/** The form, once the rule is loaded: whole numbers checked here, limits checked by the server. */
function RuleForm({ rule }: { rule: BookingRule }) {
  const { t } = useTranslation();
  const { booking } = useRootStore().staffSetup;
  const [v, setV] = useState(() => valuesOf(rule));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((old) => ({ ...old, [key]: value }));

  const save = async () => {
    const numbers = [v.minPeople, v.maxPeople, v.minQuantity, v.maxQuantity, v.defaultDuration].map(Number);
    if (numbers.some((n) => !Number.isInteger(n) || n < 1)) return setError(t('staffSetup.rule.invalidNumber'));
    if (v.earliestDate.trim() && !DATE.test(v.earliestDate.trim())) return setError(t('staffSetup.plan.invalidDate'));
    setError('');
    setSaving(true);
    const [minPeople, maxPeople, minQuantity, maxQuantity, minutes] = numbers as [
      number,
      number,
      number,
      number,
      number,
    ];
    const saved = await booking.saveRule({
      minPeople,
      maxPeople,
      minQuantity,
      maxQuantity,
      earliestBookingDate: v.earliestDate.trim(),
      slotLeftOpen: v.slotLeftOpen,
      defaultDurationSecond: minutes * 60,
    });
    setSaving(false);
    if (saved) showToast(t('staffSetup.common.saved'));
  };

  const num = (key: 'minPeople' | 'maxPeople' | 'minQuantity' | 'maxQuantity') => (
    <TextField name={key} type='digit' label={t(`staffSetup.rule.${key}`)} value={v[key]} onChange={set(key)} />
  );

  return (
    <View className='booking-rules setup-columns'>
      {num('minPeople')}
      {num('maxPeople')}
      {num('minQuantity')}
      {num('maxQuantity')}
      <TextField
        name='earliestDate'
        label={t('staffSetup.rule.earliestDate')}
        value={v.earliestDate}
        onChange={set('earliestDate')}
      />
      <TextField
        name='defaultDuration'
        type='digit'
        label={t('staffSetup.rule.defaultDuration')}
        value={v.defaultDuration}
        onChange={set('defaultDuration')}
      />
      <SwitchField
        name='slotLeftOpen'
        label={t('staffSetup.rule.slotLeftOpen')}
        checked={v.slotLeftOpen}
        onChange={set('slotLeftOpen')}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </View>
  );
}

/** The store's booking rule (spec: booking-rules): people and table limits, earliest date, turn time. */
function BookingRulesPage() {
  const { t } = useTranslation();
  const { booking } = useRootStore().staffSetup;
  useSetupLoad(booking.loadRule);
  return (
    <PageShell title={t('staffSetup.rule.title')} onRefresh={booking.loadRule} wide>
      <SetupStoreName />
      <SetupState state={booking.ruleState} empty={!booking.rule} onRetry={booking.loadRule}>
        {booking.rule && <RuleForm key={JSON.stringify(valuesOf(booking.rule))} rule={booking.rule} />}
      </SetupState>
    </PageShell>
  );
}

export default observer(BookingRulesPage);
