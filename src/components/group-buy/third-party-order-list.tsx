import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { ThirdPartyOrder_Status, type ThirdPartyOrder } from '@/gen/booking/v1/third_party_order_pb';
import './group-buy.scss';

/** "HH:mm" of seconds since the store's midnight. */
export function clockOf(second: number): string {
  const minutes = Math.floor(second / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function StatusTag({ status }: { status: ThirdPartyOrder_Status }) {
  const { t } = useTranslation();
  const name = ThirdPartyOrder_Status[status] as keyof typeof ThirdPartyOrder_Status;
  return (
    <Text className={`group-buy-status group-buy-status--${String(name)}`}>
      {t(`groupBuy.status.${name}` as 'groupBuy.status.waitProcess')}
    </Text>
  );
}

/** Platform orders as cards: who, when, how many, the deal and its status. */
export function ThirdPartyOrderList({ orders, onOpen }: { orders: ThirdPartyOrder[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <View className='group-buy-list'>
      {orders.map((o) => (
        <View key={o.id} className='group-buy-card' onClick={() => onOpen(o.id)}>
          <View className='group-buy-card__head'>
            <Text className='group-buy-card__name'>{o.dinerName || o.dinerPhone}</Text>
            <StatusTag status={o.status} />
          </View>
          <Text className='group-buy-card__line'>
            {`${o.reservationDate} ${clockOf(o.reservationStartSecond)} · ${t('groupBuy.list.people', { count: o.adultCount })}`}
          </Text>
          <Text className='group-buy-card__line group-buy-card__line--muted'>
            {`${o.productName} · ${money(o.paidAmount, o.currency)} · ${o.platformOrderId}`}
          </Text>
        </View>
      ))}
    </View>
  );
}
