import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastFormView } from '@/components/feast/feast-form-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FeastFormStore } from '@/stores/feast/feast-form.store';
import { hostFormPort } from '@/stores/feast/feast-form-ports';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-host-texts';

/**
 * feast-host-edit: a diner host's feast form, ?storeId= for a new feast at a
 * store that permits them, ?id= to edit the one they host. The staff's own
 * form, with the same fields and checks; the server applies the store's rules.
 */
function FeastHostEditPage() {
  const { t } = useTranslation();
  const { id = '', storeId = '' } = useRouter().params;
  const { api, navigator } = useRootStore();
  const form = useViewModel(() => new FeastFormStore(hostFormPort(api, storeId), id));
  const save = async () => {
    const feast = await form.save();
    if (!feast) return;
    showToast(t('feastHost.form.submitted'));
    const hosted = feast.model?.id ?? id;
    // Back on the hosted feast's page, it reads the change when shown again.
    if (id) void navigator.back();
    else void navigator.redirectTo(feastUrl(FEAST_ROUTES.host, { id: hosted }));
  };
  const title = id ? t('feastHost.page.edit') : t('feastHost.page.create');
  return (
    <PageShell title={title}>
      {form.state === 'loading' && <StateView state='loading' />}
      {form.state === 'error' && <StateView state='error' onRetry={() => void form.load()} />}
      {form.state === 'ready' && (
        <>
          <View className='section'>
            <Text className='feast-note feast-host-note'>{t('feastHost.form.note')}</Text>
          </View>
          <FeastFormView form={form} onSave={() => void save()} />
        </>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(FeastHostEditPage), { title: (t) => t('feastHost.page.create') });
