import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useDidHide, useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit/use-staff';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { useWideLayout } from '@/utils/use-wide-layout';
import { BoardContent } from './board-content';
import { BoardFilters } from './board-filters';
import { BoardHeader } from './board-header';
import { MessagesBadge } from './messages-badge';
import { DailyMemo } from './daily-memo';
import { OrderPanel } from './order-panel';
import { WalkInPanel } from './walk-in-panel';
// private dining requests of the day
import { BookOutBadge } from './book-out-badge';
import { LapsedBadge } from './lapsed-badge';
import { PendingBadge } from './pending-badge';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * Store staff's booking board (spec: booking-home): a date of the store in one of
 * four views, filtered by shift and status, refreshed by pull-down and, while on
 * screen, by a light poll that reloads when another device changed the day. On wide
 * windows it fills the screen and a picked booking opens in a panel beside it.
 */
function BookingHomePage() {
  const { t } = useTranslation();
  const { staff, open, openOrder } = useStaff();
  const { day } = staff;
  const { date } = useRouter().params;
  const wide = useWideLayout();
  const [panelOrderId, setPanelOrderId] = useState<string | null>(null);
  // Walk-ins are seated now, so only on today's board.
  const [walkIn, setWalkIn] = useState(false);
  const showWalkIn = walkIn && day.date === day.today && !day.range;
  const panel = wide ? panelOrderId : null;

  useEffect(() => {
    day.open(date).catch(() => undefined);
    day.startLive();
    return () => day.stopLive();
  }, [day, date]);
  useDidShow(() => {
    // Back from another page (an order changed, a date picked): show the board as it is now.
    if (day.status === 'ready') void day.checkForChanges();
    if (panel) staff.order.load(panel).catch(() => undefined);
    day.startLive();
  });
  useDidHide(() => day.stopLive());

  return (
    <PageShell
      title={t('staffOps.board.title')}
      variant='dark'
      wide
      onRefresh={() => day.reload().catch(() => undefined)}
    >
      <View className={panel ? 'booking-home booking-home--panel' : 'booking-home'}>
        <View className='booking-home__top'>
          <BoardHeader />
          <DailyMemo />
          <PendingBadge />
          <BookOutBadge />
          <LapsedBadge />
          <MessagesBadge storeId={staff.stores.currentId} />
          <BoardFilters />
        </View>
        {/* Above the board, where the host looks: below it, a long board hid the panel off screen. */}
        {showWalkIn && <WalkInPanel onClose={() => setWalkIn(false)} />}
        <View className='booking-home__main'>
          <View className='booking-home__board'>
            <BoardContent onOpenOrder={(id) => (wide ? setPanelOrderId(id) : openOrder(id))} />
            <Text className='booking-home__live'>{t('staffOps.board.live')}</Text>
          </View>
          {panel && <OrderPanel orderId={panel} onClose={() => setPanelOrderId(null)} />}
        </View>
        <View className='booking-home__actions'>
          {day.date === day.today && !day.range && !showWalkIn && (
            <Button type='primary' className='booking-home__walk-in' onClick={() => setWalkIn(true)}>
              {t('staffOps.walkIn.open')}
            </Button>
          )}
          <Button type='primary' onClick={() => open(STAFF_ROUTES.orderCreateSelect, { date: day.date })}>
            {t('staffOps.board.create')}
          </Button>
          <Button onClick={() => open(STAFF_ROUTES.orderSearch)}>{t('staffOps.board.search')}</Button>
          <Button onClick={() => open(STAFF_ROUTES.printPreview, { date: day.date })}>
            {t('staffOps.board.print')}
          </Button>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(BookingHomePage);
