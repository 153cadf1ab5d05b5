import { Text } from '@tarojs/components';
import { Cell } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { OptionList } from '@/components/option-list';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';
import { TIMEZONES, type Timezone } from '@/i18n/timezones';
import { WEEK_START_KEYS, weekStartOptions, type WeekStart } from '@/i18n/week-start';
import { useDateDisplay } from '@/i18n/use-date-display';
import { THEMES, type Theme } from '@/theme/themes';
// notifications: the PUSH_CONFIG action opens this page
import { PushConfigBlock } from '@/components/notifications/push-config-block';
import './index.scss';

/** Display settings (spec section 1): language, week start, time zone, theme. */
function SettingPage() {
  const { t } = useTranslation();
  const { settings, navigator } = useRootStore();
  const dates = useDateDisplay();

  const weekStarts = weekStartOptions().map((value) => ({
    value,
    label: t(`weekStart.${WEEK_START_KEYS[value]}`),
  }));
  const zones = [
    { value: null, label: t('timezone.system') },
    ...TIMEZONES.map((zone) => ({ value: zone, label: t(`timezone.${zone}`) })),
  ];
  const themes = [
    { value: null, label: t('theme.default') },
    ...THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) })),
  ];

  return (
    <PageShell title={t('page.setting.title')}>
      <Cell
        className='setting__language'
        title={t('page.setting.language')}
        extra={t(`language.${settings.language}`)}
        clickable
        onClick={() => void navigator.navigateTo(ROUTES.selectLanguage)}
      />
      <OptionList<WeekStart>
        title={t('page.setting.weekStart')}
        options={weekStarts}
        selected={settings.weekStart}
        onSelect={settings.setWeekStart}
      />
      <OptionList<Timezone | null>
        title={t('page.setting.timezone')}
        options={zones}
        selected={settings.timezone}
        onSelect={settings.setTimezone}
      />
      <Text className='setting__now'>{t('page.setting.now', { time: dates.dateTime(Date.now()) })}</Text>
      <OptionList<Theme | null>
        title={t('page.setting.theme')}
        options={themes}
        selected={settings.themeSetting}
        onSelect={settings.setTheme}
      />
      <PushConfigBlock />
    </PageShell>
  );
}

export default observer(SettingPage);
