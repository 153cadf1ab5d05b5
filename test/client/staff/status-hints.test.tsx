import { BookingOrder_CloseReason, BookingOrder_Status, BookingOrderLog_Type } from '@/gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { SlotInventory_State } from '@/gen/booking/v1/availability_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import StoreOrderCreatePage from '@/pages/sub-store/store-order-create/index';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import { addDays } from '@common/business-date';
import { answer, timestamp } from '../support/fake-network';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bootOrderPage, type OrderInit } from '../support/order-page-boot';
import { ITEM, orderInit, staffNetwork, today, tomorrow } from '../support/staff-fixtures';

// What staff read on the order page, the board and the booking form in the default
// language: words for the server's codes, and hints that fit the order's real state.

async function typeInto(container: HTMLElement, selector: string, value: string) {
  const input = await waitFor(() => {
    const el = container.querySelector<HTMLInputElement>(`${selector} input`);
    expect(el).toBeTruthy();
    return el!;
  });
  await act(async () => fireEvent.input(input, { target: { value } }));
}

const texts = (container: HTMLElement, selector: string) =>
  Array.from(container.querySelectorAll(selector)).map((e) => e.textContent);

describe('staff read the order’s real state in their own words', () => {
  it('the log names close reasons, payment channels and cash in words, not codes', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.CLOSED, closeReason: BookingOrder_CloseReason.STORE_CANCEL },
      [
        answer(StoreBookingOrderService.method.queryBookingOrderLogs, {
          list: [
            // oldest first, as the server lists them
            {
              id: '5',
              type: BookingOrderLog_Type.OFFLINE_DEPOSIT,
              remark: 'paid at the desk',
              afterJson: '{"amount":"20000","channel":"IN_STORE","offlineKind":"CASH"}',
            },
            {
              id: '6',
              type: BookingOrderLog_Type.DEPOSIT_FORFEIT,
              remark: 'closed (ABSENT)',
              afterJson: '{"amount":"5000"}',
            },
            {
              id: '7',
              type: BookingOrderLog_Type.DEPOSIT_REFUND,
              remark: 'order closed (STORE_CANCEL)',
              afterJson: JSON.stringify({
                amount: '20000',
                closeReason: 'STORE_CANCEL',
                settlement: { choice: 'REFUND_ALL', keptAmount: '0', refundAmount: '20000' },
              }),
            },
          ],
        }),
      ],
    );
    await findByText('线下订金');
    const changes = texts(container, '.order-log__change');
    expect(changes).toEqual([
      '金额: ¥200',
      '关闭原因: 门店取消',
      '订金处理: 全部退还 ¥200',
      '金额: ¥50',
      '说明: 未到店',
      '金额: ¥200',
      '支付方式: 到店支付',
      '线下方式: 现金',
      '说明: paid at the desk',
    ]);
    expect(container.querySelector('.order-log')?.textContent).not.toMatch(/STORE_CANCEL|ABSENT|CASH|IN_STORE/);
  });

  it('an arrived booking says when they came, not to confirm arrival; a closed one gives no to-do', async () => {
    const hintOf = async (order: Partial<OrderInit>, status: string) => {
      const { container, unmount } = await bootOrderPage(StoreOrderDetailPage, order);
      await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe(status));
      const hint = container.querySelector('.order-summary__hint')?.textContent ?? null;
      unmount();
      return hint;
    };
    // 10:00 UTC is 18:00 on the store's clock (Shanghai).
    expect(
      await hintOf(
        { status: BookingOrder_Status.WAIT_SERVICE, arrivalTime: timestamp('2026-11-23T10:00:00Z') },
        '已到店',
      ),
    ).toBe('到店时间 18:00');
    expect(
      await hintOf(
        { status: BookingOrder_Status.CLOSED, closeReason: BookingOrder_CloseReason.STORE_CANCEL },
        '已关闭',
      ),
    ).toBeNull();
    expect(await hintOf({ status: BookingOrder_Status.FINISHED }, '已完成')).toBe('记录客人的个人信息');
  });

  it('the board’s note is “today’s” only on today', async () => {
    const store = createTestStore({ request: staffNetwork().request });
    store.operator.setType('STORE');
    const label = async (date: string) => {
      const page = await bootPage(BookingHomePage, {
        path: '/pages/sub-store/booking-home/index',
        params: { date },
        store,
      });
      await waitFor(() => expect(store.staff.day.status).toBe('ready'));
      const text = page.container.querySelector('.daily-memo__label')?.textContent;
      page.unmount();
      return text;
    };
    expect(await label(today())).toBe('今日备忘');
    expect(await label(tomorrow())).toBe('当天备忘');
  });

  it('a returning guest is named by a visit before this booking, never by one still ahead', async () => {
    const phone = '13900000012';
    const diner = { lastName: 'Chan', phone, phoneRegionCode: '86' };
    const orders = () => [
      // Still ahead: a later booking of theirs, and one they never came to.
      orderInit('201', { diner, reservationDate: addDays(today(), 30) }),
      orderInit('202', {
        diner,
        reservationDate: addDays(today(), -3),
        status: BookingOrder_Status.CLOSED,
        closeReason: BookingOrder_CloseReason.ABSENT,
      }),
      orderInit('203', { diner, reservationDate: addDays(today(), -10), status: BookingOrder_Status.FINISHED }),
    ];
    const network = staffNetwork(
      [
        answer(StoreAvailabilityService.method.queryStoreBookingInventory, {
          list: [
            {
              storeShiftId: '22',
              name: 'Dinner',
              startSecond: 17.5 * 3600,
              endSecond: 22 * 3600,
              slotList: [{ startSecond: 18 * 3600, endSecond: 20 * 3600, state: SlotInventory_State.AVAILABLE }],
            },
          ],
        }),
        answer(StoreAvailabilityService.method.queryFreeTableItems, {
          list: [{ storeTableItemId: ITEM.b2, name: 'B2', seatCapacity: 4 }],
        }),
      ],
      orders,
    );
    const store = createTestStore({ request: network.request });
    await store.staff.create.start({ date: tomorrow(), itemIds: [ITEM.b2], startSecond: 18 * 3600 });
    const { container, getByText } = await bootPage(StoreOrderCreatePage, {
      path: '/pages/sub-store/store-order-create/index',
      store,
    });
    await typeInto(container, '.create-form__phone-row', phone);
    await act(async () => fireEvent.click(getByText('查找')));
    await waitFor(() => expect(container.textContent).toContain(`老客人：上次预订 ${addDays(today(), -10)}`));
  });
});
