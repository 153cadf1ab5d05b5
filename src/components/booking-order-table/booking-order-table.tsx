import { ScrollView, Text, View } from '@tarojs/components';
import { memo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { dinerName, displayPhone, statusKey } from '@/stores/staff/order-state';
import type { OrderNames } from '@/stores/staff/store-catalog.store';
import { formatSecondOfDay } from '@/common/shift-time';
import { BlacklistMark } from '@/components/diner-risk-badge/blacklist-mark';
import './booking-order-table.scss';

export interface BookingOrderTableProps {
  orders: readonly BookingOrder[];
  onOpenOrder(orderId: string): void;
  showDate?: boolean;
  names: OrderNames;
  /** Blacklisted diner records (id → reason): their orders carry a warning. */
  blacklist?: ReadonlyMap<string, string>;
}

/** The day as a spreadsheet: one row per order, the columns staff scan by eye. */
function BookingOrderTableView({ orders, onOpenOrder, showDate, names, blacklist }: BookingOrderTableProps) {
  const { t } = useTranslation();
  const head = [
    ...(showDate ? [t('staffOps.order.date')] : []),
    t('staffOps.order.time'),
    t('staffOps.order.table'),
    t('staffOps.order.diner'),
    t('staffOps.order.phone'),
    t('staffOps.order.people'),
    t('staffOps.print.fields.status'),
    t('staffOps.print.fields.remark'),
  ];
  return (
    <ScrollView scrollX className='booking-order-table'>
      <View className='booking-order-table__sheet'>
        <View className='booking-order-table__row booking-order-table__row--head'>
          {head.map((h) => (
            <Text key={h} className='booking-order-table__cell'>
              {h}
            </Text>
          ))}
        </View>
        {orders.map((o) => (
          <View key={o.model?.id} className='booking-order-table__row' onClick={() => onOpenOrder(o.model?.id ?? '')}>
            {showDate && <Text className='booking-order-table__cell'>{o.reservationDate}</Text>}
            <Text className='booking-order-table__cell'>{formatSecondOfDay(o.reservationStartSecond)}</Text>
            <Text className='booking-order-table__cell'>{names.tableNames(o)}</Text>
            <View className='booking-order-table__cell'>
              <Text>{dinerName(o)}</Text>
              {blacklist?.has(o.merchantDinerId) && (
                <BlacklistMark compact reason={blacklist.get(o.merchantDinerId)!} />
              )}
            </View>
            <Text className='booking-order-table__cell'>{displayPhone(o)}</Text>
            <Text className='booking-order-table__cell'>{o.peopleCount}</Text>
            <Text className='booking-order-table__cell'>{t(`staffOps.status.${statusKey(o.status)}`)}</Text>
            <Text className='booking-order-table__cell booking-order-table__cell--wide'>
              {[o.dinerRemark, o.storeRemark].filter(Boolean).join(' · ')}
            </Text>
          </View>
        ))}
      </View>
    </ScrollView>
  );
}

export const BookingOrderTable = memo(BookingOrderTableView);
