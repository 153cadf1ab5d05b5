import { act, fireEvent, waitFor } from '@testing-library/react';
import { BookingOrderLog_Type, BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import { answer, timestamp } from '../support/fake-network';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { DINER_USER } from '../support/identity-network';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { bodyOf, P } from '../support/staff-fixtures';

// An arrival (or a no-show) recorded by mistake is undone through the order log
// by a manager of the store: their log offers the undo; other staff's does not
// (the server would refuse them), while a remark change stays undoable by all.
const LOGS = {
  list: [
    {
      id: '1',
      type: BookingOrderLog_Type.MODIFY_STORE_REMARK,
      operatorType: OperatorType.STORE,
      operatorName: '陈美玲',
      revertible: true,
      beforeJson: '{"storeRemark":""}',
      afterJson: '{"storeRemark":"window"}',
      createTime: timestamp('2026-11-20T10:05:00Z'),
    },
    {
      id: '2',
      type: BookingOrderLog_Type.ARRIVE,
      operatorType: OperatorType.STORE,
      operatorName: '陈美玲',
      revertible: true,
      afterJson: '{"arrivalTime":"2026-11-23T10:00:00.000Z"}',
      createTime: timestamp('2026-11-23T10:00:00Z'),
    },
  ],
};

async function boot(managed: string[]) {
  const page = await bootOrderPage(
    StoreOrderDetailPage,
    { status: BookingOrder_Status.WAIT_SERVICE, arrivalTime: timestamp('2026-11-23T10:00:00Z') },
    (changed) => [
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, {
        isStaff: true,
        storeIdList: ['11'],
        managedStoreIdList: managed,
      }),
      answer(StoreBookingOrderService.method.queryBookingOrderLogs, LOGS),
      answer(StoreBookingOrderService.method.revertBookingOrderLog, changed({ arrivalTime: undefined })),
    ],
  );
  await act(async () => void (await page.store.session.loadCurrentSession()));
  await waitFor(() => expect(page.store.staffStanding.standing).not.toBeNull());
  return page;
}
const undoOf = (container: HTMLElement, type: string) =>
  Array.from(container.querySelectorAll('.order-log__entry'))
    .find((e) => e.querySelector('.order-log__type')?.textContent === type)
    ?.querySelector('.order-log__revert');

describe('undoing an arrival from the order log', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('a manager of the store is offered it, and it asks the server to revert that entry', async () => {
    const { container, network } = await boot(['11']);
    await waitFor(() => expect(undoOf(container, '确认到店')).toBeTruthy());
    await act(async () => fireEvent.click(undoOf(container, '确认到店')!));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.revert)).toHaveLength(1));
    expect(bodyOf(calls(network, P.revert)[0])).toMatchObject({ bookingOrderLogId: '2' });
  });

  it('a manager also finds it beside the order’s actions, asked before it is sent', async () => {
    const { container, network } = await boot(['11']);
    const link = await waitFor(() => {
      const found = container.querySelector('.order-actions__link--undoArrive');
      expect(found?.textContent).toBe('撤销到店');
      return found!;
    });
    await act(async () => fireEvent.click(link));
    await waitFor(() => expect(modalText()).toBe('撤销到店？订单改回等待客人到店。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.revert)).toHaveLength(1));
    expect(bodyOf(calls(network, P.revert)[0])).toMatchObject({ bookingOrderLogId: '2' });
  });

  it('other staff are not offered it; the remark change stays undoable', async () => {
    const { container } = await boot([]);
    await waitFor(() => expect(undoOf(container, '修改门店备注')).toBeTruthy());
    expect(container.querySelector('.order-actions__link--undoArrive')).toBeNull();
    expect(container.textContent).toContain('确认到店');
    expect(undoOf(container, '确认到店')).toBeNull();
  });
});
