import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BookingOrderLog_Type as LogType } from '@/gen/booking/v1/booking_order_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import { confirmAction } from '@/services/confirm';
import { useStaff } from '@/components/staff-kit/use-staff';
import { timestampDate } from '@bufbuild/protobuf/wkt';

/** A log entry's change as "field: before → after", from its JSON. */
function changeText(beforeJson: string, afterJson: string): string {
  try {
    const before = JSON.parse(beforeJson || '{}') as Record<string, unknown>;
    const after = JSON.parse(afterJson || '{}') as Record<string, unknown>;
    const show = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));
    return Object.keys(after)
      .filter((k) => k !== 'seed')
      .map((k) => (k in before ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(after[k])}`))
      .join('; ');
  } catch {
    return '';
  }
}

/** The order's log, newest first; a revertible change offers undo after asking. */
function OrderLogListView() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { dateTime } = useDateDisplay();
  const o = staff.order;
  const revert = async (id: string) => {
    if (await confirmAction(t('staffOps.ask.revert'), t('staffOps.common.confirm'), t('staffOps.common.cancel')))
      await o.revertLog(id);
  };
  return (
    <View className='order-log'>
      <Text className='order-log__title'>{t('staffOps.order.log')}</Text>
      {o.logs.length === 0 && <Text className='order-log__empty'>{t('staffOps.order.noLog')}</Text>}
      {o.logs.map((log) => (
        <View key={log.id} className='order-log__entry'>
          <View className='order-log__head'>
            <Text className='order-log__type'>{t(`staffOps.logType.${LogType[log.type] as 'CREATE'}`)}</Text>
            <Text className='order-log__time'>{log.createTime ? dateTime(timestampDate(log.createTime)) : ''}</Text>
          </View>
          <Text className='order-log__change'>{changeText(log.beforeJson, log.afterJson)}</Text>
          {log.revertedByLogId !== '0' && log.revertedByLogId ? (
            <Text className='order-log__reverted'>{t('staffOps.order.reverted')}</Text>
          ) : (
            log.revertible && (
              <Text className='order-log__revert' onClick={() => void revert(log.id)}>
                {t('staffOps.order.revert')}
              </Text>
            )
          )}
        </View>
      ))}
    </View>
  );
}

export const OrderLogList = observer(OrderLogListView);
