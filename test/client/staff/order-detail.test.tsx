import { StoreDepositService } from '@/gen/booking/v1/store_deposit_service_pb';
import { answer, timestamp } from '../support/fake-network';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { BookingOrder_CloseReason, BookingOrder_Status, BookingOrderLog_Type } from '@/gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@/gen/booking/v1/store_booking_action_service_pb';
import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import StoreOrderNotArrivePage from '@/pages/sub-store/store-order-not-arrive/index';
import StoreOrderCancelPage from '@/pages/sub-store/store-order-cancel/index';
import StoreOrderAmountPage from '@/pages/sub-store/store-order-amount/index';
import StoreOrderUpdateTablePage from '@/pages/sub-store/store-order-update-table/index';
import MerchantStoreOrderDetailPage from '@/pages/sub-merchant/store-order-detail/index';
import { bootPage } from '../support/boot-page';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { bootOrderPage, calls, type OrderInit } from '../support/order-page-boot';
import { bodyOf, ITEM, orderInit, P } from '../support/staff-fixtures';

const boot = bootOrderPage;

const optionTexts = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.option-list__item')).map((e) => e.textContent);
const optionNamed = (container: HTMLElement, label: string) =>
  Array.from(container.querySelectorAll('.option-list__item')).find((e) => e.textContent?.startsWith(label))!;
const submitButton = (container: HTMLElement) => container.querySelector('.order-page__actions .nut-button')!;
/** Taro's input draws its <input> a moment after it mounts. */
const firstInput = (container: HTMLElement) =>
  waitFor(() => {
    const input = container.querySelector<HTMLInputElement>('taro-input-core input');
    expect(input).toBeTruthy();
    return input!;
  });

