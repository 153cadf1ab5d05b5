import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { SlotInventory_State as SlotState, type ShiftInventory } from '@/gen/booking/v1/availability_pb';
import { formatSecondOfDay } from '@/common/shift-time';
import { useLocalName } from '@/i18n/use-local-name';
import './slot-chips.scss';

export interface SlotChipsProps {
  /** The staff inventory of the date for the party: hidden and full times included. */
  inventory: readonly ShiftInventory[];
  chosen: { shiftId: string; startSecond: number | null };
  onChoose(shiftId: string, startSecond: number): void;
  /** The page's own class for a time chip (its tests find the times by it). */
  slotClass: string;
}

/**
 * The times of each shift as chips, for staff (a new booking, a rescheduled one):
 * the shift named in the reader's language, the chosen time marked, a taken, too
 * small or hidden time marked as such but still choosable (staff may overbook).
 */
export function SlotChips({ inventory, chosen, onChoose, slotClass }: SlotChipsProps) {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  const note = (state: SlotState, hidden: boolean) =>
    state === SlotState.TAKEN
      ? t('staffOps.create.slotTaken')
      : state === SlotState.INSUFFICIENT
        ? t('staffOps.create.slotInsufficient')
        : state === SlotState.PACED
          ? t('staffOps.create.slotPaced')
          : hidden
            ? t('staffOps.create.slotHidden')
            : '';
  return (
    <>
      {inventory.map((shift) => (
        <View key={shift.storeShiftId} className='slot-chips__shift'>
          <Text className='slot-chips__shift-name'>{shiftName(shift)}</Text>
          <View className='staff-form__chips'>
            {shift.slotList.map((slot) => {
              const on = chosen.shiftId === shift.storeShiftId && chosen.startSecond === slot.startSecond;
              const text = note(slot.state, slot.hidden);
              const cls = ['staff-form__chip', slotClass];
              if (on) cls.push('staff-form__chip--on');
              else if (slot.state !== SlotState.AVAILABLE) cls.push('staff-form__chip--off');
              return (
                <Text
                  key={slot.startSecond}
                  className={cls.join(' ')}
                  onClick={() => onChoose(shift.storeShiftId, slot.startSecond)}
                >
                  {formatSecondOfDay(slot.startSecond)}
                  {text ? ` ${text}` : ''}
                </Text>
              );
            })}
          </View>
        </View>
      ))}
    </>
  );
}
