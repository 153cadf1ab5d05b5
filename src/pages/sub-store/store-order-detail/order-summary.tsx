import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrder_CloseReason as CloseReason, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useStaff } from '@/components/staff-kit/use-staff';
import { dinerName, displayPhone, statusKey, tableStateOf } from '@/stores/staff';
import { formatSecondOfDay } from '@/common/shift-time';
import { fapiaoFields } from '@/stores/diner/fapiao-title.store';
import { formatInZone } from '@/utils/date-display';
import { timestampDate } from '@bufbuild/protobuf/wkt';
// messages
import { pageUrl } from '@/routing/diner-routes';
import { IM_ROUTES } from '@/routing/im-routes';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/im-texts';
import '@/i18n/fapiao-texts';

/** Status with its store-side hint (spec section 4), then who, when, where. */
function OrderSummaryView({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, root, dateLabel } = useStaff();
  const key = statusKey(order.status);
  const arrived = !!order.arrivalTime && key === 'WAIT_SERVICE';
  const expired = key === 'CLOSED' && order.closeReason === CloseReason.DEPOSIT_PAYMENT_FAIL;
  const o = staff.order;
  const row = (title: string, value: string) => (value ? <Cell title={title} extra={value} /> : null);
  // What to do next, for the order as it is: once seated, when they came; a closed order's row says why.
  const hint = arrived
    ? `${t('staffOps.logField.arrivalTime')} ${formatInZone(timestampDate(order.arrivalTime!), 'HH:mm', staff.stores.timezone)}`
    : key === 'CLOSED'
      ? ''
      : t(`staffOps.hint.${key === 'WAIT_SERVICE' && !o.arrivalRefunds ? 'WAIT_SERVICE_PLAIN' : key}`);
  return (
    <View className='order-summary'>
      <View className={`order-summary__status booking-state--${tableStateOf(order)}`}>
        <Text className='order-summary__status-text'>
          {expired
            ? t('staffOps.status.depositExpired')
            : arrived
              ? t('staffOps.status.arrived')
              : t(`staffOps.status.${key}`)}
        </Text>
        {hint && <Text className='order-summary__hint'>{hint}</Text>}
      </View>
      <Cell.Group>
        {row(t('staffOps.order.diner'), `${dinerName(order)}`)}
        {order.diner?.phone && (
          <Cell
            title={t('staffOps.order.phone')}
            extra={displayPhone(order)}
            clickable
            onClick={() => void root.platform.makePhoneCall(order.diner!.phone)}
          />
        )}
        {/* messages: the conversation with the guest about this booking, answered as the store */}
        {order.userId && order.userId !== '0' ? (
          <Cell
            className='order-summary__chat'
            title={t('im.chatWithDiner')}
            clickable
            onClick={() =>
              void root.navigator.navigateTo(
                pageUrl(IM_ROUTES.merchantDetail, {
                  name: `USER:${order.userId}`,
                  operator: `STORE:${order.storeId}`,
                  bookingOrderId: order.model?.id,
                  orderNo: order.orderNo,
                }),
              )
            }
          />
        ) : null}
        {row(t('staffOps.order.date'), `${dateLabel(order.reservationDate)}`)}
        {row(
          t('staffOps.order.time'),
          `${formatSecondOfDay(order.reservationStartSecond)} – ${formatSecondOfDay(order.reservationEndSecond)}`,
        )}
        {row(t('staffOps.order.shift'), staff.catalog.shiftName(order))}
        {row(t('staffOps.order.table'), staff.catalog.tableNames(order))}
        {row(t('staffOps.order.people'), t('staffOps.common.people', { count: order.peopleCount }))}
        {row(t('staffOps.order.channel'), o.channelName)}
        {row(t('staffOps.order.taker'), o.takerName)}
        {row(t('staffOps.order.tags'), o.tagNames.join(t('staffOps.logField.listSeparator')))}
        {row(t('staffOps.order.dinerRemark'), order.dinerRemark)}
        {row(t('staffOps.order.storeRemark'), order.storeRemark)}
        {row(t('staffOps.order.diet'), order.dietPreference)}
        {row(t('staffOps.order.taboo'), order.dietTaboo)}
        {row(t('staffOps.order.service'), order.serviceRequirement)}
        {key === 'CLOSED' &&
          row(
            t('staffOps.order.closeReason'),
            t(`staffOps.closeReason.${CloseReason[order.closeReason] ?? 'NONE'}` as 'staffOps.closeReason.NONE'),
          )}
        {order.fapiao &&
          row(
            t('fapiao.order.section'),
            `${t(`fapiao.kind.${fapiaoFields(order.fapiao).kind}`)} · ${order.fapiao.title}`,
          )}
        {/* on a line of its own: an 18-character code must not break inside */}
        {order.fapiao?.taxpayerId && (
          <Cell
            className='order-summary__taxpayer'
            title={t('fapiao.field.taxpayerId')}
            extra={order.fapiao.taxpayerId}
          />
        )}
        {row(t('staffOps.order.orderNo'), order.orderNo)}
        {row(t('staffOps.order.bookingCode'), order.bookingCode)}
        {order.isCreatedByOther && row('', t('staffOps.order.createdByStore'))}
      </Cell.Group>
    </View>
  );
}

export const OrderSummary = observer(OrderSummaryView);
