import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BookingOrderLog_Type as LogType, type BookingOrderLog } from '@/gen/booking/v1/booking_order_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { moneyEntries } from '@/stores/staff';
import { formatCents } from '@/common/money';
import { useStaff } from '@/components/staff-kit/use-staff';
import { timestampDate } from '@bufbuild/protobuf/wkt';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

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
  const typeName = (log: BookingOrderLog) => t(`staffOps.logType.${LogType[log.type] as 'CREATE'}`);
  const revert = async (id: string) => {
    if (await confirmAction(t('staffOps.ask.revert'), t('staffOps.common.confirm'), t('staffOps.common.cancel')))
      await o.revertLog(id);
  };
  // A forfeit or a deduction is undone by the deposit service (its amount is held again).
  const revoke = async (log: BookingOrderLog, what: string) => {
    const amount = moneyEntries([log])[0]?.amount || '0';
    const ask = t('staffOps.ask.revoke', { what, amount: formatCents(amount) });
    if (!(await confirmAction(ask, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) return;
    if (await staff.money.revoke(log.id)) showToast(t('staffOps.action.done'));
  };
  return (
    <View className='order-log'>
      <Text className='order-log__title'>{t('staffOps.order.log')}</Text>
      {o.logs.length === 0 && <Text className='order-log__empty'>{t('staffOps.order.noLog')}</Text>}
      {o.logs.map((log) => (
        <View key={log.id} className='order-log__entry'>
          <View className='order-log__head'>
            <Text className='order-log__type'>{typeName(log)}</Text>
            <Text className='order-log__time'>{log.createTime ? dateTime(timestampDate(log.createTime)) : ''}</Text>
          </View>
          <Text className='order-log__change'>{changeText(log.beforeJson, log.afterJson)}</Text>
          {log.revertedByLogId !== '0' && log.revertedByLogId ? (
            <Text className='order-log__reverted'>{t('staffOps.order.reverted')}</Text>
          ) : (
            (log.revertible && (
              <Text className='order-log__revert' onClick={() => void revert(log.id)}>
                {t('staffOps.order.revert')}
              </Text>
            )) ||
            (log.revocable && (
              <Text className='order-log__revert order-log__revoke' onClick={() => void revoke(log, typeName(log))}>
                {t('staffOps.order.revert')}
              </Text>
            ))
          )}
        </View>
      ))}
    </View>
  );
}

export const OrderLogList = observer(OrderLogListView);
