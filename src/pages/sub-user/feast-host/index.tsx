import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastInfo } from '@/components/feast/feast-info';
import { statusName } from '@/components/feast/feast-format';
import { HostFeastMembers } from '@/components/feast/host-feast-members';
import { HostFeastQuestions } from '@/components/feast/host-feast-questions';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { HostFeastStore } from '@/stores/feast/host-feast.store';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-host-texts';

/**
 * feast-host: a feast the diner hosts (from the feast tab's "mine" list):
 * where it stands and what comes next, edit, publish once the store approved
 * it, the members and their deposits with the sums, the members' questions
 * to answer, and closing it after a confirmation (every deposit refunded).
 */
function FeastHostPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { api, navigator } = useRootStore();
  const vm = useViewModel(() => new HostFeastStore(api, id));
  const [remark, setRemark] = useState('');
  // Back from the form: the feast may have changed.
  useDidShow(() => {
    if (vm.state === 'ready') void vm.load();
  });
  const feast = vm.feast;
  const status = feast ? statusName(feast) : 'WAIT_AUDIT';
  const open = status !== 'CLOSED' && status !== 'FINISHED';
  const publish = async () => {
    if (!(await askConfirm(t('feastHost.ask.publish'), t('feastHost.action.publish'), t('staffOps.common.cancel')))) {
      return;
    }
    if (await vm.publish()) showToast(t('feastHost.published'));
  };
  const close = async () => {
    const taken = feast?.seatsTaken ?? 0;
    const question = taken > 0 ? t('feastHost.ask.closeWithMembers', { count: taken }) : t('feastHost.ask.close');
    if (!(await askConfirm(question, t('feastHost.action.close'), t('staffOps.common.cancel')))) return;
    if (await vm.close(remark)) showToast(t('feastHost.closed'));
  };
  return (
    <PageShell title={t('feastHost.page.host')} onRefresh={vm.load}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__text feast-host-hint'>{t(`feastHost.hint.${status}`)}</Text>
          </View>
          <View className='feast-actions'>
            {status === 'WAIT_PUBLISH' && (
              <Button type='primary' className='feast-host-publish' loading={vm.busy} onClick={() => void publish()}>
                {t('feastHost.action.publish')}
              </Button>
            )}
            {open && (
              <Button
                className='feast-host-edit'
                onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.hostEdit, { id }))}
              >
                {t('feastHost.action.edit')}
              </Button>
            )}
            <Button onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id }))}>
              {t('feastHost.action.view')}
            </Button>
          </View>
          <HostFeastMembers vm={vm} />
          <HostFeastQuestions vm={vm} />
          <FeastInfo feast={feast} />
          {open && (
            <View className='section'>
              <Input
                className='feast-field__input feast-host-close-remark'
                value={remark}
                maxlength={500}
                placeholder={t('feastHost.closeRemark')}
                onInput={(e) => setRemark(e.detail.value)}
              />
              <View className='feast-actions'>
                <Button type='danger' className='feast-host-close' loading={vm.busy} onClick={() => void close()}>
                  {t('feastHost.action.close')}
                </Button>
              </View>
            </View>
          )}
        </>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(FeastHostPage), { title: (t) => t('feastHost.page.host') });
