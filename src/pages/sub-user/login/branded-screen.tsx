import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useTranslation } from '@/i18n/use-translation';
import appLogo from './images/logo.png';
import type { BrandedScreen as Screen } from './login-screen';
import { LoginButtons } from './login-buttons';
import '@/i18n/login-texts';

/** The merchant-branded variant: the merchant's background and logo at its configured size and offset. */
export function BrandedScreen({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  return (
    <View
      className='login-screen login-screen--branded'
      style={screen.background ? { backgroundImage: `url(${screen.background})` } : undefined}
    >
      <View className='login-screen__logo-box'>
        <Image
          className='login-screen__logo'
          src={screen.logoUrl || appLogo}
          aria-label={t('login.screen.logoAlt')}
          style={{
            width: Taro.pxTransform(screen.logoWidth),
            height: Taro.pxTransform(screen.logoHeight),
            // The configured offset moves the logo down from its place (up when negative).
            marginTop: Taro.pxTransform(screen.logoOffset),
          }}
        />
      </View>
      <View className='login-screen__spacer' />
      <LoginButtons variant='branded' />
    </View>
  );
}
