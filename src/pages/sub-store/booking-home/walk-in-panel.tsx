import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CountStepper } from '@/components/staff-kit/count-stepper';
import { useStaff } from '@/components/staff-kit/use-staff';
import { showToast } from '@/services/feedback';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import './walk-in-panel.scss';

/**
 * Seat a walk-in from the board: the party size (two to start), the tables free
 * now until its turn ends (the best fit first), then seat. The booking is made for
 * now, already arrived; the guest is sent nothing.
 */
function WalkInPanelView({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { walkIn } = staff;
  useEffect(() => {
    void walkIn.start();
  }, [walkIn, staff.stores.currentId]);

  const seat = async () => {
    if (await walkIn.seat()) {
      showToast(t('staffOps.walkIn.seated'));
      onClose();
    }
  };
  const count = walkIn.chosen.length;
  const short = walkIn.seats < walkIn.people;
  return (
    <View className='walk-in'>
      <Text className='walk-in__title'>
        {t('staffOps.walkIn.title', { shift: staff.catalog.shiftNameOf(walkIn.shiftId) || walkIn.shiftName || '—' })}
      </Text>
      <CountStepper
        label={t('staffOps.walkIn.people')}
        value={walkIn.people}
        min={1}
        onChange={(n) => void walkIn.setPeople(n)}
      />
      <Text className='staff-form__label'>{t('staffOps.walkIn.pick')}</Text>
      {walkIn.status === 'ready' && walkIn.tables.length === 0 && (
        <Text className='staff-form__help'>{t('staffOps.walkIn.none')}</Text>
      )}
      <View className='staff-form__chips'>
        {walkIn.ordered.map((item) => (
          <Text
            key={item.storeTableItemId}
            className={
              walkIn.chosen.includes(item.storeTableItemId)
                ? 'staff-form__chip staff-form__chip--on'
                : 'staff-form__chip'
            }
            onClick={() => walkIn.toggle(item.storeTableItemId)}
          >
            {`${item.name} · ${t('staffOps.board.tableCount', { count: item.seatCapacity })}`}
            {walkIn.suggested.includes(item.storeTableItemId) ? ` · ${t('staffOps.walkIn.suggested')}` : ''}
          </Text>
        ))}
      </View>
      {count > 0 && (
        <Text className={short ? 'walk-in__seats walk-in__seats--short' : 'walk-in__seats'}>
          {t(short ? 'staffOps.walkIn.seatsShort' : 'staffOps.walkIn.seats', {
            count,
            seats: walkIn.seats,
            people: walkIn.people,
          })}
        </Text>
      )}
      <Text className='staff-form__help'>{t('staffOps.walkIn.noMessage')}</Text>
      <View className='walk-in__actions'>
        <Button onClick={onClose}>{t('staffOps.walkIn.cancel')}</Button>
        <Button type='primary' disabled={count === 0} loading={walkIn.seating} onClick={() => void seat()}>
          {t('staffOps.walkIn.seat')}
        </Button>
      </View>
    </View>
  );
}

export const WalkInPanel = observer(WalkInPanelView);
