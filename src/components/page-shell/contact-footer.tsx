import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';

/** The diner contact footer of spec section 2: a title, three lines and a chat button. */
export function ContactFooter() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  return (
    <View className='contact-footer'>
      <Text className='contact-footer__title'>{t('shell.footerTitle')}</Text>
      <Text className='contact-footer__line'>{t('shell.footerStoreEntry')}</Text>
      <Text className='contact-footer__line'>{t('shell.footerFeedback')}</Text>
      <Text className='contact-footer__line'>{t('shell.footerCooperation')}</Text>
      <Button
        className='contact-footer__chat'
        size='small'
        fill='outline'
        onClick={() => void navigator.navigateTo(ROUTES.contactStore)}
      >
        {t('shell.footerChat')}
      </Button>
    </View>
  );
}
