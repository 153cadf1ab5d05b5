import { Text, View } from '@tarojs/components';
import { memo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { dinerName, displayPhone, statusKey, tableStateOf } from '@/stores/staff/order-state';
import type { OrderNames } from '@/stores/staff/store-catalog.store';
import { formatSecondOfDay } from '@/common/shift-time';
import { BlacklistMark } from '@/components/diner-risk-badge/blacklist-mark';
import './booking-order-list.scss';

export interface BookingOrderListProps {
  orders: readonly BookingOrder[];
  onOpenOrder(orderId: string): void;
  /** Show each order's date (search results, date ranges). */
  showDate?: boolean;
  names: OrderNames;
  /** Blacklisted diner records (id → reason): their orders carry a warning. */
  blacklist?: ReadonlyMap<string, string>;
  /** The names of an order's tags (VIP, birthday...), shown on its card. */
  tagNames?(order: BookingOrder): string[];
}

/** Orders as cards: time, guest, party, tables, status, tags and notes. */
function BookingOrderListView({ orders, onOpenOrder, showDate, names, blacklist, tagNames }: BookingOrderListProps) {
  const { t } = useTranslation();
  return (
    <View className='booking-order-list'>
      {orders.map((o) => {
        const id = o.model?.id ?? '';
        const key = statusKey(o.status);
        const blacklisted = blacklist?.get(o.merchantDinerId);
        const tags = tagNames?.(o) ?? [];
        return (
          <View key={id} className='booking-order-list__card' onClick={() => onOpenOrder(id)}>
            <View className='booking-order-list__top'>
              <Text className='booking-order-list__time'>
                {showDate ? `${o.reservationDate} ` : ''}
                {formatSecondOfDay(o.reservationStartSecond)}
              </Text>
              <Text className={`booking-order-list__status booking-state--${tableStateOf(o)}`}>
                {o.arrivalTime && key === 'WAIT_SERVICE' ? t('staffOps.status.arrived') : t(`staffOps.status.${key}`)}
              </Text>
            </View>
            <View className='booking-order-list__main'>
              <Text className='booking-order-list__name'>{dinerName(o)}</Text>
              <Text className='booking-order-list__people'>
                {t('staffOps.common.people', { count: o.peopleCount })}
              </Text>
              <Text className='booking-order-list__tables'>{names.tableNames(o)}</Text>
            </View>
            {blacklisted !== undefined && <BlacklistMark reason={blacklisted} />}
            <View className='booking-order-list__sub'>
              <Text>{displayPhone(o)}</Text>
              <Text>{names.shiftName(o)}</Text>
            </View>
            {tags.length > 0 && (
              <View className='booking-order-list__tags'>
                {tags.map((tag) => (
                  <Text key={tag} className='booking-order-list__tag'>
                    {tag}
                  </Text>
                ))}
              </View>
            )}
            {(o.dinerRemark || o.storeRemark) && (
              <Text className='booking-order-list__remark'>
                {[o.dinerRemark, o.storeRemark].filter(Boolean).join(' · ')}
              </Text>
            )}
          </View>
        );
      })}
    </View>
  );
}

export const BookingOrderList = memo(BookingOrderListView);
