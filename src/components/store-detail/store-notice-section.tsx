import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { POPUP_PAGES } from '@/components/popup-pages';
import type { Store } from '@/gen/store/v1/store_pb';
import { useRootStore } from '@/stores';
import '@/i18n/shared-pages-texts';

const CLAMPED = 'store-detail__notice-text';
const WHOLE = 'store-detail__notice-whole';

/** Heights of the first lines as shown and of the whole text laid out at the same width, once drawn. */
function measure(done: (clamped: number, whole: number) => void) {
  // The query looks in the current page, and throws outside one (before the host has a page).
  if (!Taro.getCurrentInstance()?.page) return;
  Taro.createSelectorQuery()
    .select(`.${CLAMPED}`)
    .boundingClientRect()
    .select(`.${WHOLE}`)
    .boundingClientRect()
    .exec((rects: Array<{ height: number } | null>) => done(rects[0]?.height ?? 0, rects[1]?.height ?? 0));
}

/**
 * The store's booking notice on its page: the first lines, and the whole notice
 * with its pictures in the popup over the page (the diner keeps their place). The
 * popup is offered only when it has more than the page shows: opened for a notice
 * the page shows whole, it only repeated the same sentences.
 */
export function StoreNoticeSection({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { popup } = useRootStore();
  const notice = store.bookingConfig?.notice;
  const text = notice?.text?.content ?? '';
  const pictures = (notice?.imageList.length ?? 0) > 0;
  const [clipped, setClipped] = useState(false);
  useEffect(() => {
    let live = true;
    // After the frame that draws both: a hidden copy without the line limit shows how tall the whole text is.
    Taro.nextTick(() => measure((clamped, whole) => live && setClipped(whole > clamped + 1)));
    return () => {
      live = false;
    };
  }, [text]);
  const more = pictures || clipped;
  const open = () => popup.push({ name: POPUP_PAGES.storeNotice, params: { storeId: store.model?.id ?? '' } });
  return (
    <View className='section store-detail__notice' onClick={more ? open : undefined}>
      <Text className='section__title'>{t('diner.store.notice')}</Text>
      <Text className={`section__text ${CLAMPED}`}>{text}</Text>
      <Text className={`section__text ${WHOLE}`} aria-hidden>
        {text}
      </Text>
      {more && <Text className='store-detail__notice-more'>{t('sharedPages.notice.readAll')} ›</Text>}
    </View>
  );
}
