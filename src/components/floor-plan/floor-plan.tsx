import { Text, View } from '@tarojs/components';
import { memo, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { UsedTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreFloorPlan } from '@/gen/store/v1/store_day_service_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { dinerName } from '@/stores/staff/order-state';
import { formatSecondOfDay } from '@/common/shift-time';
import { BlacklistMark } from '@/components/diner-risk-badge/blacklist-mark';
import { layoutFloor, type FloorTile } from './floor-plan-layout';
import './floor-plan.scss';

export interface FloorPlanProps {
  tables: readonly StoreTable[];
  plan?: StoreFloorPlan;
  orders: readonly BookingOrder[];
  locks?: readonly UsedTableItem[];
  atSecond: number;
  onOpenOrder(orderId: string): void;
  /** A free table was tapped: book it. */
  onPickFree?(itemId: string): void;
  /** Blacklisted diner records (id → reason): their tables carry a warning. */
  blacklist?: ReadonlyMap<string, string>;
}

function TileBody({ tile, blacklist }: { tile: FloorTile; blacklist?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const reason = tile.order ? blacklist?.get(tile.order.merchantDinerId) : undefined;
  return (
    <>
      <Text className='floor-plan__name'>{tile.name}</Text>
      {tile.order ? (
        <Text className='floor-plan__who'>
          {dinerName(tile.order)} · {tile.order.peopleCount}
        </Text>
      ) : tile.next ? (
        <Text className='floor-plan__who'>
          {t('staffOps.board.nextAt', { time: formatSecondOfDay(tile.next.reservationStartSecond) })}
        </Text>
      ) : (
        <Text className='floor-plan__who'>{t(`staffOps.tableState.${tile.state}`)}</Text>
      )}
      {reason !== undefined && <BlacklistMark compact reason={reason} />}
    </>
  );
}

/**
 * The room at one moment: every table where the store's floor plan puts it (or in a
 * grid), coloured by its state then, with who sits there or who comes next.
 */
function FloorPlanView({ tables, plan, orders, locks, atSecond, onOpenOrder, onPickFree, blacklist }: FloorPlanProps) {
  const { t } = useTranslation();
  const layout = useMemo(
    () => layoutFloor({ tables, plan, orders, locks, atSecond }),
    [tables, plan, orders, locks, atSecond],
  );
  const tap = (tile: FloorTile) => {
    if (tile.order?.model) onOpenOrder(tile.order.model.id);
    else if (tile.state === 'free') onPickFree?.(tile.itemId);
  };
  const tileClass = (tile: FloorTile, extra: string) =>
    `floor-plan__tile ${extra} booking-state--${tile.state}${tile.round ? ' floor-plan__tile--round' : ''}`;

  return (
    <View className='floor-plan'>
      {layout.planTiles.length > 0 && (
        <View
          className='floor-plan__plan'
          // The aspect also as a variable: wide windows fit the whole plan to the screen (stylesheet).
          style={{
            paddingBottom: `${layout.aspect * 100}%`,
            ['--plan-aspect' as string]: String(layout.aspect),
            // the room's picture, as staff uploaded it in the floor plan editor
            backgroundImage: plan?.background?.url ? `url(${plan.background.url})` : undefined,
          }}
        >
          {layout.planTiles.map((tile) => (
            <View
              key={tile.itemId}
              className={tileClass(tile, 'floor-plan__tile--placed')}
              style={{
                left: `${tile.box!.left}%`,
                top: `${tile.box!.top}%`,
                width: `${tile.box!.width}%`,
                height: `${tile.box!.height}%`,
                transform: tile.box!.rotation ? `rotate(${tile.box!.rotation}deg)` : undefined,
              }}
              onClick={() => tap(tile)}
            >
              <TileBody tile={tile} blacklist={blacklist} />
            </View>
          ))}
        </View>
      )}
      {layout.gridTiles.length > 0 && layout.planTiles.length > 0 && (
        <Text className='floor-plan__unplaced'>{t('staffOps.board.unplaced')}</Text>
      )}
      <View className='floor-plan__grid'>
        {layout.gridTiles.map((tile) => (
          <View key={tile.itemId} className={tileClass(tile, 'floor-plan__tile--grid')} onClick={() => tap(tile)}>
            <TileBody tile={tile} blacklist={blacklist} />
            <Text className='floor-plan__seats'>{t('staffOps.board.tableCount', { count: tile.seats })}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export const FloorPlan = memo(FloorPlanView);
