import { StoreMallOrderService } from '@/gen/mall/v1/store_mall_order_service_pb';
import { MallOrder_CloseReason, MallOrder_Status } from '@/gen/mall/v1/mall_order_pb';
import { StoreMallConfigService } from '@/gen/mall/v1/store_mall_config_service_pb';
import { waitFor } from '@testing-library/react';
import MallConfigPage from '@/pages/sub-store/mall-config/index';
import MallOrderListPage from '@/pages/sub-store/mall-order-list/index';
import { bootPage } from '../support/boot-page';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, save, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { mallStaffNetwork } from './mall-staff-network';
import { answer } from '../support/fake-network';
import { ORDER, openOrder } from './mall-order-fixture';

// The store's mall orders: the list by status, an order's decisions, parcels, and the mall settings.

beforeEach(() => resetHostUi());

describe('the store’s mall orders', () => {
  it('shows a Hong Kong store’s order in Hong Kong dollars', async () => {
    const network = mallStaffNetwork([
      answer(StoreMallOrderService.method.listStoreMallOrders, (request) => {
        const statuses = (JSON.parse(request.body!) as { statusList?: string[] }).statusList ?? [];
        const hongKong = { ...ORDER, currency: 'HKD', timezone: 'Asia/Hong_Kong' };
        return { list: statuses.includes('WAIT_SELLER_CONFIRM') ? [hongKong] : [], total: 0 };
      }),
    ]);
    const { container } = await bootPage(MallOrderListPage, {
      path: '/pages/sub-store/mall-order-list/index',
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelectorAll('.mall-order-list__row')).toHaveLength(1));
    expect(container.querySelector('.mall-order-list__row')!.textContent).toContain('HK$903');
    expect(container.querySelector('.mall-order-list__row')!.textContent).not.toContain('¥');
  });

  it('lists the orders waiting for confirmation first, and other statuses by tab', async () => {
    const network = mallStaffNetwork([
      answer(StoreMallOrderService.method.listStoreMallOrders, (request) => {
        const statuses = (JSON.parse(request.body!) as { statusList?: string[] }).statusList ?? [];
        return { list: statuses.includes('WAIT_SELLER_CONFIRM') ? [ORDER] : [], total: 0 };
      }),
    ]);
    const { container } = await bootPage(MallOrderListPage, {
      path: '/pages/sub-store/mall-order-list/index',
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelectorAll('.mall-order-list__row')).toHaveLength(1));
    const row = container.querySelector('.mall-order-list__row')!.textContent;
    expect(row).toContain('Mooncake gift set ×3, Vintage wine ×1');
    expect(row).toContain('¥903');
    // the store's wall clock: 02:30 UTC is 10:30 in Shanghai
    expect(row).toContain('2026-09-20 10:30');
    expect(sentTo(network.calls, 'ListStoreMallOrders')[0]).toMatchObject({
      storeId: '11',
      statusList: ['WAIT_SELLER_CONFIRM'],
    });
    await tap(container.querySelector('.mall-order-list__tab--WAIT_RECEIVE'));
    await waitFor(() => expect(container.textContent).toContain('没有这类订单'));
    expect(sentTo(network.calls, 'ListStoreMallOrders').at(-1)).toMatchObject({
      statusList: ['WAIT_RECEIVE', 'WAIT_BUYER_CONFIRM_RECEIVE'],
    });
  });

  it('accepts an order: it waits for shipping and can be cancelled after asking', async () => {
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: ORDER }),
      answer(StoreMallOrderService.method.acceptMallOrder, {
        order: { ...ORDER, status: MallOrder_Status.WAIT_SHIPPED },
      }),
      answer(StoreMallOrderService.method.cancelMallOrder, {
        order: { ...ORDER, status: MallOrder_Status.CLOSED, closeReason: MallOrder_CloseReason.SELLER_CANCEL },
      }),
    ]);
    expect(container.querySelector('.mall-order-detail__status')?.textContent).toBe('待确认');
    expect(container.querySelector('.mall-order-detail__address')?.textContent).toContain('黄浦区 中山东一路 1 号');
    await tap(container.querySelector('.mall-order-detail__accept'));
    await waitFor(() => expect(container.querySelector('.mall-order-detail__status')?.textContent).toBe('待发货'));
    expect(sentTo(network.calls, 'AcceptMallOrder')).toEqual([{ storeId: '11', orderId: '901' }]);
    expect(container.querySelector('.mall-order-detail__accept')).toBeNull();
    await tap(container.querySelector('.mall-order-detail__cancel'));
    await waitFor(() => expect(modalText()).toBe('取消这笔订单？款项将退还给买家。'));
    expect(sentTo(network.calls, 'CancelMallOrder')).toEqual([]);
    confirmModal();
    await waitFor(() =>
      expect(container.querySelector('.mall-order-detail__close-reason')?.textContent).toBe('商家取消'),
    );
    expect(sentTo(network.calls, 'CancelMallOrder')).toEqual([{ storeId: '11', orderId: '901' }]);
    expect(container.querySelector('.mall-order-detail__cancel')).toBeNull();
  });

  it('rejects an order only after asking, with the reason typed', async () => {
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: ORDER }),
      answer(StoreMallOrderService.method.rejectMallOrder, {
        order: {
          ...ORDER,
          status: MallOrder_Status.CLOSED,
          closeReason: MallOrder_CloseReason.SELLER_REJECT,
          refundedAmount: '90300',
        },
      }),
    ]);
    await fill(container, 'reason', 'Sold out of lotus');
    await tap(container.querySelector('.mall-order-detail__reject'));
    await waitFor(() => expect(modalText()).toBe('拒绝这笔订单？款项将退还给买家。'));
    expect(sentTo(network.calls, 'RejectMallOrder')).toEqual([]);
    confirmModal();
    await waitFor(() =>
      expect(container.querySelector('.mall-order-detail__close-reason')?.textContent).toBe('商家拒绝'),
    );
    expect(sentTo(network.calls, 'RejectMallOrder')).toEqual([
      { storeId: '11', orderId: '901', reason: 'Sold out of lotus' },
    ]);
    expect(container.querySelector('.mall-order-detail__refunded')?.textContent).toBe('¥903');
  });
});

