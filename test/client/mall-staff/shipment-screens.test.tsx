import { act, waitFor } from '@testing-library/react';
import { StoreMallOrderService } from '@/gen/mall/v1/store_mall_order_service_pb';
import { MallOrder_Status, MallShipment_Status, type MallOrderSchema } from '@/gen/mall/v1/mall_order_pb';
import { answer, type Init } from '../support/fake-network';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { ORDER, openOrder } from './mall-order-fixture';

// Parcels on the staff's order page: made with a carrier from the list and a
// tracking number, or packed and handed to a carrier later, then marked
// delivered; a pick-up parcel has no carrier. Only the next steps that apply.

beforeEach(() => resetHostUi());

const chip = (container: HTMLElement, field: string, label: string) =>
  tap(
    [...container.querySelectorAll(`.setup-field--${field} .setup-choice__item`)].find(
      (c) => c.textContent === label,
    ) ?? null,
  );
const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;
const line = (deliveryQuantity: number) => [{ orderItemId: '911', deliveryQuantity }];
const SHIPPING: Init<typeof MallOrderSchema> = { ...ORDER, status: MallOrder_Status.WAIT_SHIPPED };

describe('parcels and carriers', () => {
  it('ships part of an order with SF Express: quantities checked, a tracking number required', async () => {
    const shipping: Init<typeof MallOrderSchema> = {
      ...SHIPPING,
      itemList: [{ ...ORDER.itemList![0], shippedQuantity: 1 }, ORDER.itemList![1]],
      shipmentList: [{ id: '951', status: MallShipment_Status.DELIVERED, lineList: line(1) }],
    };
    const shipped: Init<typeof MallOrderSchema> = {
      ...shipping,
      itemList: [{ ...ORDER.itemList![0], shippedQuantity: 3 }, ORDER.itemList![1]],
      shipmentList: [
        ...shipping.shipmentList!,
        {
          id: '952',
          status: MallShipment_Status.SHIPPED,
          carrierCode: 'SF_EXPRESS',
          trackingNumber: 'SF100',
          lineList: line(2),
        },
      ],
    };
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: shipping }),
      answer(StoreMallOrderService.method.createMallShipment, { order: shipped }),
    ]);
    expect(container.querySelector('.mall-order-detail__cancel')).toBeNull();
    await tap(container.querySelector('.mall-order-detail__ship'));
    expect(text(container, '.mall-shipment-form__line--911')).toContain('待发 2');
    await fill(container, 'quantity-911', '3');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    expect(text(container, '.mall-shipment-form__problem')).toBe('发货数量不能超过待发数量');
    await fill(container, 'quantity-911', '');
    await fill(container, 'quantity-912', '0');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    expect(text(container, '.mall-shipment-form__problem')).toBe('请至少为一件商品填写发货数量');
    await fill(container, 'quantity-911', '2');
    await chip(container, 'carrier', '顺丰速运');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    expect(text(container, '.mall-shipment-form__problem')).toBe('请填写运单号（字母、数字或连字符，最多 40 位）');
    expect(sentTo(network.calls, 'CreateMallShipment')).toEqual([]);

    await fill(container, 'tracking', ' SF100 ');
    await tap(container.querySelector('.mall-shipment-form__submit'));
    await waitFor(() => expect(container.querySelector('.mall-shipment--952')).not.toBeNull());
    expect(sentTo(network.calls, 'CreateMallShipment')).toEqual([
      { storeId: '11', orderId: '901', lineList: line(2), carrierCode: 'SF_EXPRESS', trackingNumber: 'SF100' },
    ]);
    // on its way with SF: the next step is delivery (or closing it if it never arrives), not another hand-over
    expect(text(container, '.mall-shipment--952 .mall-shipment__status')).toBe('运输中');
    expect(text(container, '.mall-shipment--952 .mall-shipment__carrier')).toBe('顺丰速运 SF100');
    expect(container.querySelector('.mall-shipment--952 .mall-shipment__deliver')).not.toBeNull();
    expect(container.querySelector('.mall-shipment--952 .mall-shipment__closeShipped')).not.toBeNull();
    expect(container.querySelector('.mall-shipment--952 .mall-shipment__dispatch')).toBeNull();
    expect(container.querySelector('.mall-shipment--951 .mall-staff__actions')).toBeNull();
    expect(container.querySelector('.mall-order-detail__ship')).not.toBeNull();
  });

  it('a packed parcel is handed to a carrier typed as "other", then marked delivered after asking', async () => {
    const packed = { id: '952', status: MallShipment_Status.CREATED, lineList: line(3) };
    const sent = {
      ...packed,
      status: MallShipment_Status.SHIPPED,
      carrierCode: 'OTHER',
      carrier: 'Rapid Macau',
      trackingNumber: 'RM-88',
    };
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: { ...SHIPPING, shipmentList: [packed] } }),
      answer(StoreMallOrderService.method.dispatchMallShipment, {
        order: { ...SHIPPING, status: MallOrder_Status.WAIT_RECEIVE, shipmentList: [sent] },
      }),
      answer(StoreMallOrderService.method.deliverMallShipment, {
        order: {
          ...SHIPPING,
          status: MallOrder_Status.WAIT_BUYER_CONFIRM_RECEIVE,
          shipmentList: [{ ...sent, status: MallShipment_Status.DELIVERED }],
        },
      }),
    ]);
    expect(text(container, '.mall-shipment__status')).toBe('已打包');
    // not delivered before it leaves
    expect(container.querySelector('.mall-shipment__deliver')).toBeNull();
    await tap(container.querySelector('.mall-shipment__dispatch'));
    const options = [...container.querySelectorAll('.setup-field--carrier .setup-choice__item')].map(
      (c) => c.textContent,
    );
    expect(options).toEqual([
      '顺丰速运',
      '澳门邮政',
      '香港邮政',
      '中国邮政 EMS',
      '京东物流',
      '中通快递',
      '圆通速递',
      '申通快递',
      '韵达快递',
      '其他快递',
    ]);
    await chip(container, 'carrier', '其他快递');
    await fill(container, 'tracking', 'RM-88');
    await tap(container.querySelector('.mall-shipment__dispatch-submit'));
    expect(text(container, '.mall-shipment__problem')).toBe('请选择快递公司（选“其他快递”时填写名称）');
    await fill(container, 'carrier-name', 'Rapid Macau');
    await tap(container.querySelector('.mall-shipment__dispatch-submit'));
    await waitFor(() => expect(text(container, '.mall-shipment__status')).toBe('运输中'));
    expect(sentTo(network.calls, 'DispatchMallShipment')).toEqual([
      { storeId: '11', shipmentId: '952', carrierCode: 'OTHER', carrier: 'Rapid Macau', trackingNumber: 'RM-88' },
    ]);
    expect(text(container, '.mall-shipment__carrier')).toBe('Rapid Macau RM-88');

    await tap(container.querySelector('.mall-shipment__deliver'));
    await waitFor(() => expect(modalText()).toBe('确认这个包裹已送达？'));
    confirmModal();
    await waitFor(() => expect(text(container, '.mall-shipment__status')).toBe('已送达'));
    expect(sentTo(network.calls, 'DeliverMallShipment')).toEqual([{ storeId: '11', shipmentId: '952' }]);
    expect(container.querySelector('.mall-shipment .mall-staff__actions')).toBeNull();
  });

  it('a pick-up parcel has no carrier: it waits for the diner and is marked picked up after asking', async () => {
    const pickup: Init<typeof MallOrderSchema> = { ...SHIPPING, address: { selfDelivery: true } };
    const ready = { id: '953', status: MallShipment_Status.CREATED, lineList: line(3) };
    const { container, network } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, { order: pickup }),
      answer(StoreMallOrderService.method.createMallShipment, {
        order: { ...pickup, status: MallOrder_Status.WAIT_RECEIVE, shipmentList: [ready] },
      }),
      answer(StoreMallOrderService.method.deliverMallShipment, {
        order: { ...pickup, shipmentList: [{ ...ready, status: MallShipment_Status.DELIVERED }] },
      }),
    ]);
    await tap(container.querySelector('.mall-order-detail__ship'));
    expect(container.querySelector('.setup-field--carrier')).toBeNull();
    await tap(container.querySelector('.mall-shipment-form__submit'));
    await waitFor(() => expect(text(container, '.mall-shipment__status')).toBe('待顾客自提'));
    expect(sentTo(network.calls, 'CreateMallShipment')).toEqual([
      { storeId: '11', orderId: '901', lineList: [...line(3), { orderItemId: '912', deliveryQuantity: 1 }] },
    ]);
    expect(container.querySelector('.mall-shipment__dispatch')).toBeNull();
    await tap(container.querySelector('.mall-shipment__collect'));
    await waitFor(() => expect(modalText()).toBe('确认顾客已取走这个包裹？'));
    confirmModal();
    await waitFor(() => expect(text(container, '.mall-shipment__status')).toBe('顾客已取货'));
    expect(sentTo(network.calls, 'DeliverMallShipment')).toEqual([{ storeId: '11', shipmentId: '953' }]);
  });

  it('names the carrier and the parcel’s state in the reader’s language', async () => {
    const parcel = {
      id: '954',
      status: MallShipment_Status.SHIPPED,
      carrierCode: 'MACAU_POST',
      trackingNumber: 'RR123456789MO',
      lineList: line(3),
    };
    const { container, store } = await openOrder([
      answer(StoreMallOrderService.method.getStoreMallOrder, {
        order: { ...SHIPPING, status: MallOrder_Status.WAIT_RECEIVE, shipmentList: [parcel] },
      }),
    ]);
    const seen = () => [text(container, '.mall-shipment__status'), text(container, '.mall-shipment__carrier')];
    expect(seen()).toEqual(['运输中', '澳门邮政 RR123456789MO']);
    await act(async () => store.settings.setLanguage('zh-Hant'));
    await waitFor(() => expect(seen()).toEqual(['運輸中', '澳門郵政 RR123456789MO']));
    await act(async () => store.settings.setLanguage('en'));
    await waitFor(() => expect(seen()).toEqual(['On its way', 'Macau Post RR123456789MO']));
    await act(async () => store.settings.setLanguage('zh-Hans'));
  });
});
