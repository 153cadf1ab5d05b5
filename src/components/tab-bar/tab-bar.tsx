import { Image, Text, View } from '@tarojs/components';
import { SafeArea } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { tabItemsFor, type TabItem, type TabPath } from './tab-items';
import { UnreadBadge } from './unread-badge';
import './tab-bar.scss';

export interface TabBarProps {
  /** The tab page rendering the bar, e.g. '/pages/home/index'. */
  current: TabPath;
}

// Our own bar instead of the host's tabBar: diners and staff see different tabs, six
// distinct tab pages in all, and a native tabBar takes at most five fixed items. Each
// tab page renders this bar; switching reLaunches, so like a native tab switch it
// leaves no page stack behind.
function TabBarView({ current }: TabBarProps) {
  const { t } = useTranslation();
  const { operator, navigator, imIfLoaded: im } = useRootStore();
  const items = tabItemsFor(operator.mode);

  const open = (item: TabItem) => {
    if (item.path === current) return;
    void navigator.reLaunch(item.path);
  };

  return (
    <View className='tab-bar'>
      <View className='tab-bar__items'>
        {items.map((item) => {
          const active = item.path === current;
          return (
            <View
              key={item.key}
              className={active ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
              onClick={() => open(item)}
            >
              <Image className='tab-bar__icon' src={active ? item.activeIcon : item.icon} />
              <Text className='tab-bar__label'>{t(`tab.${item.key}`)}</Text>
              {/* messages: the unread badge of the message tab, once the messages store has loaded */}
              <UnreadBadge
                count={!im ? 0 : item.key === 'im' ? im.dinerUnread : item.key === 'message' ? im.staffUnread : 0}
              />
            </View>
          );
        })}
      </View>
      <SafeArea position='bottom' />
    </View>
  );
}

export const TabBar = observer(TabBarView);
