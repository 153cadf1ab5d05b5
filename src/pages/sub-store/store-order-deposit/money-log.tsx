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
import { addCents, compareCents } from '@/common/money';
import { useMoney } from '@/i18n/use-money';
import './money-log.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const REFUND_STATUSES = ['SUCCESS', 'FAIL', 'PENDING'];

/** Whether part of a refund went back through a payment channel (not all handed back at the counter). */
const throughChannel = (e: MoneyEntry) =>
  compareCents(addCents('0', ...Object.values(e.handBack)), e.amount || '0') < 0;

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
  const money = useMoney();
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
              {e.amount ? ` ${money(e.amount, order.currency)}` : ''}
            </Text>
            <Text className='money-log__time'>{e.log.createTime ? dateTime(timestampDate(e.log.createTime)) : ''}</Text>
          </View>
          {Object.entries(e.handBack).map(([kind, cents]) => (
            <Text key={kind} className='money-log__note money-log__hand-back'>
              {t(`bookingMoney.handBack.${kind === 'CARD' ? 'CARD' : 'CASH'}`, {
                amount: money(cents, order.currency),
              })}
            </Text>
          ))}
          {/* Money handed back at the counter is done once recorded: the status speaks only for a channel's part. */}
          {REFUND_STATUSES.includes(e.refundStatus) && throughChannel(e) && (
            <Text className='money-log__note'>{t(`bookingMoney.refundStatus.${e.refundStatus as 'SUCCESS'}`)}</Text>
          )}
          {e.onFinish && <Text className='money-log__note'>{t('bookingMoney.onFinish')}</Text>}
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
