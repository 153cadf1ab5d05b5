import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TAB_PATHS } from '@/components/tab-bar/tab-items';
import { useRootStore } from '@/stores';

/**
 * The board has no tab bar: guests' unread messages to this store show here, live
 * (the messages store keeps its socket open for staff), and a tap opens the inbox.
 */
function MessagesBadgeView({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const { imIfLoaded: im, navigator } = useRootStore();
  const count = im && storeId ? im.unreadOf(`STORE:${storeId}`) : 0;
  if (count <= 0) return null;
  return (
    <Text className='booking-home__messages' onClick={() => void navigator.reLaunch(TAB_PATHS.im)}>
      {t('staffOps.board.unreadMessages', { count })} ›
    </Text>
  );
}

export const MessagesBadge = observer(MessagesBadgeView);
