import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';

/** The floating gold question mark that opens contact-store (spec section 2). */
export function ContactButton() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  // messages: on a store's page, the contact page offers that store first
  const storeId = useRouter().params.storeId;
  return (
    <View
      className='contact-button'
      aria-label={t('shell.contact')}
      onClick={() =>
        void navigator.navigateTo(storeId ? `${ROUTES.contactStore}?storeId=${storeId}` : ROUTES.contactStore)
      }
    >
      <Text className='contact-button__mark'>?</Text>
    </View>
  );
}