describe('the store’s mall settings', () => {
  it('starts from the store’s zone, refuses days outside 1-30, and saves what was chosen', async () => {
    const network = mallStaffNetwork([
      answer(StoreMallConfigService.method.getStoreMallConfig, {
        config: { storeId: '11', deliveryEnabled: true, selfPickupEnabled: true, autoReceiveDays: 7 },
      }),
      answer(StoreMallConfigService.method.saveStoreMallConfig, (_request, input) => ({ config: input.config })),
    ]);
    const { container } = await bootPage(MallConfigPage, {
      path: '/pages/sub-store/mall-config/index',
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() =>
      expect(container.querySelector('.setup-field--timezone .setup-choice__item--chosen')?.textContent).toBe(
        'Asia/Shanghai',
      ),
    );
    await fill(container, 'autoReceiveDays', '31');
    await save(container);
    expect(formError(container)).toBe('自动确认收货天数须为 1 到 30');
    expect(sentTo(network.calls, 'SaveStoreMallConfig')).toEqual([]);
    await fill(container, 'autoReceiveDays', '10');
    await tap(
      Array.from(container.querySelectorAll('.setup-field--timezone .setup-choice__item')).find(
        (e) => e.textContent === 'Asia/Hong_Kong',
      )!,
    );
    await tap(container.querySelector('.setup-field--selfPickup .nut-switch'));
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'SaveStoreMallConfig')).toHaveLength(1));
    expect(sentTo(network.calls, 'SaveStoreMallConfig')[0]).toEqual({
      storeId: '11',
      config: { storeId: '11', timezone: 'Asia/Hong_Kong', deliveryEnabled: true, autoReceiveDays: 10 },
    });
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });
});
