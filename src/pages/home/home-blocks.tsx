import { Cell } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PhotoCarousel } from '@/components/photo-carousel';
import { StateView } from '@/components/diner/state-view';
import { StoreCard } from '@/components/diner/store-card';
import { PageModule_Type as Block, type PageModule } from '@/gen/platform/v1/client_config_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import type { HomeFeedStore } from '@/stores/diner/home-feed.store';
import { HomeActionList } from './home-actions';
import { linkUrl } from './home-links';
import { useLocalName } from '@/i18n/use-local-name';

// The feast and notification blocks bring those stores (and their models and clients):
// they load only when the client config puts such a block on the home page.
const FeastBlock = lazy(() => import('@/components/feast/feast-block').then((m) => ({ default: m.FeastBlock })));
const PushConfigBlock = lazy(() =>
  import('@/components/notifications/push-config-block').then((m) => ({ default: m.PushConfigBlock })),
);

// The recent messages block brings the messages store and its texts, fetched for the tab
// bar's badges only after the first page is on screen: it too loads only when configured.
const ImListBlock = lazy(() => import('@/components/im/im-list-block').then((m) => ({ default: m.ImListBlock })));

// The next booking's card brings the bookings' models, which the store cards do not need:
// it is fetched while the block's booking is asked for (the bookings' client is lazy too).
const loadOrderCard = () => import('@/components/diner/order-card');
const OrderCard = lazy(() => loadOrderCard().then((m) => ({ default: m.OrderCard })));

/** One block of the home page's list in the client config; blocks of other areas (IM) render nothing yet. */
function HomeBlockView({ block, feed }: { block: PageModule; feed: HomeFeedStore }) {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { navigator, clientConfig, diner, session } = useRootStore();
  const open = (url: string) => void navigator.navigateTo(url);
  const wantsOrderCard = block.type === Block.BOOKING_ORDER_CARD && session.loggedIn;
  useEffect(() => {
    if (wantsOrderCard) void loadOrderCard();
  }, [wantsOrderCard]);
  const images = block.imageList;
  switch (block.type) {
    case Block.GLOBAL_SEARCH:
      return (
        <View className='home-search-bar' onClick={() => open(DINER_ROUTES.homeSearch)}>
          <Text>{t('diner.home.searchPlaceholder')}</Text>
        </View>
      );
    case Block.TOP_IMAGE:
      return images[0] ? <Image className='home-top-image' src={images[0].url} mode='widthFix' /> : null;
    case Block.IMAGE:
      return (
        <>
          {images.map((image, i) => (
            <Image
              key={i}
              className='home-image'
              src={image.url}
              mode='widthFix'
              onClick={() => block.link && open(linkUrl(block.link))}
            />
          ))}
        </>
      );
    case Block.TEXT:
      return (
        <View className='section home-text'>
          {block.title && <Text className='section__title'>{block.title}</Text>}
          <Text className='section__text'>{block.text}</Text>
        </View>
      );
    case Block.MERCHANT_LANDING:
    case Block.STORE_IMAGE_CAROUSEL: {
      const landing = clientConfig.config?.config?.merchantLanding;
      const list = images.length
        ? images
        : block.type === Block.MERCHANT_LANDING && landing?.carouselImageList.length
          ? landing.carouselImageList
          : (feed.firstStore?.image?.environmentList ?? []);
      if (!list.length) return null;
      return <PhotoCarousel className='home-carousel' imageClassName='home-carousel__image' images={list} />;
    }
    case Block.ACTION_LIST:
      return <HomeActionList block={block} feed={feed} />;
    case Block.BOOKING_ORDER_CARD:
      if (!feed.nextOrder) return null;
      return (
        <View className='home-order-card'>
          <Cell
            title={t('diner.home.nextBooking')}
            extra={t('diner.home.allOrders')}
            clickable
            onClick={() => open(DINER_ROUTES.orderHistory)}
          />
          <Suspense fallback={null}>
            <OrderCard
              order={feed.nextOrder}
              storeName={storeName(diner.catalog.get(feed.nextOrder.storeId))}
              onClick={() => open(pageUrl(DINER_ROUTES.orderDetail, { id: feed.nextOrder?.model?.id }))}
            />
          </Suspense>
        </View>
      );
    case Block.STORE_COLLECTION_MAP_CARD:
    case Block.STORE_COLLECTION_LIST:
      return (
        <>
          {feed.collections.map((c) => (
            <View
              key={c.model?.id}
              className='section home-collection'
              onClick={() => open(pageUrl(DINER_ROUTES.mapCollection, { collectionId: c.model?.id }))}
            >
              {c.cover?.url && <Image className='home-collection__cover' src={c.cover.url} mode='aspectFill' />}
              <Text className='section__title'>{c.name}</Text>
              <Text className='section__text'>
                {t('diner.home.collection', { count: c.storeIdList.length })}
                {block.type === Block.STORE_COLLECTION_MAP_CARD ? ` · ${t('diner.home.viewMap')}` : ''}
              </Text>
            </View>
          ))}
        </>
      );
    case Block.ARTICLE:
      if (!feed.articles.length) return null;
      return (
        <View className='section home-articles'>
          <Text className='section__title'>{block.title || t('diner.home.articles')}</Text>
          {feed.articles.map((a) => (
            <Cell
              key={a.model?.id}
              title={a.title}
              description={a.summary}
              clickable
              onClick={() => open(pageUrl(DINER_ROUTES.articleDetail, { id: a.model?.id }))}
            />
          ))}
        </View>
      );
    // feasts: the next public feasts
    case Block.FEAST:
      return (
        <Suspense fallback={null}>
          <FeastBlock title={block.title} />
        </Suspense>
      );
    case Block.STORE_LIST: {
      const list = feed.stores;
      return (
        <View className='home-stores'>
          <Text className='section__title'>{block.title || t('diner.home.stores')}</Text>
          {list.items.map((store) => (
            <StoreCard
              key={store.model?.id}
              store={store}
              onClick={() => open(pageUrl(DINER_ROUTES.storeDetail, { storeId: store.model?.id }))}
            />
          ))}
          {list.loading && <StateView state='loading' />}
          {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
          {list.isEmpty && <StateView state='empty' />}
          {list.loaded && !list.hasMore && list.items.length > 0 && (
            <Text className='section__text'>{t('diner.state.noMore')}</Text>
          )}
        </View>
      );
    }
    // messages: the diner's recent conversations
    case Block.IM_LIST:
      return (
        <Suspense fallback={null}>
          <ImListBlock title={block.title} />
        </Suspense>
      );
    // notifications: which notifications the diner receives
    case Block.PUSH_CONFIG:
      return (
        <Suspense fallback={null}>
          <PushConfigBlock />
        </Suspense>
      );
    default:
      return null;
  }
}

export const HomeBlock = observer(HomeBlockView);
