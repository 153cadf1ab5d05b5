import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit';
import { PRINT_OPTIONS, type PrintSettings } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

type ChoiceKey = 'grouping' | 'orientation' | 'columns' | 'fontSize' | 'margin' | 'divider' | 'phone';

/** Every print option of the spec as a row of choices; the preview follows at once. */
function PrintSettingsPanelView() {
  const { t } = useTranslation();
  const { print } = useStaff().staff;
  const s = print.settings;
  const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
  const label = (key: ChoiceKey, value: string | number) =>
    key === 'columns'
      ? t('staffOps.print.columns.value', { count: Number(value) })
      : t(`staffOps.print.${key}.${value}` as 'staffOps.print.grouping.none');
  const row = <K extends ChoiceKey>(key: K, options: readonly PrintSettings[K][]) => (
    <View key={key} className={`print-settings__row print-settings__row--${key}`}>
      <Text className='print-settings__label'>{t(`staffOps.print.${key}.label`)}</Text>
      <View className='staff-form__chips'>
        {options.map((value) => (
          <Text key={String(value)} className={chip(s[key] === value)} onClick={() => print.set(key, value)}>
            {label(key, value as string | number)}
          </Text>
        ))}
      </View>
    </View>
  );
  return (
    <View className='print-settings'>
      <Text className='print-settings__title'>{t('staffOps.print.settings')}</Text>
      {row('grouping', PRINT_OPTIONS.grouping)}
      <View className='print-settings__row print-settings__row--emptyTables'>
        <Text className='print-settings__label'>{t('staffOps.print.emptyTables.label')}</Text>
        <View className='staff-form__chips'>
          <Text className={chip(s.emptyTables)} onClick={() => print.set('emptyTables', true)}>
            {t('staffOps.print.emptyTables.show')}
          </Text>
          <Text className={chip(!s.emptyTables)} onClick={() => print.set('emptyTables', false)}>
            {t('staffOps.print.emptyTables.hide')}
          </Text>
        </View>
      </View>
      {row('orientation', PRINT_OPTIONS.orientation)}
      {row('columns', PRINT_OPTIONS.columns)}
      {row('fontSize', PRINT_OPTIONS.fontSize)}
      {row('margin', PRINT_OPTIONS.margin)}
      {row('divider', PRINT_OPTIONS.divider)}
      {row('phone', PRINT_OPTIONS.phone)}
      <View className='print-settings__row print-settings__row--fields'>
        <Text className='print-settings__label'>{t('staffOps.print.fields.label')}</Text>
        <View className='staff-form__chips'>
          {PRINT_OPTIONS.fields.map((f) => (
            <Text key={f} className={chip(s.fields.includes(f))} onClick={() => print.toggleField(f)}>
              {t(`staffOps.print.fields.${f}`)}
            </Text>
          ))}
        </View>
      </View>
    </View>
  );
}

export const PrintSettingsPanel = observer(PrintSettingsPanelView);
