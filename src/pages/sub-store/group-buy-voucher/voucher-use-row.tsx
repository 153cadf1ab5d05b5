import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import type { GroupBuyVoucherUse } from '@/gen/booking/v1/group_buy_voucher_service_pb';
import { useMoney } from '@/i18n/use-money';
import { useTranslation } from '@/i18n/use-translation';

/** One voucher used at the store: what, when, by whom, and an undo while the platform allows one. */
export function VoucherUseRow({
  use,
  at,
  onUndo,
  busy,
}: {
  use: GroupBuyVoucherUse;
  at: (iso: string) => string;
  onUndo: (id: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // In the voucher's own currency, the platform's (it answers CNY).
  const price = useMoney()(use.price, use.currency);
  return (
    <View className={use.undoTime ? 'voucher-use voucher-use--undone' : 'voucher-use'}>
      <View className='voucher-use__main'>
        <Text className='voucher-use__title'>{`${use.title} · ${price}`}</Text>
        <Text className='voucher-use__meta'>
          {`${at(use.useTime)} · ${use.code}${use.staffName ? ` · ${t('groupBuy.voucher.by', { name: use.staffName })}` : ''}`}
        </Text>
        {use.undoTime ? (
          <Text className='voucher-use__meta'>{t('groupBuy.voucher.undoneAt', { time: at(use.undoTime) })}</Text>
        ) : (
          use.undoable && (
            <Text className='voucher-use__meta'>{t('groupBuy.voucher.undoUntil', { time: at(use.undoDeadline) })}</Text>
          )
        )}
      </View>
      {use.undoable && (
        <Button size='small' fill='outline' disabled={busy} onClick={() => onUndo(use.id)}>
          {t('groupBuy.voucher.undo')}
        </Button>
      )}
    </View>
  );
}
