import { ScrollView, Text, View } from '@tarojs/components';
import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { UsedTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { dinerName } from '@/stores/staff/order-state';
import { formatSecondOfDay } from '@/common/shift-time';
import { BlacklistMark } from '@/components/diner-risk-badge/blacklist-mark';
import { pacingCells, pacingText } from './pacing-lane';
import { layoutTimeline } from './timeline-layout';
import './booking-timeline.scss';

export interface BookingTimelineProps {
  tables: readonly StoreTable[];
  shifts: readonly StoreShift[];
  orders: readonly BookingOrder[];
  locks?: readonly UsedTableItem[];
  onOpenOrder(orderId: string): void;
  /** A free stretch of a table was tapped: book it. */
  onPickFree?(itemId: string): void;
  /** Blacklisted diner records (id → reason): their blocks carry a warning. */
  blacklist?: ReadonlyMap<string, string>;
  /** The day's bookings (any table or none) and its date: a pacing row for shifts with a limit. */
  pacing?: { orders: readonly BookingOrder[]; date: string };
}

// Sizes come from CSS variables set in the stylesheet (where the build converts design
// pixels per host), so inline styles only multiply them.
const lanesHigh = (lanes: number, extra = 0) => `calc(var(--timeline-lane) * ${lanes} + ${extra}px)`;

/**
 * Tables by time: a row per table item, the day's hours across, every order a
 * block coloured by its state. Scrolls sideways; the table names stay put.
 */
function BookingTimelineView({
  tables,
  shifts,
  orders,
  locks,
  onOpenOrder,
  onPickFree,
  blacklist,
  pacing,
}: BookingTimelineProps) {
  const { t } = useTranslation();
  const layout = useMemo(() => layoutTimeline({ tables, shifts, orders, locks }), [tables, shifts, orders, locks]);
  const hours = (layout.endSecond - layout.startSecond) / 3600;
  // The stylesheet sizes the grid from the hours: fixed hours to scroll through on a
  // phone, the whole day across the board on wide windows.
  const span = { '--timeline-hours': String(hours) } as CSSProperties;
  const rowHeight = (lanes: number) => lanesHigh(lanes, 4);
  const paces = useMemo(
    () => (pacing ? pacingCells(shifts, pacing.orders, pacing.date, layout) : []),
    [shifts, pacing, layout],
  );

  return (
    <View className='booking-timeline' style={span}>
      <View className='booking-timeline__names'>
        <View className='booking-timeline__corner' />
        {paces.length > 0 && (
          <View className='booking-timeline__name' style={{ height: rowHeight(1) }}>
            <Text className='booking-timeline__item'>{t('staffOps.board.pacing')}</Text>
          </View>
        )}
        {layout.rows.map((row) => (
          <View key={row.itemId} className='booking-timeline__name' style={{ height: rowHeight(row.lanes) }}>
            <Text className='booking-timeline__item'>{row.name}</Text>
            <Text className='booking-timeline__seats'>{t('staffOps.board.tableCount', { count: row.seats })}</Text>
          </View>
        ))}
      </View>
      <ScrollView scrollX className='booking-timeline__scroll'>
        <View className='booking-timeline__grid'>
          <View className='booking-timeline__axis'>
            {layout.ticks.map((tick) => (
              <Text key={tick.second} className='booking-timeline__tick' style={{ left: `${tick.left}%` }}>
                {formatSecondOfDay(tick.second)}
              </Text>
            ))}
          </View>
          {paces.length > 0 && (
            <View className='booking-timeline__row booking-timeline__pacing' style={{ height: rowHeight(1) }}>
              {paces.map((cell) => (
                <Text
                  key={cell.key}
                  className={`booking-timeline__pace${cell.full ? ' booking-timeline__pace--full' : ''}`}
                  style={{ left: `${cell.left}%`, width: `${cell.width}%` }}
                >
                  {pacingText(cell)}
                  {cell.full ? ` ${t('staffOps.board.pacingFull')}` : ''}
                </Text>
              ))}
            </View>
          )}
          {layout.rows.map((row) => (
            <View
              key={row.itemId}
              className='booking-timeline__row'
              style={{ height: rowHeight(row.lanes) }}
              onClick={() => onPickFree?.(row.itemId)}
            >
              {row.blocks.map((block) => (
                <View
                  key={block.key}
                  className={`booking-timeline__block booking-state--${block.state}`}
                  style={{
                    left: `${block.left}%`,
                    width: `${block.width}%`,
                    top: lanesHigh(block.lane, 2),
                    height: lanesHigh(1, -4),
                  }}
                  onClick={(e) => {
                    e.stopPropagation();
                    if (block.orderId) onOpenOrder(block.orderId);
                  }}
                >
                  <Text className='booking-timeline__label'>
                    {block.order
                      ? `${formatSecondOfDay(block.startSecond)} ${dinerName(block.order)} ${block.order.peopleCount}`
                      : t('staffOps.tableState.locked')}
                  </Text>
                  {block.order && blacklist?.has(block.order.merchantDinerId) && (
                    <BlacklistMark compact reason={blacklist.get(block.order.merchantDinerId)!} />
                  )}
                </View>
              ))}
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  );
}

export const BookingTimeline = memo(BookingTimelineView);
