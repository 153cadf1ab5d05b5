import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit/use-staff';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { showToast } from '@/services/feedback';
import { dinerName, displayPhone } from '@/stores/staff/order-state';
import { formatSecondOfDay } from '@/common/shift-time';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * Every booking of the store waiting for its confirmation, whatever the date,
 * soonest first (the board shows one day). Each row confirms at once, rejects on
 * the order's close page, or opens the order.
 */
function BookingPendingPage() {
  const { t } = useTranslation();
  const { staff, open, openOrder, dateLabel } = useStaff();
  const { pending } = staff;
  useEffect(() => {
    staff.catalog.ensure().catch(() => undefined);
    pending.load().catch(() => undefined);
  }, [staff.catalog, pending]);
  // Back from an order or its close page: list what still waits.
  useDidShow(() => {
    if (pending.status === 'ready') void pending.load({ silent: true });
  });
  const confirm = async (id: string) => {
    if (await pending.confirm(id)) showToast(t('staffOps.action.done'));
  };
  return (
    <PageShell title={t('staffOps.pending.title')} onRefresh={() => pending.load().catch(() => undefined)}>
      <View className='booking-pending'>
        <LoadState status={pending.status} onRetry={() => void pending.load().catch(() => undefined)}>
          {pending.orders.length === 0 && <Text className='booking-pending__note'>{t('staffOps.pending.empty')}</Text>}
          {pending.orders.map((o) => {
            const id = o.model?.id ?? '';
            return (
              <View key={id} className='booking-pending__row'>
                <View onClick={() => openOrder(id)}>
                  <Text className='booking-pending__when'>
                    {`${dateLabel(o.reservationDate)} ${formatSecondOfDay(o.reservationStartSecond)}`}
                    {pending.isOverdue(o) && (
                      <Text className='booking-pending__overdue'>{t('staffOps.pending.overdue')}</Text>
                    )}
                  </Text>
                  <Text className='booking-pending__who'>
                    {[
                      dinerName(o),
                      t('staffOps.common.people', { count: o.peopleCount }),
                      staff.catalog.tableNames(o),
                      displayPhone(o),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </View>
                <View className='booking-pending__actions'>
                  <Button
                    type='primary'
                    className='booking-pending__confirm'
                    loading={pending.busyId === id}
                    disabled={!!pending.busyId}
                    onClick={() => void confirm(id)}
                  >
                    {t('staffOps.action.confirm')}
                  </Button>
                  <Button
                    className='booking-pending__reject'
                    disabled={!!pending.busyId}
                    onClick={() => open(STAFF_ROUTES.orderCancel, { id, reason: 'STORE_REJECT' })}
                  >
                    {t('staffOps.action.reject')}
                  </Button>
                </View>
              </View>
            );
          })}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(BookingPendingPage);
