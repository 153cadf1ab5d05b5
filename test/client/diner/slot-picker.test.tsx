import { act, fireEvent, render } from '@testing-library/react';
import { SlotPicker } from '@/components/diner/slot-picker';
import { SlotInventory_State as S, ShiftInventorySchema } from '@gen/booking/v1/availability_pb';
import { create } from '@bufbuild/protobuf';
import { i18n } from '@/i18n/i18n';

const shift = (id: string, name: string, slots: Array<[number, S]>, intlName = {}) =>
  create(ShiftInventorySchema, {
    storeShiftId: id,
    name,
    intlName,
    slotList: slots.map(([h, state]) => ({ startSecond: h * 3600, endSecond: h * 3600 + 5400, state })),
  });

const SHIFTS = [
  shift('1', 'Lunch', [
    [11, S.PAST],
    [12, S.TAKEN],
    [13, S.INSUFFICIENT],
  ]),
  shift('2', 'Dinner', [
    [18, S.AVAILABLE],
    [19, S.TAKEN],
  ]),
];

describe('slot picker', () => {
  beforeAll(() => act(() => void i18n.changeLanguage('zh-Hans')));

  it('shows times that cannot be booked, labelled and greyed, and ignores taps on them', async () => {
    const onSelectSlot = jest.fn();
    const { container } = render(
      <SlotPicker shifts={SHIFTS} shiftId='' startSecond={null} onSelectSlot={onSelectSlot} />,
    );
    const slots = () => Array.from(container.querySelectorAll<HTMLElement>('.slot'));
    expect(slots().map((el) => [el.textContent, el.className.split(' ')[1]])).toEqual([
      ['11:00已过', 'slot--past'],
      ['12:00已满', 'slot--taken'],
      ['13:00桌位不足', 'slot--insufficient'],
    ]);
    for (const slot of slots()) await act(async () => fireEvent.click(slot));
    expect(onSelectSlot).not.toHaveBeenCalled();

    // The other shift's times; an available one is chosen.
    await act(async () => fireEvent.click(container.querySelectorAll('.slot-picker__shift')[1]));
    expect(slots().map((el) => el.textContent)).toEqual(['18:00', '19:00已满']);
    await act(async () => fireEvent.click(slots()[1]));
    await act(async () => fireEvent.click(slots()[0]));
    expect(onSelectSlot.mock.calls).toEqual([['2', 64800]]);
  });

  it('names each shift in the reader’s language, else by its own name', async () => {
    const named = [shift('1', 'Lunch', [[11, S.AVAILABLE]], { zhHans: '午市', en: 'Lunch' }), SHIFTS[1]];
    const { container } = render(<SlotPicker shifts={named} shiftId='' startSecond={null} onSelectSlot={jest.fn()} />);
    const names = () => Array.from(container.querySelectorAll('.slot-picker__shift')).map((el) => el.textContent);
    expect(names()).toEqual(['午市', 'Dinner']);
    await act(async () => void (await i18n.changeLanguage('zh-Hant')));
    expect(names()).toEqual(['午市', 'Dinner']);
    await act(async () => void (await i18n.changeLanguage('en')));
    expect(names()).toEqual(['Lunch', 'Dinner']);
    await act(async () => void (await i18n.changeLanguage('zh-Hans')));
  });

  it('marks the chosen time', () => {
    const { container } = render(
      <SlotPicker shifts={SHIFTS} shiftId='2' startSecond={64800} onSelectSlot={jest.fn()} />,
    );
    expect(container.querySelector('.slot--chosen')?.textContent).toBe('18:00');
  });

  it('greys a time over the kitchen’s pacing limit as kitchen full and ignores a tap on it', async () => {
    await act(async () => void (await i18n.changeLanguage('zh-Hans')));
    const onSelectSlot = jest.fn();
    const paced = [
      shift('2', 'Dinner', [
        [18, S.PACED],
        [18.5, S.AVAILABLE],
      ]),
    ];
    const { container } = render(
      <SlotPicker shifts={paced} shiftId='' startSecond={null} onSelectSlot={onSelectSlot} />,
    );
    const slots = () => Array.from(container.querySelectorAll<HTMLElement>('.slot'));
    expect(slots().map((el) => [el.textContent, el.className.split(' ')[1]])).toEqual([
      ['18:00厨房已满', 'slot--paced'],
      ['18:30', 'slot--available'],
    ]);
    await act(async () => fireEvent.click(slots()[0]));
    expect(onSelectSlot).not.toHaveBeenCalled();
  });
});
