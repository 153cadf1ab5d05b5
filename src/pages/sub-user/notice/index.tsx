import { Button } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-store-pages-texts';

/** notice: the store's booking notice, read before booking-before. */
function NoticePage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { storeId = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const detail = useViewModel(() => diner.storeDetail(storeId, false));
  const notice = detail.store?.bookingConfig?.notice;
  return (
    <PageShell title={t('diner.page.notice')} variant='dark'>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {detail.state === 'missing' && <StateView state='empty' text={t('diner.store.missing')} />}
      {detail.state === 'ready' && detail.store && (
        <>
          <View className='section notice__content'>
            <Text className='section__title'>{storeName(detail.store)}</Text>
            <Text className='section__text'>{notice?.text?.content}</Text>
            {notice?.imageList.map((image, i) => (
              <Image key={i} className='notice__image' src={image.url} mode='widthFix' />
            ))}
          </View>
          <Button
            className='primary-button notice__agree'
            type='primary'
            block
            onClick={() => void navigator.redirectTo(pageUrl(DINER_ROUTES.bookingBefore, { storeId }))}
          >
            {t('diner.notice.agree')}
          </Button>
        </>
      )}
    </PageShell>
  );
}

export default observer(NoticePage);
