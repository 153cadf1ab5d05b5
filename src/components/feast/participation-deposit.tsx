import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { FeastParticipant_DepositState, type FeastParticipant } from '@/gen/feast/v1/feast_pb';
import '@/i18n/feast-texts';

type StateName = 'NO_DEPOSIT' | 'UNPAID' | 'PAID' | 'REFUNDING' | 'REFUNDED' | 'FORFEITED';

/**
 * A participation's deposit as the server judges it (its state and sums come
 * from one definition shared with the staff screens): the state, what was
 * asked and paid, and whatever is coming back, came back or was kept.
 */
export function ParticipationDeposit(props: { participant: FeastParticipant }) {
  const { t } = useTranslation();
  const p = props.participant;
  const state = (FeastParticipant_DepositState[p.depositState] ?? 'NO_DEPOSIT') as StateName;
  const parts = [
    p.refundingAmount !== '0' && t('feast.deposit.refunding', { amount: p.refundingAmount, currency: p.currency }),
    p.refundAmount !== '0' && t('feast.deposit.refunded', { amount: p.refundAmount, currency: p.currency }),
    p.forfeitAmount !== '0' && t('feast.deposit.forfeited', { amount: p.forfeitAmount, currency: p.currency }),
  ].filter(Boolean);
  return (
    <View className={`feast-deposit feast-deposit--${state.toLowerCase()}`} data-testid='feast-deposit'>
      <Text className='feast-deposit__state'>{t(`feast.deposit.state.${state}`)}</Text>
      {state !== 'NO_DEPOSIT' && (
        <Text className='feast-note feast-deposit__amounts'>
          {[
            t('feast.deposit.amounts', { deposit: p.depositAmount, paid: p.paidAmount, currency: p.currency }),
            ...parts,
          ].join(' · ')}
        </Text>
      )}
    </View>
  );
}
