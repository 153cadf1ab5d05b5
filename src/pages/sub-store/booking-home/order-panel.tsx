import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { SidePanel } from '@/components/side-panel';
import { useStaff } from '@/components/staff-kit/use-staff';
import { OrderDetailBody } from '../store-order-detail/order-detail-body';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface OrderPanelProps {
  orderId: string;
  onClose(): void;
}

/**
 * The booking picked on the board, beside it on wide windows: the same content and
 * actions as its page, so the host never loses the board to handle a booking.
 */
function OrderPanelView({ orderId, onClose }: OrderPanelProps) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const o = staff.order;
  useEffect(() => {
    o.load(orderId).catch(() => undefined);
  }, [o, orderId]);
  const order = o.orderId === orderId ? o.order : null;

  return (
    <SidePanel className='board-panel' title={t('staffOps.order.title')} onClose={onClose}>
      <LoadState status={order ? 'ready' : o.status} onRetry={() => void o.load(orderId)}>
        {order && <OrderDetailBody order={order} onDeleted={onClose} />}
      </LoadState>
    </SidePanel>
  );
}

export const OrderPanel = observer(OrderPanelView);
