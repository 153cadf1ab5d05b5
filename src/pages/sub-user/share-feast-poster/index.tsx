import { Button } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/**
 * share-feast-poster: the poster the server draws (cover, title, time, place,
 * seats left, a QR code opening the feast); downloaded on the web, saved to
 * the album in mini-programs.
 */
function SharePosterPage() {
  const { t, i18n } = useTranslation();
  const { id = '', token = '' } = useRouter().params;
  const { feast: feasts } = useRootStore();
  const link = feasts.appUrl(feastUrl(FEAST_ROUTES.detail, { id, token }));
  const poster = useViewModel(() => feasts.poster(id, token, i18n.language, link));
  const svg = poster.value?.svg ?? '';
  const save = async () => {
    const result = await feasts.saveImage(svg, `feast-${id}`);
    showToast(result === 'saved' ? t('feast.poster.saved') : t('feast.poster.failed'));
  };
  return (
    <PageShell title={t('feast.page.poster')}>
      {poster.state === 'loading' && <StateView state='loading' />}
      {poster.state === 'error' && <StateView state='error' onRetry={() => void poster.load()} />}
      {svg && (
        <View>
          <Image
            className='feast-poster'
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            mode='aspectFit'
            showMenuByLongpress
          />
          <Text className='feast-note' style={{ textAlign: 'center' }}>
            {t('feast.poster.hint')}
          </Text>
          <View className='feast-actions'>
            <Button type='primary' className='feast-save-poster' onClick={() => void save()}>
              {t('feast.action.savePoster')}
            </Button>
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default observer(SharePosterPage);
