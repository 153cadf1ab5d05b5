import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import type { StaffFeastStore } from '@/stores/feast/staff-feast.store';
import { FeastRow } from './feast-info';
import { feastWhen } from './feast-format';
import { useMoney } from '@/i18n/use-money';
import './feast.scss';
import '@/i18n/feast-texts';

/** feast-close and feast-finish: what the action does to the feast and its money, a remark, and a confirmation. */
export const StaffFeastConfirm = observer(function StaffFeastConfirm({
  title,
  ask,
  action,
  danger,
  withRemark,
  run,
}: {
  title: string;
  ask: string;
  action: string;
  danger?: boolean;
  withRemark?: boolean;
  run: (vm: StaffFeastStore, remark: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { id = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const vm = useViewModel(() => feasts.staffFeast(id));
  const [remark, setRemark] = useState('');
  const feast = vm.feast;
  const submit = async () => {
    if (!(await askConfirm(ask, action, t('staffOps.common.cancel')))) return;
    if (await run(vm, remark.trim())) void navigator.back();
  };
  return (
    <PageShell title={title}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__title'>{feast.title}</Text>
            <FeastRow label={t('feast.info.when')} value={feastWhen(feast)} />
            <FeastRow label={t('feast.info.paidSeats', { count: feast.paidSeats })} value='' />
            <FeastRow
              label={t('feast.money.held')}
              value={money(vm.money?.heldAmount ?? '0', vm.money?.currency ?? feast.currency)}
            />
            <Text className='feast-note'>{ask}</Text>
          </View>
          {withRemark && (
            <View className='section'>
              <Text className='feast-field__label'>{t('feast.join.remark')}</Text>
              <Textarea
                className='feast-field__input feast-field__textarea'
                value={remark}
                maxlength={500}
                onInput={(e) => setRemark(e.detail.value)}
              />
            </View>
          )}
          <View className='feast-actions'>
            <Button
              type={danger ? 'danger' : 'primary'}
              className='feast-confirm-action'
              loading={vm.busy}
              onClick={() => void submit()}
            >
              {action}
            </Button>
          </View>
        </>
      )}
    </PageShell>
  );
});
