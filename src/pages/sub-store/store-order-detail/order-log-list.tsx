import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrderLog_Type as LogType, type BookingOrderLog } from '@/gen/booking/v1/booking_order_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { moneyEntries } from '@/stores/staff';
import { useStaff } from '@/components/staff-kit/use-staff';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { logLines } from '@/stores/staff/order-log-text';
import { logRemark } from '@/stores/staff/order-log-remark';
import { useLogNames } from './use-log-names';
import { useManages } from '@/components/staff-kit/use-manages';
import { isManagersUndo } from '@/common/managers-undo';

function parseAfter(json: string): Record<string, unknown> {
  try {
    return (JSON.parse(json || '{}') as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The order's log, newest first; a revertible change offers undo after asking. */
function OrderLogListView() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const names = useLogNames();
  const o = staff.order;
  const manager = useManages(staff.stores.currentId);
  // An arrival or a no-show is undone by a manager only (the server refuses others): others see no undo.
  const mayRevert = (log: BookingOrderLog) =>
    log.revertible && (manager || !isManagersUndo(LogType[log.type] ?? '', parseAfter(log.afterJson)));
  // Who acted, by name (the server names staff and diners; the system has none), their kind after it.
  const actorOf = (log: BookingOrderLog) => {
    const kind = t(`staffOps.logField.by.${OperatorType[log.operatorType] as 'USER'}`);
    return log.operatorName ? t('staffOps.logField.byNamed', { name: log.operatorName, kind }) : kind;
  };
  const typeName = (log: BookingOrderLog) => t(`staffOps.logType.${LogType[log.type] as 'CREATE'}`);
  const revert = async (id: string) => {
    if (await confirmAction(t('staffOps.ask.revert'), t('staffOps.common.confirm'), t('staffOps.common.cancel')))
      await o.revertLog(id);
  };
  // A forfeit or a deduction is undone by the deposit service (its amount is held again).
  const revoke = async (log: BookingOrderLog, what: string) => {
    const amount = moneyEntries([log])[0]?.amount || '0';
    const ask = t('staffOps.ask.revoke', { what, amount, currency: o.order?.currency });
    if (!(await confirmAction(ask, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) return;
    if (await staff.money.revoke(log.id)) showToast(t('staffOps.action.done'));
  };
  return (
    <View className='order-log'>
      <Text className='order-log__title'>{t('staffOps.order.log')}</Text>
      {o.logs.length === 0 && <Text className='order-log__empty'>{t('staffOps.order.noLog')}</Text>}
      {o.logs.map((log) => {
        const remark = logRemark(log.remark, log.afterJson, names);
        return (
          <View key={log.id} className='order-log__entry'>
            <View className='order-log__head'>
              <Text className='order-log__type'>{typeName(log)}</Text>
              <Text className='order-log__time'>{log.createTime ? names.when(timestampDate(log.createTime)) : ''}</Text>
            </View>
            {log.operatorType !== OperatorType.OPERATOR_TYPE_UNSPECIFIED && (
              <Text className='order-log__by'>
                {t('staffOps.logField.operator')}: {actorOf(log)}
              </Text>
            )}
            {logLines(log.beforeJson, log.afterJson, names).map((line) => (
              <Text key={line.key} className='order-log__change'>
                {line.label}: {line.before !== undefined ? `${line.before} → ${line.after}` : line.after}
              </Text>
            ))}
            {remark && (
              <Text className='order-log__change'>
                {t('staffOps.logField.remark')}: {remark}
              </Text>
            )}
            {log.revertedByLogId !== '0' && log.revertedByLogId ? (
              <Text className='order-log__reverted'>{t('staffOps.order.reverted')}</Text>
            ) : (
              (mayRevert(log) && (
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
        );
      })}
    </View>
  );
}

export const OrderLogList = observer(OrderLogListView);
