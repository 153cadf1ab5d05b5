import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import './login-required.scss';
import '@/i18n/login-texts';

/** What a page for logged-in people shows to someone who is not: a way to log in. */
export function LoginRequired({ text }: { text?: string }) {
  const { t } = useTranslation();
  const { login } = useRootStore();
  return (
    <View className='login-required'>
      <Text className='login-required__text'>{text ?? t('login.required.text')}</Text>
      <Button className='login-required__button' type='primary' onClick={() => login.start({ relogin: true })}>
        {t('login.required.button')}
      </Button>
    </View>
  );
}
