import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { CalendarFrame } from '@/components/calendar-frame';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** store-calendar-picker: one date, with the count of each; sets the board's date (or a new booking's, ?for=create). */
function StoreCalendarPickerPage() {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const params = useRouter().params;
  const forCreate = params.for === 'create';
  const current = params.date || (forCreate ? staff.create.draft.date : staff.day.date) || staff.day.today;
  const pick = (date: string) => {
    if (forCreate) void staff.create.setDate(date).catch(() => undefined);
    else void staff.day.setDate(date).catch(() => undefined);
    back();
  };
  return (
    <PageShell title={t('staffOps.calendar.title')}>
      <CalendarFrame initial={current} selected={current} onPick={pick} />
    </PageShell>
  );
}

export default observer(StoreCalendarPickerPage);
