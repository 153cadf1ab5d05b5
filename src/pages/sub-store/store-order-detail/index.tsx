import { Text } from '@tarojs/components';
import { useDidHide, useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit/use-staff';
import { OrderDetailBody } from './order-detail-body';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * One booking as staff handle it (spec: store-order-detail): status and hint, every
 * engine action the status allows, money, and the log with undo. The real page; the
 * merchant route of the same name opens this one.
 */
function StoreOrderDetailPage() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { id = '', storeId = '' } = useRouter().params;
  const o = staff.order;
  const shown = useRef(false);
  const live = staff.orderLive;
  // The day's version is taken as soon as the order is shown, so a change made meanwhile is not missed.
  useEffect(() => {
    if (id)
      o.load(id, storeId)
        .then(() => live.check())
        .catch(() => undefined);
    live.start();
    return () => live.stop();
  }, [o, id, storeId, live]);
  // Back from an action's page: show what it changed.
  useDidShow(() => {
    if (shown.current && id)
      o.load(id)
        .then(() => live.check())
        .catch(() => undefined);
    shown.current = true;
    live.start();
  });
  useDidHide(() => live.stop());

  return (
    <PageShell title={t('staffOps.order.title')} onRefresh={() => (id ? o.load(id).catch(() => undefined) : undefined)}>
      {!id ? (
        <Text className='store-order-detail__missing'>{t('staffOps.order.missing')}</Text>
      ) : (
        <LoadState status={o.order && o.orderId === id ? 'ready' : o.status} onRetry={() => void o.load(id)}>
          {o.order && <OrderDetailBody order={o.order} />}
        </LoadState>
      )}
    </PageShell>
  );
}

export default observer(StoreOrderDetailPage);
