import { StoreMallOrderService } from '@/gen/mall/v1/store_mall_order_service_pb';
import {
  MallOrder_CloseReason,
  MallOrder_Status,
  type MallOrderSchema,
  MallShipment_Status,
} from '@/gen/mall/v1/mall_order_pb';
import { StoreMallConfigService } from '@/gen/mall/v1/store_mall_config_service_pb';
import { waitFor } from '@testing-library/react';
import MallConfigPage from '@/pages/sub-store/mall-config/index';
import MallOrderDetailPage from '@/pages/sub-store/mall-order-detail/index';
import MallOrderListPage from '@/pages/sub-store/mall-order-list/index';
import { bootPage } from '../support/boot-page';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, save, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { mallStaffNetwork } from './mall-staff-network';
import { answer, type CannedRoutes, type Init, timestamp } from '../support/fake-network';

// The store's mall orders: the list by status, an order's decisions, parcels, and the mall settings.

const ORDER: Init<typeof MallOrderSchema> = {
  model: { id: '901', createTime: timestamp('2026-09-20T02:30:00Z') },
  merchantId: '5',
  storeId: '11',
  status: MallOrder_Status.WAIT_SELLER_CONFIRM,
  itemList: [
    {
      id: '911',
      productTitle: 'Mooncake gift set',
      specText: 'Lotus',
      unitPrice: '16800',
      quantity: 3,
      amount: '50400',
    },
    { id: '912', productTitle: 'Vintage wine', unitPrice: '39900', quantity: 1, amount: '39900' },
  ],
  address: {
    province: '上海市',
    city: '上海市',
    district: '黄浦区',
    detail: '中山东一路 1 号',
    contact: 'Li Lei',
    phone: '13800138000',
  },
  totalAmount: '90300',
  currency: 'CNY',
  buyerNickname: 'Lei',
  buyerPhone: '13800138000',
  timezone: 'Asia/Shanghai',
};

async function openOrder(routes: CannedRoutes) {
  const network = mallStaffNetwork(routes);
  const booted = await bootPage(MallOrderDetailPage, {
    path: '/pages/sub-store/mall-order-detail/index',
    params: { id: '901' },
    store: createTestStore({ request: network.request }),
  });
  await waitFor(() => expect(booted.container.querySelector('.mall-order-detail__total')).not.toBeNull());
  return { ...booted, network };
}

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

  it('ships part of an order: each quantity at most what is left, at least one line', async () => {
    const shipping: Init<typeof MallOrderSchema> = {
      ...ORDER,
      status: MallOrder_Status.WAIT_SHIPPED,
      itemList: [{ ...ORDER.itemList![0], shippedQuantity: 1 }, ORDER.itemList![1]],
      shipmentList: [
        { id: '951', status: MallShipment_Status.DELIVERED, lineList: [{ orderItemId: '911', deliveryQuantity: 1 }] },
      ],
    };
    const shipped: Init<typeof MallOrderSchema> = {
      ...shipping,
      status: MallOrder_Status.WAIT_RECEIVE,
      itemList: [{ ...ORDER.itemList![0], shippedQuantity: 3 }, ORDER.itemList![1]],
      shipmentList: [
        ...shipping.shipmentList!,
        {
          id: '952',
          status: MallShipment_Status.CREATED,
          carrier: 'SF',
          trackingNumber: 'SF100',
          lineList: [{ orderItemId: '911', deliveryQuantity: 2 }],
        },
      ],
    };
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: shipping }),
      answer(StoreMallOrderService.method.createMallShipment, { order: shipped }),
    ]);
    // partly shipped: no seller cancel any more
    expect(container.querySelector('.mall-order-detail__cancel')).toBeNull();
    await tap(container.querySelector('.mall-order-detail__ship'));
    // proposes what is left of each line
    expect(container.querySelector('.mall-shipment-form__line--911')?.textContent).toContain('待发 2');
    await fill(container, 'quantity-911', '3');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    expect(container.querySelector('.mall-shipment-form__problem')?.textContent).toBe('发货数量不能超过待发数量');
    await fill(container, 'quantity-911', '');
    await fill(container, 'quantity-912', '0');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    expect(container.querySelector('.mall-shipment-form__problem')?.textContent).toBe('请至少为一件商品填写发货数量');
    expect(sentTo(network.calls, 'CreateMallShipment')).toEqual([]);
    await fill(container, 'quantity-911', '2');
    await fill(container, 'carrier', ' SF ');
    await fill(container, 'tracking', 'SF100');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    await waitFor(() => expect(container.querySelector('.mall-shipment--952')).not.toBeNull());
    expect(sentTo(network.calls, 'CreateMallShipment')).toEqual([
      {
        storeId: '11',
        orderId: '901',
        lineList: [{ orderItemId: '911', deliveryQuantity: 2 }],
        carrier: 'SF',
        trackingNumber: 'SF100',
      },
    ]);
    expect(container.querySelector('.mall-shipment-form')).toBeNull();
    // the wine is still to ship
    expect(container.querySelector('.mall-order-detail__ship')).not.toBeNull();
  });

  it('marks a parcel delivered only after asking', async () => {
    const shipment = {
      id: '952',
      status: MallShipment_Status.CREATED,
      lineList: [{ orderItemId: '911', deliveryQuantity: 3 }],
    };
    const order: Init<typeof MallOrderSchema> = {
      ...ORDER,
      status: MallOrder_Status.WAIT_RECEIVE,
      shipmentList: [shipment],
    };
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order }),
      answer(StoreMallOrderService.method.deliverMallShipment, {
        order: { ...order, shipmentList: [{ ...shipment, status: MallShipment_Status.DELIVERED }] },
      }),
    ]);
    await tap(container.querySelector('.mall-shipment__deliver'));
    await waitFor(() => expect(modalText()).toBe('确认这个包裹已送达？'));
    confirmModal();
    await waitFor(() => expect(container.querySelector('.mall-shipment__status')?.textContent).toBe('已送达'));
    expect(sentTo(network.calls, 'DeliverMallShipment')).toEqual([{ storeId: '11', shipmentId: '952' }]);
    expect(container.querySelector('.mall-shipment__deliver')).toBeNull();
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
