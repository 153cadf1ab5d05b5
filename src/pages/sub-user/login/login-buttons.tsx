import { View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import '@/i18n/login-texts';

/**
 * The login screen's buttons. With a provider login on this host (chat-app or payment
 * app mini-program, official account) the first is the quick login and the phone is
 * the other way; on the web the phone is the only way. Both ask for the agreement first.
 */
function LoginButtonsView({ variant }: { variant: 'default' | 'branded' }) {
  const { t } = useTranslation();
  const { login } = useRootStore();
  const quick = login.providerLogin !== null;
  const busy = login.state === 'attempting';
  const quickLogin = () => login.agreement.withAgreement(() => login.start({ relogin: true }));
  return (
    <View className='login-buttons'>
      <Button
        className='login-buttons__primary'
        type='primary'
        block
        disabled={busy}
        onClick={quick ? quickLogin : login.openPhoneLogin}
      >
        {busy ? t('login.screen.loggingIn') : quick ? t('login.screen.quickLogin') : t('login.screen.phoneLogin')}
      </Button>
      {quick && (
        <Button className='login-buttons__phone' fill='none' block onClick={login.openPhoneLogin}>
          {variant === 'branded' ? t('login.screen.anotherPhone') : t('login.screen.phoneLogin')}
        </Button>
      )}
    </View>
  );
}

export const LoginButtons = observer(LoginButtonsView);
