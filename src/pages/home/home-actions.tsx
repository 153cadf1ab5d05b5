import { Cell } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { PageAction_Type as Action, type PageModule } from '@/gen/platform/v1/client_config_pb';
import { ROUTES } from '@/routing/routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import type { HomeFeedStore } from '@/stores/diner/home-feed.store';
import { linkUrl, TAB_TARGETS } from './home-links';

/**
 * The action list block: LINK, STORE_PHONE_CALL (the app's first store),
 * PUSH_CONFIG and LANGUAGE_SETTING (the settings page until push settings
 * exist), CONTACT_MERCHANT (the contact page).
 */
export function HomeActionList({ block, feed }: { block: PageModule; feed: HomeFeedStore }) {
  const { t } = useTranslation();
  const { navigator, platform } = useRootStore();
  const run = async (action: PageModule['actionList'][number]) => {
    switch (action.type) {
      case Action.LINK:
        if (!action.link) return;
        if (TAB_TARGETS.has(action.link.target)) return navigator.reLaunch(linkUrl(action.link));
        return navigator.navigateTo(linkUrl(action.link));
      case Action.STORE_PHONE_CALL:
        if (!(await platform.makePhoneCall(feed.firstStore?.profile?.phone ?? ''))) showToast(t('common.callFailed'));
        return;
      case Action.PUSH_CONFIG:
        return navigator.navigateTo(ROUTES.setting);
      case Action.LANGUAGE_SETTING:
        return navigator.navigateTo(ROUTES.selectLanguage);
      case Action.CONTACT_MERCHANT:
        return navigator.navigateTo(ROUTES.contactStore);
      default:
        return;
    }
  };
  const fallback: Record<number, string> = {
    [Action.STORE_PHONE_CALL]: t('diner.action.storePhoneCall'),
    [Action.PUSH_CONFIG]: t('diner.action.pushConfig'),
    [Action.LANGUAGE_SETTING]: t('diner.action.languageSetting'),
    [Action.CONTACT_MERCHANT]: t('diner.action.contactMerchant'),
  };
  return (
    <View className='section home-actions'>
      {block.actionList.map((action, i) => (
        <Cell
          key={i}
          className='home-actions__item'
          title={action.title || fallback[action.type] || ''}
          clickable
          onClick={() => void run(action)}
        />
      ))}
    </View>
  );
}
