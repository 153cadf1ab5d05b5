import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { formatSecondOfDay } from '@/common/shift-time';
import type { BookOutForm } from '@/gen/booking/v1/book_out_form_pb';
import { useBookOutNames } from '@/components/book-out';
import { useStaff } from '@/components/staff-kit';
import { useLocalName } from '@/i18n/use-local-name';
import type { BookOutAvailability } from '@/stores/book-out/book-out-availability';
import '@/i18n/book-out-texts';
import '@/stores/staff-app';

/**
 * Before the confirm: what the store has free for the whole party on the requested date
 * and shift (the times, and the rooms or tables at the first of them), or a warning that
 * nothing can seat it, with the date's other shifts that still could.
 */
function AvailabilityPanelView({ form, availability }: { form: BookOutForm; availability: BookOutAvailability }) {
  const { t } = useTranslation();
  const { dateLabel } = useStaff();
  const { shiftName } = useLocalName();
  const names = useBookOutNames();
  const f = form.fields;
  if (!f || availability.state === 'idle') return null;
  const count = f.adultCount + f.childCount;
  const join = (parts: string[]) => parts.join(t('bookOut.staff.availability.separator'));
  const starts = availability.freeStarts;
  return (
    <View className='book-out__panel book-out-availability'>
      <Text className='book-out__heading'>{t('bookOut.staff.availability.title', { count })}</Text>
      {availability.state === 'loading' && (
        <Text className='staff-form__help'>{t('bookOut.staff.availability.loading')}</Text>
      )}
      {availability.state === 'error' && (
        <Text className='order-page__error book-out-availability__error'>{t('bookOut.staff.availability.error')}</Text>
      )}
      {availability.state === 'ready' && starts.length > 0 && (
        <>
          <Text className='book-out-availability__times'>
            {t('bookOut.staff.availability.times', { times: join(starts.map(formatSecondOfDay)) })}
          </Text>
          {availability.freeItems.length > 0 && (
            <Text className='book-out-availability__tables'>
              {t('bookOut.staff.availability.free', {
                time: formatSecondOfDay(starts[0]),
                tables: join(availability.freeItems.map((item) => item.name)),
              })}
            </Text>
          )}
        </>
      )}
      {availability.state === 'ready' && starts.length === 0 && (
        <>
          <Text className='order-page__error book-out-availability__none'>
            {t('bookOut.staff.availability.none', {
              count,
              date: dateLabel(f.preferredDate),
              shift: names.shift(form),
            })}
          </Text>
          {availability.otherFreeShifts.length > 0 && (
            <Text className='book-out-availability__others'>
              {t('bookOut.staff.availability.otherShifts', {
                shifts: join(availability.otherFreeShifts.map((s) => shiftName(s))),
              })}
            </Text>
          )}
        </>
      )}
    </View>
  );
}

export const AvailabilityPanel = observer(AvailabilityPanelView);
