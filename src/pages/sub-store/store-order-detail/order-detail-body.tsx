import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { DinerRiskBadge } from '@/components/diner-risk-badge';
import { OrderNotifications } from '@/components/notifications/order-notifications';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useState } from 'react';
import { useOrderItemsText } from '@/components/order-product-items/use-order-items-text';
import { useStaff } from '@/components/staff-kit/use-staff';
import { orderItemsApi } from '@/services/order-items-api';
import { useRootStore } from '@/stores';
import { OrderProductItemsStore } from '@/stores/staff/order-product-items.store';
import { OrderActionBar } from './order-action-bar';
import { OrderLogList } from './order-log-list';
import { OrderMoney } from './order-money';
import { OrderProductItems } from './order-product-items';
import { OrderSummary } from './order-summary';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * What staff see of the open order (staff.order): status, risk, actions, money, log
 * and messages. Its own page on a phone; beside the booking board on wide windows.
 */
function OrderDetailBodyView({ order, onDeleted }: { order: BookingOrder; onDeleted?: () => void }) {
  const { staff } = useStaff();
  const text = useOrderItemsText();
  const root = useRootStore();
  // The order's products: made here, in the subpackage, and shared by their section and the amounts.
  const [items] = useState(() => new OrderProductItemsStore(orderItemsApi(root.transport).staff, staff.order));
  const productTotal = items.orderId === order.model?.id ? items.total : '0';
  return (
    <View className='store-order-detail'>
      <OrderSummary order={order} />
      <DinerRiskBadge
        storeId={order.storeId}
        {...(order.merchantDinerId !== '0'
          ? { merchantDinerId: order.merchantDinerId }
          : { phone: order.diner?.phone, phoneRegionCode: order.diner?.phoneRegionCode })}
      />
      <OrderActionBar onDeleted={onDeleted} />
      <OrderMoney order={order} products={[text('total'), productTotal]} />
      <OrderProductItems order={order} items={items} />
      <OrderLogList />
      <OrderNotifications storeId={order.storeId} orderId={order.model?.id ?? ''} />
    </View>
  );
}

export const OrderDetailBody = observer(OrderDetailBodyView);
