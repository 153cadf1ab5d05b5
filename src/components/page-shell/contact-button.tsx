import { Text, View } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';

/** The floating gold question mark that opens contact-store (spec section 2). */
export function ContactButton() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  return (
    <View
      className='contact-button'
      aria-label={t('shell.contact')}
      onClick={() => void navigator.navigateTo(ROUTES.contactStore)}
    >
      <Text className='contact-button__mark'>?</Text>
    </View>
  );
}
