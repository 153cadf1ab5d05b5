import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderUpdateTablePage from '@/pages/sub-store/store-order-update-table/index';
import { seatingFit } from '@/stores/staff';
import { cancelModal, confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { StoreBookingModifyService } from '@/gen/booking/v1/store_booking_modify_service_pb';
import { answer } from '../support/fake-network';
import { bodyOf, ITEM, orderInit, P } from '../support/staff-fixtures';

// Change table: the party's current tables start chosen, the first tap on another
// table moves it there, later taps join tables; the page says what the choice seats
// against the party and warns when that is far over or short.
const PATH = '/pages/sub-store/store-order-update-table/index';

const boot = () =>
  bootOrderPage(
    StoreOrderUpdateTablePage,
    { peopleCount: 8, adultCount: 8, storeTableItemIdList: [ITEM.vip], storeTableItemNameList: ['VIP Room'] },
    [
      answer(StoreAvailabilityService.method.queryFreeTableItems, {
        list: [
          { storeTableItemId: ITEM.vip, name: 'VIP Room', seatCapacity: 12 },
          { storeTableItemId: ITEM.c1, name: 'C1', seatCapacity: 6 },
          { storeTableItemId: ITEM.b1, name: 'B1', seatCapacity: 4 },
          { storeTableItemId: ITEM.a1, name: 'A1', seatCapacity: 2 },
        ],
        suggestedItemIdList: [ITEM.vip],
      }),
      answer(StoreBookingModifyService.method.modifyTableAllocation, {
        order: orderInit('103', { storeTableItemIdList: [ITEM.c1, ITEM.a1] }),
      }),
    ],
    PATH,
  );
const chips = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('.staff-form__chip'));
const tapTable = (container: HTMLElement, name: string) =>
  act(async () => fireEvent.click(chips(container).find((c) => c.textContent?.startsWith(`${name} ·`))!));
const fit = (container: HTMLElement) => container.querySelector('.update-table__fit')?.textContent ?? '';
const submit = (container: HTMLElement) =>
  act(async () => fireEvent.click(container.querySelectorAll('.order-page__actions .nut-button')[1]!));

beforeEach(() => {
  resetHostUi();
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
  jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
});
afterEach(() => jest.restoreAllMocks());

describe('how well tables suit a party', () => {
  // Far over: more than the party plus half of it, and never less than two spare seats.
  it.each([
    [0, 8, 'none'],
    [6, 8, 'short'],
    [8, 8, 'fits'],
    [12, 8, 'fits'],
    [13, 8, 'roomy'],
    [24, 8, 'roomy'],
    [16, 8, 'roomy'],
    [4, 2, 'fits'],
    [5, 2, 'roomy'],
    [6, 2, 'roomy'],
    [3, 1, 'fits'],
    [4, 1, 'roomy'],
    [7, 5, 'fits'],
    [8, 5, 'roomy'],
  ])('%i seats for %i people: %s', (seats, people, expected) => {
    expect(seatingFit(seats, people)).toBe(expected);
  });
});

const chosenNames = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.staff-form__chip--on')).map((c) => c.textContent?.split(' · ')[0]);

describe('store-order-update-table', () => {
  it('starts at the current table, chosen, and says what it seats for the party', async () => {
    const { container } = await boot();
    await waitFor(() => expect(chips(container)).toHaveLength(4));
    expect(container.querySelector('.update-table__now')?.textContent).toBe('现在：VIP Room · 8位客人');
    expect(chips(container)[0]!.textContent).toBe('VIP Room · 12座 · 当前');
    expect(chosenNames(container)).toEqual(['VIP Room']);
    expect(fit(container)).toBe('已选1张桌，共12座，8位客人');
    expect(container.querySelector('.update-table__how')?.textContent).toBe(
      '已选中现在的桌位；点其他桌位即换过去，再点更多桌位可拼桌',
    );
    // Nothing changed yet: nothing to submit.
    expect(container.querySelectorAll('.order-page__actions .nut-button')[1]!.className).toContain('disabled');
  });

  it('moves the party with the first tap on another table, and joins tables with the next', async () => {
    const { container, network } = await boot();
    await waitFor(() => expect(chips(container)).toHaveLength(4));
    await tapTable(container, 'C1');
    expect(chosenNames(container)).toEqual(['C1']);
    expect(fit(container)).toBe('已选1张桌，共6座，不够8位客人');
    await tapTable(container, 'A1');
    expect(chosenNames(container)).toEqual(['C1', 'A1']);
    expect(fit(container)).toBe('已选2张桌，共8座，8位客人');
    await submit(container);
    await waitFor(() => expect(calls(network, P.modify('ModifyTableAllocation'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.modify('ModifyTableAllocation'))[0])).toMatchObject({
      storeTableItemIdList: [ITEM.c1, ITEM.a1],
    });
  });

  it('warns when the current table plus others is far over the party, and goes back to the current table', async () => {
    const { container } = await boot();
    await waitFor(() => expect(chips(container)).toHaveLength(4));
    await tapTable(container, 'C1');
    await tapTable(container, 'VIP Room');
    expect(chosenNames(container)).toEqual(['VIP Room', 'C1']);
    expect(fit(container)).toBe('已选2张桌，共18座，比8位客人多出很多，大桌可以留给更大的团');
    expect(container.querySelector('.update-table__fit--roomy')).not.toBeNull();

    await act(async () => fireEvent.click(container.querySelector('.update-table__reset')!));
    expect(chosenNames(container)).toEqual(['VIP Room']);
    expect(fit(container)).toBe('已选1张桌，共12座，8位客人');
    expect(container.querySelector('.update-table__reset')).toBeNull();
  });

  it('asks, but lets staff go on, when the choice is short of seats', async () => {
    const { container, network } = await boot();
    await waitFor(() => expect(chips(container)).toHaveLength(4));
    await tapTable(container, 'C1');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('所选桌位只有6座，客人8位，仍然换到这里吗？'));
    await act(async () => cancelModal());
    expect(calls(network, P.modify('ModifyTableAllocation'))).toHaveLength(0);
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('所选桌位只有6座，客人8位，仍然换到这里吗？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.modify('ModifyTableAllocation'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.modify('ModifyTableAllocation'))[0])).toMatchObject({
      storeTableItemIdList: [ITEM.c1],
    });
  });
});
