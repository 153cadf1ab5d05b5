import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { confirmAction, SwitchField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import type { PolicyValue } from '@/common/deposit-policy-rules';
import { PolicyForm } from './policy-form';
import { usePolicyWords } from './policy-words';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Which policy the form edits: a new one, the one at an index, or none (form closed). */
type Editing = { index: number | null } | null;

/**
 * The store's deposit rules (StoreBookingRuleService's deposit policies): which
 * bookings pay a deposit, by shift and party size, per person or per party; and
 * whether confirming arrival refunds it (StoreDepositService's deposit settings).
 * Each add, edit or delete saves the whole list at once; deleting asks first.
 */
function StoreDepositPolicyPage() {
  const { t } = useTranslation();
  const { deposit, shifts, choice } = useRootStore().staffSetup;
  const currency = choice.currency;
  const [editing, setEditing] = useState<Editing>(null);
  const words = usePolicyWords(shifts.list, currency);
  const load = () => Promise.all([deposit.load(), shifts.load()]);
  useSetupLoad(load);
  const policies = deposit.policies ?? [];

  const save = async (policy: PolicyValue) => {
    if (!editing) return;
    if (!(await deposit.save(editing.index, policy))) return;
    setEditing(null);
    showToast(t('staffSetup.common.saved'));
  };

  const remove = async (index: number) => {
    const name = words.describe(policies[index]);
    if (!(await confirmAction(t('staffSetup.depositPolicy.confirmDelete', { name }), t('staffSetup.common.delete')))) {
      return;
    }
    if (!(await deposit.remove(index))) return;
    setEditing(null);
    showToast(t('staffSetup.common.deleted'));
  };

  const toggleRefund = async (on: boolean) => {
    if (await deposit.setRefundOnArrival(on)) showToast(t('staffSetup.common.saved'));
  };

  return (
    <PageShell title={t('staffSetup.depositPolicy.title')} onRefresh={load} wide>
      <SetupStoreName />
      <SetupState state={deposit.state} empty={deposit.policies === null} onRetry={() => void load()}>
        <View className='deposit-policy setup-columns'>
          <SwitchField
            name='refundOnArrival'
            label={t('staffSetup.depositPolicy.refundOnArrival')}
            checked={deposit.refundOnArrival}
            onChange={(on) => void toggleRefund(on)}
          />
          <Text className='setup-list__sub'>{t('staffSetup.depositPolicy.refundOnArrivalHint')}</Text>

          <Text className='deposit-policy__heading'>{t('staffSetup.depositPolicy.policies')}</Text>
          {policies.length === 0 ? (
            <View className='setup-list__row deposit-policy__none'>
              <View className='setup-list__main'>
                <Text className='setup-list__title'>{t('staffSetup.depositPolicy.none')}</Text>
                <Text className='setup-list__sub'>{t('staffSetup.depositPolicy.noneHint')}</Text>
              </View>
            </View>
          ) : (
            <View className='setup-list'>
              {policies.map((policy, index) => (
                <View key={index} className='setup-list__row deposit-policy__row'>
                  <Text className='setup-list__title deposit-policy__words'>{words.describe(policy)}</Text>
                  <View className='setup-list__toolbar'>
                    <Button
                      size='small'
                      className='deposit-policy__edit'
                      disabled={deposit.saving}
                      onClick={() => setEditing({ index })}
                    >
                      {t('staffSetup.common.edit')}
                    </Button>
                    <Button
                      size='small'
                      type='danger'
                      className='deposit-policy__delete'
                      disabled={deposit.saving}
                      onClick={() => void remove(index)}
                    >
                      {t('staffSetup.common.delete')}
                    </Button>
                  </View>
                </View>
              ))}
            </View>
          )}

          {editing ? (
            <PolicyForm
              key={editing.index ?? 'new'}
              policy={editing.index === null ? undefined : policies[editing.index]}
              others={policies.filter((_, i) => i !== editing.index)}
              shifts={shifts.list}
              saving={deposit.saving}
              currency={currency}
              onSave={(policy) => void save(policy)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Button type='primary' block className='deposit-policy__add' onClick={() => setEditing({ index: null })}>
              {t('staffSetup.depositPolicy.add')}
            </Button>
          )}
          <Text className='setup-list__sub deposit-policy__how'>{t('staffSetup.depositPolicy.howApplied')}</Text>
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreDepositPolicyPage);
