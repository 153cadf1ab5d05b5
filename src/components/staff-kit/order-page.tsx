import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { dinerName } from '@/stores/staff/order-state';
import { formatSecondOfDay } from '@/common/shift-time';
import { useStaff } from './use-staff';
import './order-page.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface OrderPageProps {
  title: string;
  children(order: BookingOrder): ReactNode;
}

/**
 * The frame of a page that acts on one order (?id=): the order loaded when opened
 * directly, a line saying which order it is, and the page's own form.
 */
function OrderPageView({ title, children }: OrderPageProps) {
  const { t } = useTranslation();
  const { staff, dateLabel } = useStaff();
  const { id = '' } = useRouter().params;
  const o = staff.order;
  useEffect(() => {
    if (id && o.orderId !== id) o.load(id).catch(() => undefined);
  }, [o, id]);
  const order = o.orderId === id ? o.order : null;
  return (
    <PageShell title={title}>
      {!id ? (
        <Text className='order-page__missing'>{t('staffOps.order.missing')}</Text>
      ) : (
        <LoadState status={order ? 'ready' : o.status} onRetry={() => void o.load(id)}>
          {order && (
            <View className='order-page'>
              <Text className='order-page__which'>
                {`${dinerName(order)} · ${dateLabel(order.reservationDate)} ${formatSecondOfDay(order.reservationStartSecond)} · ${staff.catalog.tableNames(order)} · ${t('staffOps.common.people', { count: order.peopleCount })}`}
              </Text>
              {children(order)}
            </View>
          )}
        </LoadState>
      )}
    </PageShell>
  );
}

export const OrderPage = observer(OrderPageView);
