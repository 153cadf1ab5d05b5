import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import type { PopupPageProps } from '@/components/popup-stack';
import { useLocalName } from '@/i18n/use-local-name';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { hasBookingNotice } from '@/utils/diner/booking-notice';
import './popup-pages.scss';
import '@/i18n/shared-pages-texts';

/** The store's whole booking notice (text and pictures), read over the page that opened it. */
function StoreNoticePopupView({ params }: PopupPageProps) {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { diner } = useRootStore();
  const detail = useViewModel(() => diner.storeDetail(params.storeId ?? '', false));
  const store = detail.store;
  if (!store) {
    return (
      <View className='popup-page'>
        {detail.state === 'loading' && <StateView state='loading' />}
        {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
        {detail.state === 'missing' && <StateView state='empty' text={t('diner.store.missing')} />}
      </View>
    );
  }
  const notice = store.bookingConfig?.notice;
  return (
    <View className='popup-page popup-page--notice'>
      <Text className='popup-page__title'>{t('sharedPages.notice.title')}</Text>
      <Text className='popup-page__subtitle'>{storeName(store)}</Text>
      {hasBookingNotice(store) ? (
        <>
          <Text className='popup-page__text'>{notice?.text?.content}</Text>
          {notice?.imageList.map((image, i) => (
            <Image key={i} className='popup-page__image' src={image.url} mode='widthFix' />
          ))}
        </>
      ) : (
        <StateView state='empty' text={t('sharedPages.notice.empty')} />
      )}
    </View>
  );
}

export const StoreNoticePopup = observer(StoreNoticePopupView);