describe('store-order-detail', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('shows the status with its store-side hint, who, when, where, and the log in words', async () => {
    const { findByText, container } = await boot(StoreOrderDetailPage, {
      status: BookingOrder_Status.WAIT_STORE_CONFIRM,
      storeRemark: 'window',
    });
    expect(await findByText('请尽快确认订单')).toBeTruthy();
    expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('待确认');
    // Names from the store's tables and shifts (the order carries ids).
    expect(container.textContent).toContain('B1');
    expect(container.textContent).toContain('Dinner');
    expect(Array.from(container.querySelectorAll('.order-log__type')).map((e) => e.textContent)).toEqual([
      '修改门店备注',
      '创建订单',
    ]);
    // The log in a manager's words: table names not ids, yuan not cents, who acted, store clock.
    const changes = Array.from(container.querySelectorAll('.order-log__change')).map((e) => e.textContent);
    expect(changes).toEqual(['门店备注: — → window', '桌位: B1', '人数: 4', '应付订金: ¥200']);
    expect(Array.from(container.querySelectorAll('.order-log__by')).map((e) => e.textContent)).toEqual([
      '操作人: Wang Li（门店）',
      '操作人: Chan（顾客）',
    ]);
    expect(container.querySelector('.order-log__time')?.textContent).toContain('18:05');
    expect(Array.from(container.querySelectorAll('.order-actions__button')).map((e) => e.textContent)).toEqual([
      '确认订单',
      '拒绝',
    ]);
  });

  it('confirms, then marks arrival; each step shows the order as the server answers it', async () => {
    const { container, findByText, network } = await boot(StoreOrderDetailPage, {
      status: BookingOrder_Status.WAIT_STORE_CONFIRM,
    });
    await findByText('确认订单');
    await act(async () => fireEvent.click(container.querySelector('.order-actions__button--confirm')!));
    await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('待服务'));
    expect(bodyOf(calls(network, P.action('ConfirmBookingOrder'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
    });
    await act(async () => fireEvent.click(container.querySelector('.order-actions__button--arrive')!));
    await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('已到店'));
    expect(Array.from(container.querySelectorAll('.order-actions__button')).map((e) => e.textContent)).toEqual([
      '设置尾款',
      '完成',
    ]);
  });

  it('promises a refund on arrival only when a deposit is held and the store refunds on arrival', async () => {
    const hintOf = async (order: Partial<OrderInit>, refundOnArrival: boolean) => {
      const { container, unmount } = await boot(
        StoreOrderDetailPage,
        { status: BookingOrder_Status.WAIT_SERVICE, ...order },
        [answer(StoreDepositService.method.getDepositSettings, { settings: { refundOnArrival } })],
      );
      await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('待服务'));
      const text = container.querySelector('.order-summary__hint')?.textContent;
      unmount();
      return text;
    };
    const held = { depositAmount: '20000', paidAmount: '20000', netPaidAmount: '20000' };
    expect(await hintOf(held, true)).toBe('客人到店后，确认到店会退还订金');
    expect(await hintOf(held, false)).toBe('客人到店后，请确认到店');
    expect(await hintOf({ depositAmount: '0', netPaidAmount: '0' }, true)).toBe('客人到店后，请确认到店');
  });

  it('asks before undoing a logged change', async () => {
    const { container, findByText, network } = await boot(StoreOrderDetailPage, { storeRemark: 'window' });
    await findByText('撤销');
    await act(async () => fireEvent.click(container.querySelector('.order-log__revert')!));
    await waitFor(() => expect(modalText()).toBe('确认撤销这条修改？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.revert)).toHaveLength(1));
    expect(bodyOf(calls(network, P.revert)[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      bookingOrderLogId: '2',
    });
  });

  it('shows every amount of the order’s money, collects the final payment, and revokes a forfeit from the log', async () => {
    const { container, findByText, network } = await boot(
      StoreOrderDetailPage,
      {
        status: BookingOrder_Status.WAIT_FINAL_PAYMENT,
        arrivalTime: timestamp('2026-11-23T10:00:00Z'),
        depositAmount: '20000',
        paidAmount: '20000',
        refundingAmount: '5000',
        depositForfeitAmount: '2000',
        depositDiscountAmount: '3000',
        netPaidAmount: '10000',
        finalPaymentAmount: '48000',
        finalPaymentDueAmount: '48000',
      },
      (changed) => [
        answer(StoreBookingOrderService.method.queryBookingOrderLogs, {
          list: [
            { id: '5', type: BookingOrderLog_Type.DEPOSIT_FORFEIT, revocable: true, afterJson: '{"amount":"2000"}' },
          ],
        }),
        answer(
          StoreDepositService.method.revokeDepositOperation,
          changed({ depositForfeitAmount: '0', netPaidAmount: '12000' }),
        ),
      ],
    );
    await findByText('收取尾款');
    const money = () => container.querySelector('.order-money')?.textContent ?? '';
    for (const shown of ['退款中¥50', '门店扣留¥20', '抵扣餐费¥30', '订金余额¥100', '尾款待付¥480'])
      expect(money()).toContain(shown);
    expect(Array.from(container.querySelectorAll('.order-actions__button')).map((e) => e.textContent)).toEqual([
      '确认已结清',
      '收取尾款',
      '设置尾款',
    ]);
    await act(async () => fireEvent.click(container.querySelector('.order-log__revoke')!));
    await waitFor(() => expect(modalText()).toBe('确认撤销这笔扣除订金 ¥20？该金额将恢复为可退。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('RevokeDepositOperation'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('RevokeDepositOperation'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      bookingOrderLogId: '5',
    });
    await waitFor(() => expect(money()).toContain('订金余额¥120'));
  });

  it('the merchant route opens the staff page in its place', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' });
    await bootPage(MerchantStoreOrderDetailPage, {
      path: '/pages/sub-merchant/store-order-detail/index',
      params: { id: '7', storeId: '12' },
    });
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-store/store-order-detail/index?id=7&storeId=12' });
  });

  it('says from when arrival can be confirmed, before its window opens', async () => {
    // Far ahead of any day this runs on: before its window whenever it runs.
    const { findByText, container } = await boot(StoreOrderDetailPage, {
      status: BookingOrder_Status.WAIT_SERVICE,
      reservationDate: '2099-03-10',
      startTime: timestamp('2099-03-10T10:00:00Z'),
    });
    expect(await findByText('可于 2099-03-10 16:00 起确认到店')).toBeTruthy();
    // The buttons stay (the device's clock may be behind the server's, which decides).
    const buttons = Array.from(container.querySelectorAll('.order-actions__button')).map((e) => e.textContent);
    expect(buttons).toEqual(['确认到店', '未到店']);
  });

  it('a link to an order of another of the staff member’s stores opens it there and works on that store', async () => {
    const { findByText, network, store } = await boot(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_STORE_CONFIRM },
      [],
      undefined,
      { storeId: '12' },
    );
    expect(await findByText('确认订单')).toBeTruthy();
    expect(bodyOf(calls(network, P.order)[0])).toEqual({ storeId: '12', bookingOrderId: '103' });
    expect(store.operator.storeId).toBe('12');
  });

  it('a link naming a store the staff member may not act for stays on the current store', async () => {
    const { findByText, network } = await boot(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_STORE_CONFIRM },
      [],
      undefined,
      {
        storeId: '99',
      },
    );
    expect(await findByText('确认订单')).toBeTruthy();
    expect(bodyOf(calls(network, P.order)[0])).toEqual({ storeId: '11', bookingOrderId: '103' });
  });
});

