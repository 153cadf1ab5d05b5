import { ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrderList } from '@/components/booking-order-list';
import { BookingOrderTable } from '@/components/booking-order-table';
import { BookingTimeline } from '@/components/booking-timeline';
import { FloorPlan } from '@/components/floor-plan';
import { LoadState } from '@/components/load-state';
import { useStaff } from '@/components/staff-kit/use-staff';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { formatSecondOfDay, shiftSlotStarts } from '@/common/shift-time';
import { secondOfDate } from '@/common/zoned-time';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The chosen view of the day, with its loading, error and empty states; a picked booking goes to onOpenOrder. */
function BoardContentView({ onOpenOrder: openOrder }: { onOpenOrder(orderId: string): void }) {
  const { t } = useTranslation();
  const { staff, open } = useStaff();
  const { day } = staff;
  const isToday = day.date === day.today;
  const nowSecond = isToday ? secondOfDate(Date.now(), day.date, staff.stores.timezone) : -1;
  // The floor plan's moment: now today, else the first slot of the shifts shown.
  const slots = useMemo(
    () =>
      day.visibleShifts.flatMap((s) =>
        shiftSlotStarts(s.startSecond, s.endSecond, s.deltaSecond || 1800, s.skippedStartSecondList),
      ),
    [day.visibleShifts],
  );
  const [picked, setPicked] = useState<number | null>(null);
  // The store's tags name the ones each card shows.
  useEffect(() => {
    staff.order.loadLabels().catch(() => undefined);
  }, [staff.order, staff.stores.currentId]);
  const atSecond = picked ?? (isToday ? nowSecond : (slots[0] ?? 12 * 3600));
  const bookAt = (itemId: string, second?: number) =>
    open(STAFF_ROUTES.orderCreateSelect, { date: day.date, itemId, second });

  const orders = day.visibleOrders;
  const placed = day.placedOrders;
  // Pacing counts every booking of the day, seated at a table or not.
  const dayOrders = day.orders;
  const pacing = useMemo(() => ({ orders: dayOrders, date: day.date }), [dayOrders, day.date]);
  const noTables = day.tables.length === 0;
  const showDate = !!day.range;

  let body: JSX.Element;
  if (day.view === 'floor' || day.view === 'timeline') {
    body = noTables ? (
      <Text className='board-empty'>{t('staffOps.board.noTables')}</Text>
    ) : day.view === 'floor' ? (
      <View>
        <ScrollView scrollX className='board-times'>
          {isToday && (
            <Text
              className={picked === null ? 'board-chip board-chip--on' : 'board-chip'}
              onClick={() => setPicked(null)}
            >
              {t('staffOps.board.now')}
            </Text>
          )}
          {slots.map((s) => (
            <Text
              key={s}
              className={atSecond === s ? 'board-chip board-chip--on' : 'board-chip'}
              onClick={() => setPicked(s)}
            >
              {formatSecondOfDay(s)}
            </Text>
          ))}
        </ScrollView>
        <FloorPlan
          tables={day.tables}
          plan={day.floorPlans[0]}
          orders={placed}
          locks={day.locks}
          atSecond={atSecond}
          onOpenOrder={openOrder}
          onPickFree={(itemId) => bookAt(itemId, atSecond >= 0 ? atSecond : undefined)}
          blacklist={day.blacklist}
        />
      </View>
    ) : (
      <BookingTimeline
        tables={day.tables}
        shifts={day.visibleShifts}
        orders={placed}
        locks={day.locks}
        onOpenOrder={openOrder}
        onPickFree={(itemId) => bookAt(itemId)}
        blacklist={day.blacklist}
        pacing={pacing}
      />
    );
  } else {
    const emptyText = day.orders.length ? t('staffOps.board.emptyFiltered') : t('staffOps.board.empty');
    body =
      orders.length === 0 ? (
        <Text className='board-empty'>{emptyText}</Text>
      ) : day.view === 'list' ? (
        <BookingOrderList
          orders={orders}
          onOpenOrder={openOrder}
          showDate={showDate}
          names={staff.catalog}
          blacklist={day.blacklist}
          tagNames={staff.order.tagNamesOf}
        />
      ) : (
        <BookingOrderTable
          orders={orders}
          onOpenOrder={openOrder}
          showDate={showDate}
          names={staff.catalog}
          blacklist={day.blacklist}
        />
      );
  }

  return (
    <LoadState status={day.status} onRetry={() => void day.reload()}>
      <View className={`board-content board-content--${day.view}`}>{body}</View>
    </LoadState>
  );
}

export const BoardContent = observer(BoardContentView);
