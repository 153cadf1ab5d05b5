import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import {
  MallOrder_CloseReason,
  MallOrder_Status,
  MallShipment_Status,
  type MallOrderSchema,
} from '@/gen/mall/v1/mall_order_pb';
import { DinerMallOrderService } from '@/gen/mall/v1/diner_mall_order_service_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import MallCartPage from '@/pages/sub-user/mall-cart/index';
import MallCheckoutPage from '@/pages/sub-user/mall-checkout/index';
import MallOrderDetailPage from '@/pages/sub-user/mall-order-detail/index';
import MallOrderHistoryPage from '@/pages/sub-user/mall-order-history/index';
import MallProductDetailPage from '@/pages/sub-user/mall-product-detail/index';
import MallProductListPage from '@/pages/sub-user/mall-product-list/index';
import type { PaymentRequest } from '@/platform';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoutes, type Init } from '../support/fake-network';
import { confirmModal, cancelModal, modalText, resetHostUi } from '../support/host-ui';
import { bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { CREATE_TRANSACTION, mallOrder, orderItem, ORDERS, PAYMENT_CONFIG, paymentRoutes } from './mall-fixtures';

// The diner's mall orders: the list by status tab, and the order's page
// with its shipments; pay while it waits for payment, cancel (asked first)
// before the seller accepts, confirm receipt once delivered. And every mall
// page opened without its query shows a state, not a crash.
beforeEach(() => resetHostUi());

function boot(
  page: Parameters<typeof bootPage>[0],
  routes: CannedRoutes,
  params: Record<string, string> = {},
  requestPayment?: (p: PaymentRequest) => Promise<'paid'>,
) {
  const network = fakeNetwork(routes);
  const store = createTestStore({ request: network.request, platform: requestPayment ? { requestPayment } : {} });
  return { open: bootPage(page, { diner: true, params, store }), network };
}

const status = (container: HTMLElement) => container.querySelector('[data-testid="mall-order-status"]')?.textContent;
const tap = (el: Element) =>
  act(async () => {
    fireEvent.click(el);
  });

describe('mall-order-detail', () => {
  it('cancels only after the diner confirms, and shows the order closed', async () => {
    const { open, network } = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, {
          order: mallOrder({ status: MallOrder_Status.WAIT_SELLER_CONFIRM }),
        }),
        answer(DinerMallOrderService.method.cancelMyMallOrder, {
          order: mallOrder({
            status: MallOrder_Status.CLOSED,
            closeReason: MallOrder_CloseReason.BUYER_CANCEL,
            refundedAmount: '45600',
          }),
        }),
      ],
      { id: '77' },
    );
    const { container, findByText } = await open;
    expect(await findByText('待商家确认')).toBeTruthy();
    fireEvent.click(container.querySelector('.mall-order__cancel')!);
    await waitFor(() => expect(modalText()).toBe('取消这个订单？已付款项将原路退回。'));
    await act(async () => cancelModal());
    expect(callsTo(network.calls, `${ORDERS}/CancelMyMallOrder`)).toHaveLength(0);
    fireEvent.click(container.querySelector('.mall-order__cancel')!);
    await waitFor(() => expect(modalText()).toBe('取消这个订单？已付款项将原路退回。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(status(container)).toBe('已关闭 · 已取消'));
    expect(bodyOf(callsTo(network.calls, `${ORDERS}/CancelMyMallOrder`)[0])).toEqual({ orderId: '77' });
    expect(container.textContent).toContain('已退款¥456');
    expect(container.querySelector('.mall-order__cancel')).toBeNull();
  });

  it('shows the shipments with their tracking numbers and confirms receipt once delivered', async () => {
    const shipped: Init<typeof MallOrderSchema> = {
      itemList: [orderItem({ shippedQuantity: 2 })],
      shipmentList: [
        {
          id: '3',
          orderId: '77',
          status: MallShipment_Status.DELIVERED,
          carrierCode: 'SF_EXPRESS',
          trackingNumber: 'SF1234567890',
          lineList: [{ orderItemId: '900', deliveryQuantity: 2 }],
        },
      ],
    };
    const { open, network } = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, {
          order: mallOrder({ status: MallOrder_Status.WAIT_BUYER_CONFIRM_RECEIVE, ...shipped }),
        }),
        answer(DinerMallOrderService.method.confirmMallOrderReceipt, {
          order: mallOrder({ status: MallOrder_Status.FINISHED, ...shipped }),
        }),
      ],
      { id: '77' },
    );
    const { container, findByText } = await open;
    expect(await findByText('顺丰速运 运单号 SF1234567890')).toBeTruthy();
    expect(container.querySelector('[data-testid="mall-shipment"]')?.textContent).toContain('Mid-Autumn Gift Set × 2');
    // Not cancellable once the seller has it.
    expect(container.querySelector('.mall-order__cancel')).toBeNull();
    fireEvent.click(container.querySelector('.mall-order__receive')!);
    await waitFor(() => expect(modalText()).toBe('确认已收到全部商品？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(status(container)).toBe('已完成'));
    expect(bodyOf(callsTo(network.calls, `${ORDERS}/ConfirmMallOrderReceipt`)[0])).toEqual({ orderId: '77' });
    expect(container.querySelector('.mall-order__receive')).toBeNull();
  });

  it('shows a parcel on its way, one only packed and one waiting for pick-up, the carrier in the reader’s language', async () => {
    const parcel = (id: string, status: MallShipment_Status, more = {}) => ({
      id,
      orderId: '77',
      status,
      lineList: [{ orderItemId: '900', deliveryQuantity: 1 }],
      ...more,
    });
    const onItsWay = mallOrder({
      status: MallOrder_Status.WAIT_SHIPPED,
      itemList: [orderItem({ shippedQuantity: 2 })],
      shipmentList: [
        parcel('3', MallShipment_Status.SHIPPED, { carrierCode: 'HONGKONG_POST', trackingNumber: 'EE123456785HK' }),
        parcel('4', MallShipment_Status.CREATED),
      ],
    });
    const { open, network } = boot(
      MallOrderDetailPage,
      [answer(DinerMallOrderService.method.getMyMallOrder, { order: onItsWay })],
      { id: '77' },
    );
    const { container, findByText, store } = await open;
    expect(await findByText('香港邮政 运单号 EE123456785HK')).toBeTruthy();
    const states = () => [...container.querySelectorAll('.mall-shipment__status')].map((e) => e.textContent);
    expect(states()).toEqual(['运输中', '已打包，待交快递']);
    await act(async () => store.settings.setLanguage('en'));
    await waitFor(() => expect(states()).toEqual(['On its way', 'Packed, not yet with the carrier']));
    expect(container.querySelector('.mall-shipment__carrier')?.textContent).toBe(
      'Hongkong Post tracking EE123456785HK',
    );
    await act(async () => store.settings.setLanguage('zh-Hant'));
    await waitFor(() =>
      expect(container.querySelector('.mall-shipment__carrier')?.textContent).toBe('香港郵政 運單號 EE123456785HK'),
    );
    await act(async () => store.settings.setLanguage('zh-Hans'));
    expect(callsTo(network.calls, `${ORDERS}/GetMyMallOrder`).length).toBeGreaterThan(0);

    const pickup = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, {
          order: mallOrder({
            status: MallOrder_Status.WAIT_RECEIVE,
            address: { selfDelivery: true },
            shipmentList: [parcel('5', MallShipment_Status.CREATED)],
          }),
        }),
      ],
      { id: '77' },
    );
    const second = await pickup.open;
    await waitFor(() =>
      expect(second.container.querySelector('.mall-shipment__status')?.textContent).toBe('可到店自提'),
    );
  });

  it('offers to pay before the deadline, through the cashier with purpose MALL_ORDER', async () => {
    const paid: string[] = [];
    const deadline = timestampFromMs(Date.now() + 10 * 60_000);
    const { open, network } = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, { order: mallOrder({ paymentExpireTime: deadline }) }),
        ...paymentRoutes(),
      ],
      { id: '77' },
      async (p) => {
        paid.push(p.cashierUrl);
        return 'paid';
      },
    );
    const { container, findByText } = await open;
    expect(await findByText('待付款')).toBeTruthy();
    await tap(container.querySelector('.mall-order__pay')!);
    await waitFor(() => expect(paid).toEqual(['https://pay.test/c']));
    expect(bodyOf(callsTo(network.calls, PAYMENT_CONFIG)[0])).toMatchObject({ purpose: 'MALL_ORDER', subjectId: '77' });
    expect(bodyOf(callsTo(network.calls, CREATE_TRANSACTION)[0])).toMatchObject({ purpose: 'MALL_ORDER' });
  });

  it('no longer offers to pay once the deadline has passed', async () => {
    const past = timestampFromMs(Date.now() - 60_000);
    const { open } = boot(
      MallOrderDetailPage,
      [answer(DinerMallOrderService.method.getMyMallOrder, { order: mallOrder({ paymentExpireTime: past }) })],
      { id: '77' },
    );
    const { container, findByText } = await open;
    expect(await findByText('待付款')).toBeTruthy();
    expect(container.querySelector('.mall-order__pay')).toBeNull();
  });
});

