import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import cover from './images/cover.png';
import appLogo from './images/logo.png';
import { useRootStore } from '@/stores';
import { LoginButtons } from './login-buttons';
import '@/i18n/login-texts';

/** The default variant: the cover, the app's logo and name, the login buttons. */
function DefaultScreenView() {
  const { t } = useTranslation();
  const { clientConfig } = useRootStore();
  return (
    <View className='login-screen login-screen--default'>
      <Image className='login-screen__cover' src={cover} mode='aspectFill' />
      <Image className='login-screen__logo' src={appLogo} aria-label={t('login.screen.logoAlt')} />
      {clientConfig.appName && <Text className='login-screen__name'>{clientConfig.appName}</Text>}
      <Text className='login-screen__tagline'>{t('login.screen.tagline')}</Text>
      <View className='login-screen__spacer' />
      <LoginButtons variant='default' />
    </View>
  );
}

export const DefaultScreen = observer(DefaultScreenView);
