import type { IntlTextFields } from '@/common/intl-text';
import { Text, View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  FormActions,
  FormError,
  IntlNameFields,
  intlFieldsOf,
  SwitchField,
  TextField,
  trimmedIntlName,
} from '@/components/setup-form';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import { checkShiftForm, parseTimeOfDay } from '@/utils/setup-form-rules';
import { PACING_MAX_COVERS, PACING_MAX_PARTIES, parsePacingLimit } from '@/common/pacing';
import { formatSecondOfDay, inclusiveRangeEnd, shiftSlotStarts } from '@/common/shift-time';
import './store-shift-form.scss';
import '@/i18n/server-message-texts';

export interface ShiftInput {
  name: string;
  /** The name per language; empty ones fall back to name. */
  intlName: IntlTextFields;
  remarkName: string;
  startSecond: number;
  endSecond: number;
  deltaSecond: number;
  durationSecond: number;
  globalDisabled: boolean;
  hiddenDurationList: Array<{ startSecond: number; endSecond: number }>;
  /** Kitchen pacing per 15 minutes; undefined: no limit. */
  pacingMaxCovers: number | undefined;
  pacingMaxParties: number | undefined;
}

/** "13:00-14:00, 20:00-21:00" to ranges; null when one is not a range. */
function parseRanges(text: string): Array<{ startSecond: number; endSecond: number }> | null {
  const parts = text
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const ranges = parts.map((part) => {
    const [from, to] = part.split('-').map((p) => parseTimeOfDay(p ?? ''));
    return from != null && to != null && to > from ? { startSecond: from, endSecond: to } : null;
  });
  return ranges.every(Boolean) ? (ranges as Array<{ startSecond: number; endSecond: number }>) : null;
}

const hm = (second: number) => formatSecondOfDay(second);

export interface StoreShiftFormProps {
  shift?: StoreShift;
  onSave(input: ShiftInput): Promise<boolean>;
  children?: ReactNode;
}

/**
 * The shift form (store-shifts-create and -update). Times are typed as HH:mm or
 * HH:mm:ss. The spec's rules (section 5): a start before an end; an end ending in 9
 * (23:59:59) gets one second added; a hidden range's end ending in 0 counts one second
 * earlier. The preview shows the bookable times those rules give.
 */
