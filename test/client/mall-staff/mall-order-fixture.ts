import { waitFor } from '@testing-library/react';
import { MallOrder_Status, type MallOrderSchema } from '@/gen/mall/v1/mall_order_pb';
import MallOrderDetailPage from '@/pages/sub-store/mall-order-detail/index';
import { bootPage } from '../support/boot-page';
import type { CannedRoutes, Init } from '../support/fake-network';
import { timestamp } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import { mallStaffNetwork } from './mall-staff-network';

// One mall order of store 11 as staff open it, over the fake network.

export const ORDER: Init<typeof MallOrderSchema> = {
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

export async function openOrder(routes: CannedRoutes) {
  const network = mallStaffNetwork(routes);
  const store = createTestStore({ request: network.request });
  const booted = await bootPage(MallOrderDetailPage, {
    path: '/pages/sub-store/mall-order-detail/index',
    params: { id: '901' },
    store,
  });
  await waitFor(() => expect(booted.container.querySelector('.mall-order-detail__total')).not.toBeNull());
  return { ...booted, network, store };
}
