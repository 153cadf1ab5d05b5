import { Button } from '@nutui/nutui-react-taro';
import { Input, Picker, Switch, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { FEAST_DURATION_OPTIONS } from '@/common/feast-rules';
import { Feast_Style, Feast_Theme, Feast_Visibility } from '@/gen/feast/v1/feast_pb';
import type { FeastFormStore } from '@/stores/feast/feast-form.store';
import './feast.scss';
import '@/i18n/feast-texts';

type TextKey =
  | 'title'
  | 'place'
  | 'participantCount'
  | 'minParticipantCount'
  | 'depositYuan'
  | 'estimatedCostYuan'
  | 'serviceChargePercent'
  | 'reservationDate'
  | 'startTime'
  | 'deadlineDate'
  | 'deadlineTime';

/** feast-create's form: every feast field, with the deadline rule shown as it is typed. */
export const FeastFormView = observer(function FeastFormView({
  form,
  onSave,
}: {
  form: FeastFormStore;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  const text = (key: TextKey, label: string, type: 'text' | 'digit' | 'number' = 'text', placeholder = '') => (
    <View className='feast-field'>
      <Text className='feast-field__label'>{label}</Text>
      <Input
        className={`feast-field__input feast-input-${key}`}
        type={type}
        value={String(form[key])}
        placeholder={placeholder}
        onInput={(e) => form.set(key, e.detail.value)}
      />
    </View>
  );
  const choose = <T extends number>(label: string, values: T[], names: string[], value: T, set: (v: T) => void) => (
    <View className='feast-field'>
      <Text className='feast-field__label'>{label}</Text>
      <Picker
        mode='selector'
        range={names}
        value={Math.max(0, values.indexOf(value))}
        onChange={(e) => set(values[Number(e.detail.value)])}
      >
        <Text className='feast-field__input'>{names[Math.max(0, values.indexOf(value))]}</Text>
      </Picker>
    </View>
  );
  const durations = [...FEAST_DURATION_OPTIONS] as number[];
  const durationNames = durations.map((s) =>
    s === 0
      ? t('feast.duration.0')
      : s % 3600 === 0
        ? t('feast.duration.hours', { count: s / 3600 })
        : t('feast.duration.minutes', { count: s / 60 }),
  );
  const shifts = form.shifts;
  const problem = form.deadlineProblem;
  return (
    <View>
      <View className='section'>
        {text('title', t('feast.field.title'))}
        <View className='feast-field'>
          <Text className='feast-field__label'>{t('feast.field.description')}</Text>
          <Textarea
            className='feast-field__input feast-field__textarea'
            value={form.description}
            maxlength={5000}
            onInput={(e) => form.set('description', e.detail.value)}
          />
        </View>
        <View className='feast-field'>
          <Text className='feast-field__label'>{t('feast.field.menu')}</Text>
          <Textarea
            className='feast-field__input feast-field__textarea'
            value={form.menu}
            maxlength={5000}
            onInput={(e) => form.set('menu', e.detail.value)}
          />
        </View>
        {text('place', t('feast.field.place'))}
      </View>
      <View className='section'>
        {text('reservationDate', t('feast.field.date'), 'text', t('feast.form.datePlaceholder'))}
        {shifts.length > 0 &&
          choose(
            t('feast.field.shift'),
            shifts.map((_, i) => i),
            shifts.map((s) => shiftName(s)),
            Math.max(
              0,
              shifts.findIndex((s) => s.model?.id === form.shiftId),
            ),
            (i) => form.set('shiftId', shifts[i]?.model?.id ?? ''),
          )}
        {text('startTime', t('feast.field.startTime'), 'text', t('feast.form.timePlaceholder'))}
        {choose(t('feast.field.duration'), durations, durationNames, form.durationSecond, (v) =>
          form.set('durationSecond', v),
        )}
        {text('deadlineDate', t('feast.field.deadlineDate'), 'text', t('feast.form.datePlaceholder'))}
        {text('deadlineTime', t('feast.field.deadlineTime'), 'text', t('feast.form.timePlaceholder'))}
        {problem === 'incomplete' && <Text className='feast-error'>{t('feast.form.deadlineIncomplete')}</Text>}
        {problem === 'beforeNow' && <Text className='feast-error'>{t('feast.form.deadlineBeforeNow')}</Text>}
        {problem === 'afterStart' && <Text className='feast-error'>{t('feast.form.deadlineAfterStart')}</Text>}
      </View>
      <View className='section'>
        {text('participantCount', t('feast.field.participantCount'), 'number')}
        {text('minParticipantCount', t('feast.field.minParticipantCount'), 'number')}
        {text('depositYuan', t('feast.field.deposit', { currency: form.currency }), 'digit')}
        {text('estimatedCostYuan', t('feast.field.estimatedCost', { currency: form.currency }), 'digit')}
        {text('serviceChargePercent', t('feast.field.serviceCharge'), 'number')}
      </View>
      <View className='section'>
        {choose(
          t('feast.field.visibility'),
          [Feast_Visibility.ALL, Feast_Visibility.SHARE, Feast_Visibility.CREATOR],
          [t('feast.visibility.ALL'), t('feast.visibility.SHARE'), t('feast.visibility.CREATOR')],
          form.visibility,
          (v) => form.set('visibility', v),
        )}
        {choose(
          t('feast.field.theme'),
          [Feast_Theme.DARK, Feast_Theme.WHITE],
          [t('feast.theme.DARK'), t('feast.theme.WHITE')],
          form.theme,
          (v) => form.set('theme', v),
        )}
        {choose(
          t('feast.field.style'),
          [Feast_Style.DARK_GOLD, Feast_Style.WHITE_GOLD],
          [t('feast.style.DARK_GOLD'), t('feast.style.WHITE_GOLD')],
          form.style,
          (v) => form.set('style', v),
        )}
        <View className='feast-row'>
          <Text>{t('feast.field.shareable')}</Text>
          <Switch checked={form.shareable} onChange={(e) => form.set('shareable', e.detail.value)} />
        </View>
        <View className='feast-row'>
          <Text>{t('feast.field.showParticipants')}</Text>
          <Switch checked={form.showParticipants} onChange={(e) => form.set('showParticipants', e.detail.value)} />
        </View>
      </View>
      <View className='section'>
        <Text className='section__title'>{t('feast.field.questions')}</Text>
        {form.questions.map((q, i) => (
          <View key={i} className='feast-row'>
            <Input
              className='feast-field__input'
              style={{ flex: 1 }}
              value={q}
              maxlength={200}
              onInput={(e) => form.setQuestion(i, e.detail.value)}
            />
            <Text onClick={() => form.removeQuestion(i)}>{t('feast.action.remove')}</Text>
          </View>
        ))}
        {form.questions.length < 10 && (
          <Text className='feast-note' onClick={() => form.addQuestion()}>
            + {t('feast.action.addQuestion')}
          </Text>
        )}
      </View>
      <View className='feast-actions'>
        <Button
          type='primary'
          className='feast-save'
          loading={form.saving}
          disabled={problem !== null}
          onClick={onSave}
        >
          {t('feast.action.save')}
        </Button>
      </View>
    </View>
  );
});