export function StoreShiftForm({ shift, onSave, children }: StoreShiftFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => ({
    name: shift?.name ?? '',
    remarkName: shift?.remarkName ?? '',
    start: shift ? hm(shift.startSecond) : '',
    end: shift ? hm(shift.endSecond) : '',
    interval: shift ? String(shift.deltaSecond / 60) : '30',
    duration: shift?.durationSecond ? String(shift.durationSecond / 60) : '',
    hidden: (shift?.hiddenDurationList ?? []).map((r) => `${hm(r.startSecond)}-${hm(r.endSecond)}`).join(', '),
    disabled: shift?.globalDisabled ?? false,
    pacingCovers: shift?.pacingMaxCovers === undefined ? '' : String(shift.pacingMaxCovers),
    pacingParties: shift?.pacingMaxParties === undefined ? '' : String(shift.pacingMaxParties),
  }));
  const [intlName, setIntlName] = useState(() => intlFieldsOf(shift?.intlName));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const checked = checkShiftForm({
    name: values.name,
    start: values.start,
    end: values.end,
    intervalMinutes: values.interval,
  });
  const hidden = parseRanges(values.hidden);
  const preview =
    checked.ok && hidden
      ? shiftSlotStarts(checked.startSecond, checked.endSecond, checked.deltaSecond).map((slot) => ({
          slot,
          hidden: hidden.some((r) => slot >= r.startSecond && slot <= inclusiveRangeEnd(r.endSecond)),
        }))
      : [];

  const save = async () => {
    if (!checked.ok) {
      const key = checked.error;
      setError(
        key === 'nameRequired'
          ? t('staffSetup.common.nameRequired')
          : key === 'intervalInvalid'
            ? t('staffSetup.shift.intervalInvalid')
            : t(`serverMessage.${key}`),
      );
      return;
    }
    if (!hidden) {
      setError(t('staffSetup.shift.hiddenRangeInvalid'));
      return;
    }
    const duration = values.duration.trim() ? Number(values.duration) : 0;
    if (!Number.isInteger(duration) || duration < 0) {
      setError(t('staffSetup.rule.invalidNumber'));
      return;
    }
    const pacingMaxCovers = parsePacingLimit(values.pacingCovers, PACING_MAX_COVERS);
    const pacingMaxParties = parsePacingLimit(values.pacingParties, PACING_MAX_PARTIES);
    if (pacingMaxCovers === null || pacingMaxParties === null) {
      setError(
        t(pacingMaxCovers === null ? 'staffSetup.shift.pacingCoversInvalid' : 'staffSetup.shift.pacingPartiesInvalid'),
      );
      return;
    }
    setError('');
    setSaving(true);
    await onSave({
      name: values.name.trim(),
      intlName: trimmedIntlName(intlName),
      remarkName: values.remarkName.trim(),
      startSecond: checked.startSecond,
      endSecond: checked.endSecond,
      deltaSecond: checked.deltaSecond,
      durationSecond: duration * 60,
      globalDisabled: values.disabled,
      hiddenDurationList: hidden,
      pacingMaxCovers,
      pacingMaxParties,
    });
    setSaving(false);
  };

  return (
    <View className='store-shift-form'>
      <TextField name='name' label={t('staffSetup.shift.name')} value={values.name} onChange={set('name')} />
      <IntlNameFields value={intlName} onChange={setIntlName} />
      <TextField
        name='remarkName'
        label={t('staffSetup.shift.remarkName')}
        value={values.remarkName}
        onChange={set('remarkName')}
      />
      <TextField
        name='start'
        label={t('staffSetup.shift.start')}
        value={values.start}
        onChange={set('start')}
        placeholder='11:00'
      />
      <TextField
        name='end'
        label={t('staffSetup.shift.end')}
        value={values.end}
        onChange={set('end')}
        placeholder='14:00'
      />
      <TextField
        name='interval'
        type='digit'
        label={t('staffSetup.shift.interval')}
        value={values.interval}
        onChange={set('interval')}
      />
      <TextField
        name='duration'
        type='digit'
        label={t('staffSetup.shift.duration')}
        value={values.duration}
        onChange={set('duration')}
      />
      <TextField
        name='hidden'
        label={t('staffSetup.shift.hiddenRanges')}
        value={values.hidden}
        onChange={set('hidden')}
      />
      <TextField
        name='pacingCovers'
        type='digit'
        label={t('staffSetup.shift.pacingCovers')}
        value={values.pacingCovers}
        onChange={set('pacingCovers')}
      />
      <TextField
        name='pacingParties'
        type='digit'
        label={t('staffSetup.shift.pacingParties')}
        value={values.pacingParties}
        onChange={set('pacingParties')}
      />
      <Text className='store-shift-form__note'>{t('staffSetup.shift.pacingNote')}</Text>
      <SwitchField
        name='disabled'
        label={t('staffSetup.shift.disabled')}
        checked={values.disabled}
        onChange={set('disabled')}
      />
      {checked.ok && (
        <Text className='store-shift-form__range'>
          {t('staffSetup.shift.range', { start: hm(checked.startSecond), end: hm(checked.endSecond) })}
        </Text>
      )}
      {preview.length > 0 && (
        <Text className='store-shift-form__preview'>
          {t('staffSetup.shift.slotsPreview', {
            slots: preview.map((p) => (p.hidden ? `(${hm(p.slot)})` : hm(p.slot))).join(' '),
          })}
        </Text>
      )}
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}
