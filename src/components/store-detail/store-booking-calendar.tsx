import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookingCalendar } from '@/components/diner/booking-calendar';
import type { Store } from '@/gen/store/v1/store_pb';
import { useRootStore } from '@/stores';
import { BookingDraftStore } from '@/stores/diner/booking-draft.store';
import { bookingStartUrl } from '@/stores/diner/start-booking';
import { useFirstDayOfWeek } from '@/stores/diner/use-first-day';
import { useViewModel } from '@/stores/diner/use-view-model';

/**
 * The client config's "show booking calendar": the store page shows the month
 * of bookable days for the diner's usual party, so a full or closed day is
 * seen before starting; tapping an open day starts booking on it (the booking
 * draft keeps the day, booking-before opens on it).
 */
function StoreBookingCalendarView({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { diner, navigator, clientConfig } = useRootStore();
  const storeId = store.model?.id ?? '';
  const draft = useViewModel(() => new BookingDraftStore(diner.context, storeId));
  const firstDay = useFirstDayOfWeek();
  if (draft.state !== 'ready' || !draft.rule) return null;
  const choose = async (date: string) => {
    await draft.selectDate(date);
    void navigator.navigateTo(bookingStartUrl(store, clientConfig.runtime.flags.showNoticePage));
  };
  return (
    <View className='section store-detail__calendar'>
      <Text className='section__title'>{t('diner.store.bookingCalendar')}</Text>
      <BookingCalendar
        minDate={draft.rule.minDate}
        maxDate={draft.rule.maxDate}
        days={draft.days}
        selected={draft.date}
        firstDayOfWeek={firstDay}
        onSelect={(date) => void choose(date)}
      />
    </View>
  );
}

export const StoreBookingCalendar = observer(StoreBookingCalendarView);
