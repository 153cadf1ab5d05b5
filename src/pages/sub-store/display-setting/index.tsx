import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OptionList } from '@/components/option-list';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { WEEK_START_KEYS, weekStartOptions, type WeekStart } from '@/i18n/week-start';
import { useRootStore } from '@/stores';
import { THEMES, type Theme } from '@/theme/themes';
import '../../../components/setup-form/setup-form.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';

/**
 * How the staff app looks on this device (spec: display-setting): theme (staff default
 * to green) and week start (Saturday offered). Kept in the device's settings.
 */
function DisplaySettingPage() {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const themes = [
    { value: null, label: t('theme.default') },
    ...THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) })),
  ];
  const weekStarts = weekStartOptions({ withSaturday: true }).map((value) => ({
    value,
    label: t(`weekStart.${WEEK_START_KEYS[value]}`),
  }));
  return (
    <PageShell title={t('staffSetup.store.displayTitle')}>
      <SetupStoreName />
      <Text className='setup-list__sub'>{t('staffSetup.store.displayHint')}</Text>
      <OptionList<Theme | null>
        title={t('page.setting.theme')}
        options={themes}
        selected={settings.themeSetting}
        onSelect={settings.setTheme}
      />
      <OptionList<WeekStart>
        title={t('staffSetup.weekStart.title')}
        options={weekStarts}
        selected={settings.weekStart}
        onSelect={settings.setWeekStart}
      />
    </PageShell>
  );
}

export default observer(DisplaySettingPage);
