import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { AgreementDialog, AgreementLine } from '@/components/agreement';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { BrandedScreen } from './branded-screen';
import { DefaultScreen } from './default-screen';
import { loginScreenFor } from './login-screen';
import './index.scss';
import '@/i18n/login-texts';

/**
 * The login screen (spec section 2): merchant-branded or default, the agreement line
 * and its dialog. Query: `redirect` (a passport page to go to after login), and on the
 * chat-app browser's return from its authorisation, `code` and `state`.
 */
function LoginPage() {
  const { t } = useTranslation();
  const { login, session, clientConfig, globalQuery } = useRootStore();
  const { params } = useRouter();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    login.loginPageOpened(params);
    void login.resumeRedirectLogin(params);
    // Once per opening: the address does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // A browser already logged in goes through the passport page (spec section 2).
    if (session.checked && login.sendLoggedInBrowserToPassport()) setLeaving(true);
    // Only when the launch's session check answers, not when this page's own login succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.checked]);

  const merchantId = globalQuery.merchantId || clientConfig.runtime.merchantId;
  const screen = loginScreenFor(clientConfig.config, merchantId);

  return (
    <PageShell title={t('login.screen.title')} variant='dark' hideContactButton>
      {leaving ? (
        <View className='login-page__leaving'>
          <Text>{t('login.screen.toPassport')}</Text>
        </View>
      ) : (
        <View className='login-page'>
          {screen.kind === 'branded' ? <BrandedScreen screen={screen} /> : <DefaultScreen />}
          <AgreementLine />
        </View>
      )}
      <AgreementDialog />
    </PageShell>
  );
}

export default observer(LoginPage);
