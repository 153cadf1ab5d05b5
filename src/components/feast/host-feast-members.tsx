import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { HostFeastStore } from '@/stores/feast/host-feast.store';
import { ParticipationDeposit } from './participation-deposit';
import './feast.scss';
import '@/i18n/feast-texts';
import '@/i18n/feast-host-texts';

/**
 * The hosted feast's members with each one's deposit, and the deposits' sums
 * in the store's currency (the server adds them up, cancelled registrations
 * included, as the store's money page does).
 */
export const HostFeastMembers = observer(function HostFeastMembers({ vm }: { vm: HostFeastStore }) {
  const { t } = useTranslation();
  const money = vm.money;
  const sum = (key: 'refunding' | 'refunded' | 'forfeited', amount: string | undefined) =>
    money && amount && amount !== '0' ? t(`feastHost.money.${key}`, { amount, currency: money.currency }) : null;
  return (
    <View className='section feast-host-members'>
      <Text className='section__title'>{t('feastHost.members.title')}</Text>
      {money && (
        <Text className='section__text feast-host-money'>
          {[
            t('feastHost.money.paid', { amount: money.paidAmount, currency: money.currency }),
            t('feastHost.money.held', { amount: money.heldAmount, currency: money.currency }),
            sum('refunding', money.refundingAmount),
            sum('refunded', money.refundAmount),
            sum('forfeited', money.forfeitAmount),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {vm.members.length === 0 && <Text className='feast-note'>{t('feastHost.members.empty')}</Text>}
      {vm.members.map((m) => (
        <View key={m.model?.id} className='feast-mine__item feast-host-member'>
          <Text className='section__text'>
            {m.displayName} · {t('feast.members.seats', { count: m.seatCount })}
          </Text>
          {m.answerList.length > 0 && <Text className='feast-note'>{m.answerList.join(' / ')}</Text>}
          <ParticipationDeposit participant={m} />
        </View>
      ))}
    </View>
  );
});
