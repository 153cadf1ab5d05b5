import { Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit/use-staff';
import { useStaffBookOut } from '@/components/book-out/use-staff-book-out';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import '../../../components/book-out/book-out.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/book-out-texts';

/** The board's day has private dining requests still to answer: a line that opens them (one, or the list). */
function BookOutBadgeView() {
  const { t } = useTranslation();
  const { staff, open } = useStaff();
  const { day } = staff;
  const bookOut = useStaffBookOut();
  useEffect(() => {
    void bookOut.loadDay(day.date);
  }, [bookOut, day.date]);
  useDidShow(() => void bookOut.loadDay(day.date));
  const forms = bookOut.dayOpen;
  if (forms.length === 0) return null;
  const go = () =>
    forms.length === 1
      ? open(STAFF_ROUTES.bookOutDetail, { id: forms[0].model?.id, storeId: forms[0].fields?.storeId })
      : open(STAFF_ROUTES.bookOutList, { filter: 'open' });
  return (
    <Text className='book-out__board-badge booking-home__book-out' onClick={go}>
      {t('bookOut.staff.boardBadge', { count: forms.length })} ›
    </Text>
  );
}

export const BookOutBadge = observer(BookOutBadgeView);
