import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrderLog_Type as LogType, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useStaff } from '@/components/staff-kit';
import { useDateDisplay } from '@/i18n/use-date-display';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { moneyEntries, moneyOpsFor, type MoneyEntry } from '@/stores/staff';
import './money-log.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const REFUND_STATUSES = ['SUCCESS', 'FAIL', 'PENDING'];

/**
 * The order's deposit and final-payment operations from its log, newest first, each
 * refund once with its outcome (moneyEntries). A forfeit or a deduction not yet
 * revoked offers revoke (after asking): its amount is held again and the entry is
 * marked revoked.
 */
function MoneyLogView({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { dateTime } = useDateDisplay();
  const entries = moneyEntries(staff.order.logs);
  const canRevoke = moneyOpsFor(order).includes('revoke');
  const typeName = (e: MoneyEntry) => t(`staffOps.logType.${LogType[e.log.type] as 'DEPOSIT_FORFEIT'}`);
  const revoke = async (e: MoneyEntry) => {
    const ask = t('staffOps.ask.revoke', { what: typeName(e), amount: e.amount || '0', currency: order.currency });
    if (!(await confirmAction(ask, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) return;
    if (await staff.money.revoke(e.log.id)) showToast(t('staffOps.action.done'));
  };
  return (
    <View className='money-log'>
      <Text className='money-log__title'>{t('staffOps.deposit.operations')}</Text>
      {entries.length === 0 && <Text className='money-log__empty'>{t('staffOps.deposit.noOperations')}</Text>}
      {entries.map((e) => (
        <View key={e.log.id} className='money-log__entry'>
          <View className='money-log__head'>
            <Text className='money-log__type'>
              {typeName(e)}
              {e.amount ? ` ${t('staffOps.common.yuan', { amount: e.amount, currency: order.currency })}` : ''}
            </Text>
            <Text className='money-log__time'>{e.log.createTime ? dateTime(timestampDate(e.log.createTime)) : ''}</Text>
          </View>
          {REFUND_STATUSES.includes(e.refundStatus) && (
            <Text className='money-log__note'>{t(`staffOps.deposit.refundStatus.${e.refundStatus as 'SUCCESS'}`)}</Text>
          )}
          {e.log.remark && <Text className='money-log__note'>{e.log.remark}</Text>}
          {e.reverted ? (
            <Text className='money-log__reverted'>{t('staffOps.deposit.reverted')}</Text>
          ) : (
            e.log.revocable &&
            canRevoke && (
              <Text className='money-log__revoke' onClick={() => void revoke(e)}>
                {t('staffOps.deposit.revoke')}
              </Text>
            )
          )}
        </View>
      ))}
    </View>
  );
}

export const MoneyLog = observer(MoneyLogView);