describe('mall-order-history', () => {
  it('lists the orders and asks for a tab’s statuses', async () => {
    const { open, network } = boot(MallOrderHistoryPage, [
      answer(DinerMallOrderService.method.queryMyMallOrders, { list: [mallOrder()], total: 1 }),
    ]);
    const { container, findByText } = await open;
    expect(await findByText('Jade Garden · The Bund')).toBeTruthy();
    expect(container.querySelector('[data-testid="mall-order"]')?.textContent).toContain('共 2 件¥456');
    await tap(container.querySelector('.mall-tab--toReceive')!);
    const calls = callsTo(network.calls, `${ORDERS}/QueryMyMallOrders`);
    // All: no statuses named.
    expect(bodyOf(calls[0])).toEqual({ query: { limit: 20 } });
    expect(bodyOf(calls[calls.length - 1]).statusList).toEqual(['WAIT_RECEIVE', 'WAIT_BUYER_CONFIRM_RECEIVE']);
  });
});

describe('mall pages opened without their query', () => {
  it.each([
    ['mall-product-list', MallProductListPage, '没有指定门店'],
    ['mall-product-detail', MallProductDetailPage, '没有找到这个商品'],
    ['mall-cart', MallCartPage, '购物车是空的'],
    ['mall-checkout', MallCheckoutPage, '没有要结算的商品'],
    ['mall-order-detail', MallOrderDetailPage, '没有找到这个订单'],
  ])('%s shows a state, not a crash, and calls nothing of the mall', async (_name, page, text) => {
    const { open, network } = boot(page, []);
    const { findByText } = await open;
    expect(await findByText(text)).toBeTruthy();
    expect(network.calls.filter((c) => c.url.includes('mall.v1'))).toHaveLength(0);
  });
});
