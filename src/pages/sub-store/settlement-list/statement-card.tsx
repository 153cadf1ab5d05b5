import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { SettlementStatement_Status, type SettlementStatement } from '@/gen/payment/v1/settlement_service_pb';
import './statement-card.scss';

/**
 * One statement: its period, status, totals and payout; actions below. Refunds
 * clawed back from earlier statements show as their own line, with a minus.
 */
export function StatementCard(props: { statement: SettlementStatement; children?: JSX.Element | false }) {
  const { t } = useTranslation();
  const s = props.statement;
  const status = SettlementStatement_Status[s.status] as 'WAIT_PAYOUT' | 'SETTLED';
  const format = useMoney();
  const money = (cents: string) => format(cents, s.currency);
  return (
    <View className='statement-card'>
      <View className='statement-card__head'>
        <Text className='statement-card__title'>{`${s.merchantName} · ${s.periodStart} – ${s.periodEnd}`}</Text>
        <Text className={`statement-card__status statement-card__status--${status}`}>
          {t(`settlement.status.${status}`)}
        </Text>
      </View>
      <View className='statement-card__grid'>
        <Text>{t('settlement.gross')}</Text>
        <Text>{money(s.grossAmount)}</Text>
        <Text>{t('settlement.refund')}</Text>
        <Text>{money(s.refundAmount)}</Text>
        <Text>{t('settlement.fee')}</Text>
        <Text>{money(s.feeAmount)}</Text>
        {s.adjustmentCount > 0 && (
          <>
            <Text className='statement-card__adjustment'>
              {t('settlement.adjustments', { count: s.adjustmentCount })}
            </Text>
            <Text className='statement-card__adjustment'>{money(s.adjustmentAmount)}</Text>
          </>
        )}
        <Text className='statement-card__net'>{t('settlement.net')}</Text>
        <Text className='statement-card__net'>{money(s.netAmount)}</Text>
      </View>
      <Text className='statement-card__sub'>
        {t('settlement.items', { count: s.itemCount - s.adjustmentCount })}
        {s.payoutDate ? ` · ${t('settlement.payout', { reference: s.payoutReference, date: s.payoutDate })}` : ''}
      </Text>
      {props.children}
    </View>
  );
}