describe('action pages', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('no-show: asks what becomes of the deposit held, keeps at most it, and sends the choice', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' });
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await boot(StoreOrderNotArrivePage, {
      depositAmount: '20000',
      paidAmount: '20000',
      netPaidAmount: '20000',
    });
    await findByText('尚余订金 ¥200，如何处理');
    // The store's policy for a no-show comes first: keep it all.
    expect(optionTexts(container)).toEqual(['全部退还', '全部扣除✓', '扣除部分，其余退还']);
    expect(container.textContent).toContain('将退还 ¥0，扣除 ¥200');
    await act(async () => fireEvent.click(optionNamed(container, '扣除部分，其余退还')));
    const amount = await firstInput(container);
    await act(async () => fireEvent.input(amount, { target: { value: '250' } }));
    expect(container.textContent).toContain('不能超过 ¥200');
    expect(submitButton(container).className).toContain('disabled');
    await act(async () => fireEvent.input(amount, { target: { value: '120.5' } }));
    expect(container.textContent).toContain('将退还 ¥79.50，扣除 ¥120.50');
    await act(async () => fireEvent.click(submitButton(container)));
    await waitFor(() => expect(modalText()).toBe('确认客人未到店？订单将关闭。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.action('NotArriveBookingOrder'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('NotArriveBookingOrder'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      depositSettlement: { choice: 'PARTIAL', forfeitAmount: '12050' },
    });
  });

  it('store cancel: offers refund or keep for the deposit held, refund by default', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' });
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await boot(
      StoreOrderCancelPage,
      { status: BookingOrder_Status.WAIT_SERVICE, depositAmount: '7000', paidAmount: '7000', netPaidAmount: '7000' },
      [],
      '/pages/sub-store/store-order-cancel/index',
    );
    await findByText('尚余订金 ¥70，如何处理');
    expect(optionTexts(container)).toEqual(['门店取消✓', '用户取消', '全部退还✓', '全部扣除', '扣除部分，其余退还']);
    await act(async () => fireEvent.click(optionNamed(container, '全部扣除')));
    await act(async () => fireEvent.click(submitButton(container)));
    await waitFor(() => expect(modalText()).toBe('确认关闭此订单？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.action('CloseBookingOrder'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('CloseBookingOrder'))[0])).toMatchObject({
      closeReason: 'STORE_CANCEL',
      depositSettlement: { choice: 'FORFEIT_ALL' },
    });
  });

  it('granting a cancellation: asks what becomes of the deposit held, then grants it', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' });
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await boot(
      StoreOrderCancelPage,
      {
        status: BookingOrder_Status.WAIT_CANCEL_PROCESS,
        depositAmount: '20000',
        paidAmount: '20000',
        netPaidAmount: '20000',
      },
      (changed) => [
        answer(
          StoreBookingActionService.method.agreeCancel,
          changed({
            status: BookingOrder_Status.CLOSED,
            closeReason: BookingOrder_CloseReason.AGREE_CREATOR_CANCEL,
          }),
        ),
      ],
      '/pages/sub-store/store-order-cancel/index',
      { mode: 'agree' },
    );
    await findByText('尚余订金 ¥200，如何处理');
    expect(optionTexts(container)).toEqual(['全部退还✓', '全部扣除', '扣除部分，其余退还']);
    await act(async () => fireEvent.click(submitButton(container)));
    await waitFor(() => expect(modalText()).toBe('同意用户取消？订单将关闭。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.action('AgreeCancel'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('AgreeCancel'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      depositSettlement: { choice: 'REFUND_ALL' },
    });
  });

  it('reject: the reason the status allows, with a note', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await boot(
      StoreOrderCancelPage,
      { status: BookingOrder_Status.WAIT_STORE_CONFIRM },
      [],
      '/pages/sub-store/store-order-cancel/index',
    );
    await findByText('门店拒绝');
    expect(Array.from(container.querySelectorAll('.option-list__item')).map((e) => e.textContent)).toEqual([
      '门店拒绝✓',
      '门店取消',
      '用户取消',
    ]);
    const note = await waitFor(() => {
      const textarea = container.querySelector('textarea');
      expect(textarea).toBeTruthy();
      return textarea!;
    });
    await act(async () => fireEvent.input(note, { target: { value: 'kitchen closed' } }));
    // The second box is the word for the guest, sent with the close message.
    const forGuest = container.querySelectorAll('textarea')[1];
    await act(async () => fireEvent.input(forGuest, { target: { value: '当晚包场' } }));
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    await waitFor(() => expect(modalText()).toBe('确认关闭此订单？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.action('CloseBookingOrder'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('CloseBookingOrder'))[0])).toMatchObject({
      closeReason: 'STORE_REJECT',
      remark: 'kitchen closed',
      guestNote: '当晚包场',
    });
  });

  it('final amount: suggests the meal cost less the deposit, and sends both in cents', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, findByText, network } = await boot(StoreOrderAmountPage, {
      arrivalTime: timestamp('2026-11-23T10:00:00Z'),
      netPaidAmount: '20000',
    });
    await findByText('已收订金 ¥200');
    // The host's input element draws its inner <input> when upgraded, which can lag under load.
    const [meal, final] = await waitFor(() => {
      const inputs = Array.from(container.querySelectorAll<HTMLInputElement>('taro-input-core input'));
      expect(inputs).toHaveLength(2);
      return inputs;
    });
    await act(async () => fireEvent.input(meal, { target: { value: '680' } }));
    expect(final.value).toBe('480');
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    await waitFor(() => expect(calls(network, P.action('SetFinalPayment'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('SetFinalPayment'))[0])).toMatchObject({
      finalPaymentAmount: '48000',
      mealCostAmount: '68000',
    });
  });

  it('change table: offers the free tables, and swaps with another booking after asking', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, network } = await boot(
      StoreOrderUpdateTablePage,
      {},
      [
        answer(StoreAvailabilityService.method.queryFreeTableItems, {
          list: [
            { storeTableItemId: ITEM.b1, name: 'B1', seatCapacity: 4 },
            { storeTableItemId: ITEM.b2, name: 'B2', seatCapacity: 4 },
          ],
          suggestedItemIdList: [ITEM.b1],
        }),
        answer(StoreBookingActionService.method.swapTables, { order: orderInit('103'), otherOrder: orderInit('104') }),
      ],
      '/pages/sub-store/store-order-update-table/index',
    );
    await waitFor(() => expect(container.textContent).toContain('B2 · 4座'));
    expect(bodyOf(calls(network, P.free)[0])).toMatchObject({ bookingOrderId: '103', peopleCount: 4 });
    const candidates = await waitFor(() => {
      const list = container.querySelectorAll('.update-table__candidate');
      expect(list.length).toBe(3);
      return list;
    });
    await act(async () => fireEvent.click(candidates[2]));
    await waitFor(() => expect(modalText()).toBe('确认与 Lau 的订单对换桌位？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.action('SwapTables'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.action('SwapTables'))[0])).toMatchObject({
      bookingOrderId: '103',
      otherBookingOrderId: '104',
    });
  });
});
