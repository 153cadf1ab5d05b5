import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { QrCode } from '@/components/diner/qr-code';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-share: the feast's link (with its token, so SHARE feasts open), its QR code, and the poster. */
function FeastSharePage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const root = useRootStore();
  const vm = useViewModel(() => root.feast.staffFeast(id));
  const feast = vm.feast;
  const path = feastUrl(FEAST_ROUTES.detail, { id, token: feast?.shareToken });
  const link = root.feast.appUrl(path) || path;
  return (
    <PageShell title={t('feast.page.storeShare')}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__title'>{feast.title}</Text>
            {!feast.shareable && <Text className='feast-note'>{t('feast.share.notShareable')}</Text>}
            <Text className='feast-field__label'>{t('feast.share.link')}</Text>
            <Text className='section__text feast-share-link' userSelect>
              {link}
            </Text>
            <QrCode text={link} />
          </View>
          <View className='feast-actions'>
            <Button
              onClick={() => void root.platform.copyText(link).then((ok) => ok && showToast(t('feast.share.copied')))}
            >
              {t('feast.action.copyLink')}
            </Button>
            <Button
              type='primary'
              onClick={() =>
                void root.navigator.navigateTo(feastUrl(FEAST_ROUTES.poster, { id, token: feast.shareToken }))
              }
            >
              {t('feast.action.poster')}
            </Button>
          </View>
        </>
      )}
    </PageShell>
  );
}

export default observer(FeastSharePage);
