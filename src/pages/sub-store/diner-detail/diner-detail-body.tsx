import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DinerCard, useDinerName } from '@/components/diner-card';
import { BlacklistDialog, DinerForm } from '@/components/diner-form';
import { confirmAction } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import type { DinerFields } from '@/stores/staff-setup';
import { useRootStore } from '@/stores';
import { useMoney } from '@/i18n/use-money';
import { formatSecondOfDay } from '@/common/shift-time';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

type StatusKey = 'WAIT_DEPOSIT_PAYMENT' | 'ABSENT';

/**
 * One diner (spec: diner-detail): profile and tags, visits and spend from their orders,
 * their orders, membership; edit, blacklist with a reason, take off the blacklist. Its
 * own page on a phone; beside the diner list on wide windows (mount it per id).
 */
function DinerDetailBodyView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { staffSetup } = useRootStore();
  const { diners, membership } = staffSetup;
  const money = useMoney();
  const nameOf = useDinerName();
  const [editing, setEditing] = useState(false);
  const [blacklisting, setBlacklisting] = useState(false);
  const load = () => Promise.all([diners.loadDetail(id), membership.load()]);
  useSetupLoad(load);
  const detail = diners.detail?.diner.model?.id === id ? diners.detail : null;
  const diner = detail?.diner;
  const stats = detail?.stats;

  const save = async (fields: DinerFields) => {
    const saved = await diners.update(id, fields);
    if (!saved) return false;
    showToast(t('staffSetup.common.saved'));
    setEditing(false);
    return true;
  };

  const unblacklist = async () => {
    if (!diner || !(await confirmAction(t('staffSetup.diner.confirmUnblacklist', { name: nameOf(diner) })))) return;
    if (await diners.unblacklist(id)) showToast(t('staffSetup.common.saved'));
  };

  return (
    <SetupState
      state={diners.detailState}
      empty={!diner}
      emptyText={t('serverMessage.dinerDoesNotExist')}
      onRetry={() => void load()}
    >
      {diner && (
        <>
          <DinerCard diner={diner} />
          {diner.blacklisted && (
            <Text className='diner-detail__reason'>
              {t('staffSetup.diner.blacklistedBecause', { reason: diner.blacklistReason })}
            </Text>
          )}
          <View className='setup-list__toolbar'>
            <Button size='small' className='diner-detail__edit' onClick={() => setEditing(!editing)}>
              {t('staffSetup.common.edit')}
            </Button>
            {diner.blacklisted ? (
              <Button size='small' className='diner-detail__unblacklist' onClick={() => void unblacklist()}>
                {t('staffSetup.diner.unblacklist')}
              </Button>
            ) : (
              <Button
                size='small'
                type='danger'
                className='diner-detail__blacklist'
                onClick={() => setBlacklisting(true)}
              >
                {t('staffSetup.diner.blacklist')}
              </Button>
            )}
          </View>
          {editing && <DinerForm key={diner.model?.updateTime?.seconds ?? ''} diner={diner} onSave={save} />}
          <Text className='setup-list__title'>{t('staffSetup.diner.profile')}</Text>
          <View className='diner-detail__profile'>
            {(
              [
                ['membership', diner.membershipLevelName || t('staffSetup.diner.noMembership')],
                ['language', diner.preferredLanguage ? t(`language.${diner.preferredLanguage as 'en'}`) : ''],
                ['email', diner.email],
                ['wechatId', diner.wechatId],
                ['birthday', diner.birthday],
                ['anniversary', diner.weddingAnniversary],
                ['dietPreference', diner.dietPreference],
                ['dietTaboo', diner.dietTaboo],
                ['otherRequirements', diner.otherRequirements],
                ['remark', diner.remark],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([key, value]) => (
                <View key={key} className='diner-detail__line'>
                  <Text className='setup-list__sub'>{t(`staffSetup.diner.${key}`)}</Text>
                  <Text className={`diner-detail__value diner-detail__value--${key}`}>{value}</Text>
                </View>
              ))}
            {diner.userId !== '0' && <Text className='setup-list__sub'>{t('staffSetup.diner.linkedUser')}</Text>}
          </View>
          <Text className='setup-list__title'>{t('staffSetup.diner.stats')}</Text>
          {stats && (
            <View className='diner-detail__stats'>
              {(['orderCount', 'visitCount', 'noShowCount', 'cancelCount'] as const).map((key) => (
                <View key={key} className={`diner-detail__stat diner-detail__stat--${key}`}>
                  <Text className='diner-detail__stat-value'>{stats[key]}</Text>
                  <Text className='setup-list__sub'>{t(`staffSetup.diner.${key}`)}</Text>
                </View>
              ))}
              <View className='diner-detail__stat diner-detail__stat--spend'>
                <Text className='diner-detail__stat-value'>
                  {/* one figure per currency: a merchant's stores may take several, never added */}
                  {stats.spend.length > 0
                    ? stats.spend.map((s) => money(s.amount, s.currency)).join(' · ')
                    : money('0', staffSetup.choice.currency)}
                </Text>
                <Text className='setup-list__sub'>{t('staffSetup.diner.totalSpend')}</Text>
              </View>
            </View>
          )}
          <Text className='setup-list__sub'>
            {stats?.lastVisitDate
              ? t('staffSetup.diner.lastVisit', { date: stats.lastVisitDate })
              : t('staffSetup.diner.neverVisited')}
          </Text>
          <Text className='setup-list__title'>{t('staffSetup.diner.orders')}</Text>
          {detail.orders.length === 0 && <Text className='setup-list__sub'>{t('staffSetup.diner.noOrders')}</Text>}
          <View className='setup-list'>
            {detail.orders.map((order) => (
              <View key={order.id} className='setup-list__row diner-detail__order'>
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{order.orderNo}</Text>
                  <Text className='setup-list__sub'>
                    {t('staffSetup.diner.orderLine', {
                      date: order.reservationDate,
                      time: formatSecondOfDay(order.reservationStartSecond),
                      people: order.peopleCount,
                      store: order.storeName,
                    })}
                  </Text>
                </View>
                <Text className='setup-list__badge'>
                  {t(
                    `staffSetup.diner.status.${(order.closeReason === 'ABSENT' ? 'ABSENT' : order.status) as StatusKey}`,
                  )}
                </Text>
              </View>
            ))}
          </View>
          <BlacklistDialog
            visible={blacklisting}
            name={nameOf(diner)}
            onConfirm={(reason) => diners.blacklist(id, reason)}
            onClose={() => setBlacklisting(false)}
          />
        </>
      )}
    </SetupState>
  );
}

export const DinerDetailBody = observer(DinerDetailBodyView);
