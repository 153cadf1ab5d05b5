import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OptionList } from '@/components/option-list';
import { PageShell } from '@/components/page-shell';
import { WEEK_START_KEYS, weekStartOptions, type WeekStart } from '@/i18n/week-start';
import { useRootStore } from '@/stores';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';

/** Week start for the staff's calendars (spec: select-week-start); this list also offers Saturday. */
function SelectWeekStartPage() {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const options = weekStartOptions({ withSaturday: true }).map((value) => ({
    value,
    label: t(`weekStart.${WEEK_START_KEYS[value]}`),
  }));
  return (
    <PageShell title={t('staffSetup.weekStart.title')}>
      <OptionList<WeekStart>
        title={t('staffSetup.weekStart.title')}
        options={options}
        selected={settings.weekStart}
        onSelect={settings.setWeekStart}
      />
    </PageShell>
  );
}

export default observer(SelectWeekStartPage);
