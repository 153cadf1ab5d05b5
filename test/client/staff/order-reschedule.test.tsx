import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import {
  StoreAvailabilityService,
  type QueryStoreBookingInventoryResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { answer, refusal, type Init } from '../support/fake-network';
import { SlotInventory_State } from '@/gen/booking/v1/availability_pb';
import { StoreBookingModifyService } from '@/gen/booking/v1/store_booking_modify_service_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import StoreOrderReschedulePage from '@/pages/sub-store/store-order-reschedule/index';
import { addDays } from '@/common/business-date';
import { resetHostUi, toastText } from '../support/host-ui';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { bodyOf, P, tomorrow } from '../support/staff-fixtures';

// Staff move a booking to another day and time and change its party on one
// page; the change is one call, and the page says what becomes of the deposit.
const h = (hours: number) => hours * 3600;
const INVENTORY: Init<typeof QueryStoreBookingInventoryResponseSchema> = {
  list: [
    {
      storeShiftId: '22',
      name: 'Dinner',
      intlName: { zhHans: '晚市', zhHant: '晚市', en: 'Dinner' },
      startSecond: h(17.5),
      endSecond: h(22),
      slotList: [
        { startSecond: h(18), endSecond: h(20), state: SlotInventory_State.TAKEN },
        { startSecond: h(19.5), endSecond: h(21.5), state: SlotInventory_State.AVAILABLE, freeTableItemCount: 2 },
      ],
    },
  ],
};
const PAGE = '/pages/sub-store/store-order-reschedule/index';

describe('store-order-reschedule', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('is offered on a booking that has not been served yet', async () => {
    const { container, findByText } = await bootOrderPage(StoreOrderDetailPage, {
      status: BookingOrder_Status.WAIT_SERVICE,
    });
    await findByText('改期/改人数');
    expect(container.querySelector('.order-actions__more')?.textContent ?? container.textContent).toContain(
      '改期/改人数',
    );
  });

  it('sends the new date, time and party as one change, says the booking changed and goes back', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' });
    const home = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await bootOrderPage(
      StoreOrderReschedulePage,
      { status: BookingOrder_Status.WAIT_SERVICE, adultCount: 4, peopleCount: 4 },
      (changed) => [
        answer(StoreAvailabilityService.method.queryStoreBookingInventory, INVENTORY),
        answer(
          StoreBookingModifyService.method.rescheduleBookingOrder,
          changed({ reservationStartSecond: h(19.5), adultCount: 5 }),
        ),
      ],
      PAGE,
    );
    expect(await findByText(/订金随人数变化/)).toBeTruthy();
    const save = () => container.querySelector('.order-page__actions .nut-button')!;
    // Nothing changed yet: nothing to save.
    await waitFor(() => expect(container.querySelectorAll('.reschedule__slot')).toHaveLength(2));
    expect(save().className).toContain('disabled');
    // As on the new-booking page: the shift in the reader's language, a taken time marked.
    expect(container.querySelector('.slot-chips__shift-name')?.textContent).toBe('晚市');
    expect(Array.from(container.querySelectorAll('.reschedule__slot')).map((c) => c.textContent)).toEqual([
      '18:00 满',
      '19:30',
    ]);
    // The times are asked with this booking's own tables counted free.
    expect(bodyOf(calls(network, P.inventory)[0])).toMatchObject({ storeId: '11', excludeBookingOrderId: '103' });

    await act(async () => fireEvent.click(container.querySelector('.reschedule__next')!));
    await act(async () => fireEvent.click(container.querySelectorAll('.count-stepper__more')[0]));
    await act(async () => fireEvent.click(container.querySelectorAll('.reschedule__slot')[1]));
    await act(async () => fireEvent.click(save()));
    await waitFor(() => expect(calls(network, P.modify('RescheduleBookingOrder'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.modify('RescheduleBookingOrder'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      reservationDate: addDays(tomorrow(), 1),
      storeShiftId: '22',
      reservationStartSecond: h(19.5),
      adultCount: 5,
      childCount: 0,
    });
    await waitFor(() => expect(toastText()).toBe('已修改预订'));
    // Opened directly, with no page behind it: back is the store home.
    await waitFor(() => expect(home).toHaveBeenCalled());
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { container, network } = await bootOrderPage(
      StoreOrderReschedulePage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [
        answer(StoreAvailabilityService.method.queryStoreBookingInventory, INVENTORY),
        answer(
          StoreBookingModifyService.method.rescheduleBookingOrder,
          refusal('aborted', 'Booking is full, please select again', 409),
        ),
      ],
      PAGE,
    );
    await waitFor(() => expect(container.querySelectorAll('.reschedule__slot')).toHaveLength(2));
    await act(async () => fireEvent.click(container.querySelectorAll('.reschedule__slot')[1]));
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    await waitFor(() => expect(calls(network, P.modify('RescheduleBookingOrder'))).toHaveLength(1));
    await waitFor(() => expect(toastText()).toBe('预订已满，请重新选择'));
    expect(container.querySelector('.reschedule')).toBeTruthy();
  });
});
