import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Cell } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { DockedContactButton, PageShell } from '@/components/page-shell';
import { PhotoCarousel } from '@/components/photo-carousel';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { bookingStartUrl } from '@/stores/diner/start-booking';
import { useViewModel } from '@/stores/diner/use-view-model';
import { hasBookingNotice } from '@/utils/diner/booking-notice';
import { storePoint } from '@/utils/diner/geo';
import { StoreProfileRows } from './store-profile';
import { StoreNoticeSection } from './store-notice-section';
import '../diner/diner.scss';
import './store-detail-screen.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/book-out-texts';
import '@/i18n/shared-pages-texts';

// The booking calendar and the feast history sit at the bottom of the page, below the
// first screen: each is a chunk of its own (the booking draft and availability models,
// the feast cards) that loads once the store is drawn instead of delaying its name.
const StoreBookingCalendar = lazy(() =>
  import('./store-booking-calendar').then((m) => ({ default: m.StoreBookingCalendar })),
);
const StoreFeastHistory = lazy(() =>
  import('@/components/feast/store-feast-history').then((m) => ({ default: m.StoreFeastHistory })),
);

export interface StoreDetailScreenProps {
  storeId: string;
  /** Staff previewing their store as diners see it: a banner says so and booking is off. */
  preview?: boolean;
  /** A block the diner's page adds under the menus (the shop), kept out of the staff preview's code. */
  extra?: ReactNode;
}

/**
 * A diner's view of one store (also /store/{id}): pictures, profile, menus,
 * articles, booking notice, contact, and the way into booking. The client
 * config's flags choose the header, title, menu list, location and feast history.
 * The diner's store-detail and the shared one (staff's preview) both show it.
 */
function StoreDetailScreenView({ storeId, preview = false, extra }: StoreDetailScreenProps) {
  const { t } = useTranslation();
  const { storeName, dish } = useLocalName();
  const { diner, navigator, clientConfig, platform } = useRootStore();
  const detail = useViewModel(() => diner.storeDetail(storeId));
  const flags = clientConfig.runtime.flags;
  const store = detail.store;
  const open = (url: string) => void navigator.navigateTo(url);

  if (!store) {
    return (
      <PageShell title={preview ? t('sharedPages.storePreview.title') : t('diner.page.storeDetail')} contactFooter>
        {detail.state === 'loading' && <StateView state='loading' />}
        {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
        {detail.state === 'missing' && <StateView state='empty' text={t('diner.store.missing')} />}
      </PageShell>
    );
  }
  const p = store.profile;
  const point = storePoint(p);
  const environment = store.image?.environmentList ?? [];
  const dishes = store.image?.dishList ?? [];
  const call = async () => {
    if (!(await platform.makePhoneCall(p?.phone ?? ''))) showToast(t('common.callFailed'));
  };

  return (
    <PageShell
      title={
        preview
          ? t('sharedPages.storePreview.title')
          : flags.showStoreTitle
            ? storeName(store)
            : t('diner.page.storeDetail')
      }
      wide
      contactFooter={!preview}
      hideContactButton
      onRefresh={detail.load}
    >
      {preview && <Text className='store-detail__preview-banner'>{t('sharedPages.storePreview.banner')}</Text>}
      {/* Wide windows: photos on the left, the store and its book button beside them. */}
      <View className='store-detail'>
        <View className='store-detail__media'>
          {environment.length > 0 && (
            <View className='store-detail__hero'>
              {/* NutUI draws a swiper 150 high unless told: it fills the hero's box instead. */}
              <PhotoCarousel
                className='store-detail__swiper'
                imageClassName='store-detail__photo'
                images={environment}
                width='100%'
                height='100%'
              />
            </View>
          )}
        </View>
        <View className='store-detail__info'>
          {flags.showStoreHeaderInfo && (
            <View className='section store-detail__header'>
              <Text className='store-detail__name'>{storeName(store)}</Text>
              <Text className='section__text'>{p?.address}</Text>
            </View>
          )}
          <StoreProfileRows store={store} />
          <View className='section store-detail__contact'>
            {p?.phone && <Cell title={t('diner.store.phone')} extra={p.phone} clickable onClick={() => void call()} />}
            {p?.address && (
              <Cell
                title={t('diner.store.address')}
                extra={flags.showStoreLocation && point ? t('diner.map.openMap') : p.address}
                clickable={Boolean(flags.showStoreLocation && point)}
                onClick={() =>
                  flags.showStoreLocation &&
                  point &&
                  void platform.openMap({ ...point, title: storeName(store), address: p.address, phone: p.phone })
                }
              />
            )}
          </View>
          {hasBookingNotice(store) && <StoreNoticeSection store={store} />}
          {dishes.length > 0 && (
            <View className='section'>
              <Text className='section__title'>{t('diner.store.dishes')}</Text>
              <View className='image-row'>
                {dishes.map((image, i) => (
                  <Image key={i} className='image-row__item' src={image.url} mode='aspectFill' />
                ))}
              </View>
            </View>
          )}
          {detail.menus.length > 0 && (
            <View className='section store-detail__menus'>
              <Cell
                title={t('diner.store.menus')}
                extra={t('diner.store.more')}
                clickable
                onClick={() => open(pageUrl(DINER_ROUTES.storeDetailMenu, { storeId }))}
              />
              {flags.showStoreMenu &&
                detail.menus.map((menu) => (
                  <Cell
                    key={menu.model?.id}
                    title={dish(menu).name}
                    extra={
                      menu.price !== '0' ? t('diner.menu.setMenu', { amount: menu.price, currency: menu.currency }) : ''
                    }
                    clickable
                    onClick={() => open(pageUrl(DINER_ROUTES.menuDetail, { menuId: menu.model?.id }))}
                  />
                ))}
            </View>
          )}
          {extra}
          {detail.articles.length > 0 && (
            <View className='section store-detail__articles'>
              <Cell
                title={flags.storeArticleTitle || t('diner.store.articles')}
                extra={detail.articleTotal > detail.articles.length ? t('diner.store.more') : ''}
                clickable
                onClick={() => open(pageUrl(DINER_ROUTES.storeArticleList, { storeId }))}
              />
              {detail.articles.map((article) => (
                <Cell
                  key={article.model?.id}
                  title={article.title}
                  description={article.summary}
                  clickable
                  onClick={() => open(pageUrl(DINER_ROUTES.articleDetail, { id: article.model?.id }))}
                />
              ))}
            </View>
          )}
          <Suspense fallback={null}>
            {flags.showBookingCalendar && !preview && store.isBookingReady && <StoreBookingCalendar store={store} />}
            {flags.showStoreFeastHistory && <StoreFeastHistory storeId={store.model?.id ?? storeId} />}
          </Suspense>
          {/* The contact button waits beside the book button, over nothing it could hide. */}
          <View className='store-detail__actions'>
            <Button
              className='primary-button store-detail__book'
              type='primary'
              block
              disabled={preview || !store.isBookingReady}
              onClick={() => open(bookingStartUrl(store, flags.showNoticePage))}
            >
              {store.isBookingReady ? t('diner.store.book') : t('diner.store.notReady')}
            </Button>
            {!preview && (
              <Button
                className='store-detail__book-out'
                onClick={() => open(pageUrl(DINER_ROUTES.bookOutCreate, { storeId: store.model?.id ?? storeId }))}
              >
                {t('bookOut.entry')}
              </Button>
            )}
            {!preview && <DockedContactButton />}
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export const StoreDetailScreen = observer(StoreDetailScreenView);
