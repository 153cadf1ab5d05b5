import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { POPUP_PAGES } from '@/components/popup-pages';
import type { Store } from '@/gen/store/v1/store_pb';
import { useRootStore } from '@/stores';
import '@/i18n/shared-pages-texts';

/**
 * The store's booking notice on its page: the first lines, and the whole notice
 * with its pictures in the popup over the page (the diner keeps their place).
 */
export function StoreNoticeSection({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { popup } = useRootStore();
  const open = () => popup.push({ name: POPUP_PAGES.storeNotice, params: { storeId: store.model?.id ?? '' } });
  return (
    <View className='section store-detail__notice' onClick={open}>
      <Text className='section__title'>{t('diner.store.notice')}</Text>
      <Text className='section__text store-detail__notice-text'>{store.bookingConfig?.notice?.text?.content}</Text>
      <Text className='store-detail__notice-more'>{t('sharedPages.notice.readAll')} ›</Text>
    </View>
  );
}
