import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CaptchaPanel } from '@/components/captcha-panel';
import { PageShell } from '@/components/page-shell';
import { ROUTES } from '@/routing/routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { displayPhone } from '@/common/phone-number';
import { useSecondsLeft } from '@/utils/use-seconds-left';
import './index.scss';
import '@/i18n/login-texts';

/** Verification codes are six digits (docs/identity.md). */
export const CODE_LENGTH = 6;

/**
 * Enter verification code (spec section 2): the code sent to `phone` of `region`, a
 * countdown until another may be asked for, and the login (or the phone binding of
 * a provider login) once six digits are in.
 */
function LoginCodePage() {
  const { t } = useTranslation();
  const { login, navigator } = useRootStore();
  const { params } = useRouter();
  const region = params.region ?? '';
  const phone = params.phone ?? '';
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const secondsLeft = useSecondsLeft(login.codes.resendAt(region, phone));
  const busy = login.state === 'attempting';

  if (!region || !phone) {
    return (
      <PageShell title={t('login.code.title')} hideContactButton>
        <View className='login-code__missing'>
          <Text>{t('login.code.missingPhone')}</Text>
          <Button type='primary' onClick={() => void navigator.redirectTo(ROUTES.loginPhone)}>
            {t('login.code.toPhone')}
          </Button>
        </View>
      </PageShell>
    );
  }

  const submit = async (value: string) => {
    if (value.length !== CODE_LENGTH || busy) return;
    // A wrong or expired code: the catalogue says why, and the field is cleared for another try.
    if (!(await login.submitCode(region, phone, value))) setCode('');
  };

  const resend = async () => {
    setResending(true);
    const ok = await login.resendCode(region, phone);
    setResending(false);
    if (ok) showToast(t('login.code.sent'));
  };

  return (
    <PageShell title={t('login.code.title')} hideContactButton>
      <Text className='login-code__sent-to'>{t('login.code.sentTo', { phone: displayPhone(region, phone) })}</Text>
      <Input
        className='login-code__input'
        type='digit'
        value={code}
        maxLength={CODE_LENGTH}
        placeholder={t('login.code.placeholder')}
        onChange={(value) => {
          const digits = value.replace(/\D/g, '').slice(0, CODE_LENGTH);
          setCode(digits);
          void submit(digits);
        }}
      />
      <Button
        className='login-code__submit'
        type='primary'
        block
        disabled={code.length !== CODE_LENGTH || busy}
        onClick={() => void submit(code)}
      >
        {busy ? t('login.screen.loggingIn') : login.bindingPhone ? t('login.code.bind') : t('login.code.submit')}
      </Button>
      <CaptchaPanel codes={login.codes} onSent={() => showToast(t('login.code.sent'))} />
      {secondsLeft > 0 ? (
        <Text className='login-code__countdown'>{t('login.code.resendIn', { seconds: secondsLeft })}</Text>
      ) : (
        <Text className='login-code__resend' onClick={() => !resending && void resend()}>
          {t('login.code.resend')}
        </Text>
      )}
    </PageShell>
  );
}

export default observer(LoginCodePage);
