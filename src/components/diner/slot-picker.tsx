import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { SlotInventory_State as SlotState, type ShiftInventory } from '@/gen/booking/v1/availability_pb';
import { formatSecondOfDay } from '@/common/shift-time';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-booking-texts';

export interface SlotPickerProps {
  shifts: ShiftInventory[];
  shiftId: string;
  startSecond: number | null;
  onSelectSlot(shiftId: string, startSecond: number): void;
}

const LABELED = [SlotState.TAKEN, SlotState.PAST, SlotState.INSUFFICIENT, SlotState.PACED];

/**
 * The shifts of the day and their times. Times that cannot be booked stay
 * visible, greyed and labelled (full, past, no table, kitchen at its pacing
 * limit), and do nothing when tapped.
 */
export function SlotPicker({ shifts, shiftId, startSecond, onSelectSlot }: SlotPickerProps) {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  // The shift whose times are shown; the chosen time's shift until the diner looks at another.
  const [shown, setShown] = useState('');
  const shift = shifts.find((s) => s.storeShiftId === (shown || shiftId)) ?? shifts[0];
  if (!shift) return null;
  return (
    <View className='slot-picker'>
      <View className='chip-list slot-picker__shifts'>
        {shifts.map((s) => (
          <View
            key={s.storeShiftId}
            className={`chip slot-picker__shift${s.storeShiftId === shift.storeShiftId ? ' chip--active' : ''}`}
            onClick={() => setShown(s.storeShiftId)}
          >
            <Text>{shiftName(s)}</Text>
          </View>
        ))}
      </View>
      <View className='slot-picker__grid'>
        {shift.slotList.map((slot) => {
          const available = slot.state === SlotState.AVAILABLE;
          const chosen = available && shift.storeShiftId === shiftId && slot.startSecond === startSecond;
          const stateName = SlotState[slot.state] as 'TAKEN' | 'PAST' | 'INSUFFICIENT' | 'PACED';
          return (
            <View
              key={slot.startSecond}
              className={`slot slot--${stateName.toLowerCase()}${chosen ? ' slot--chosen' : ''}`}
              aria-disabled={!available}
              onClick={() => available && onSelectSlot(shift.storeShiftId, slot.startSecond)}
            >
              <Text className='slot__time'>{formatSecondOfDay(slot.startSecond)}</Text>
              {LABELED.includes(slot.state) && (
                <Text className='slot__label'>{t(`diner.booking.slot.${stateName}`)}</Text>
              )}
            </View>
          );
        })}
      </View>
    </View>
  );
}
