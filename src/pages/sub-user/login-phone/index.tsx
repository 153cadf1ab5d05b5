import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AgreementDialog, AgreementLine } from '@/components/agreement';
import { CaptchaPanel } from '@/components/captcha-panel';
import { PageShell } from '@/components/page-shell';
import { RegionPicker } from '@/components/region-picker';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { normalizePhone, phoneProblem, type PhoneProblem } from '@/common/phone-number';
import './index.scss';
import '@/i18n/server-message-texts';
import '@/i18n/login-texts';

/**
 * Phone number login (spec section 2): region and phone, checked against the region's
 * pattern before a code is sent. `type=agree`: the agreement was accepted on the login
 * screen; otherwise this page has its own agreement line.
 */
function LoginPhonePage() {
  const { t } = useTranslation();
  const { login, regions, navigator } = useRootStore();
  const { params } = useRouter();
  const agreedBefore = params.type === 'agree';
  const [regionCode, setRegionCode] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<PhoneProblem | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void regions.load();
  }, [regions]);
  // The first region (the mainland) until the person picks another.
  const chosen = regionCode || regions.list[0]?.callingCode || '';

  const send = async () => {
    const national = normalizePhone(chosen, phone);
    setSending(true);
    const sent = await login.sendCode(chosen, national);
    setSending(false);
    if (sent) await navigator.navigateTo(`${ROUTES.loginCode}?region=${chosen}&phone=${national}`);
  };

  const submit = () => {
    const found = phoneProblem(regions.find(chosen), phone);
    setProblem(found);
    if (found) return;
    if (agreedBefore) void send();
    else login.agreement.withAgreement(() => void send());
  };

  return (
    <PageShell title={t('login.phone.title')} hideContactButton>
      <Text className='login-phone__intro'>
        {login.bindingPhone ? t('login.phone.bindIntro') : t('login.phone.intro')}
      </Text>
      {regions.status === 'error' ? (
        <View className='login-phone__regions-failed'>
          <Text>{t('login.phone.regionsFailed')}</Text>
          <Button size='small' onClick={() => void regions.load()}>
            {t('common.retry')}
          </Button>
        </View>
      ) : (
        <View className='login-phone__field'>
          {regions.status === 'ready' ? (
            <RegionPicker value={chosen} onChange={setRegionCode} />
          ) : (
            <Text className='login-phone__regions-loading'>{t('login.phone.regionsLoading')}</Text>
          )}
          <Input
            className='login-phone__phone'
            type='tel'
            value={phone}
            placeholder={t('login.phone.placeholder')}
            maxLength={20}
            onChange={(value) => {
              setPhone(value);
              setProblem(null);
            }}
          />
        </View>
      )}
      {problem && <Text className='login-phone__problem'>{t(`serverMessage.${problem}`)}</Text>}
      <Button
        className='login-phone__submit'
        type='primary'
        block
        disabled={sending || regions.status !== 'ready'}
        onClick={submit}
      >
        {sending ? t('login.phone.sending') : t('login.phone.getCode')}
      </Button>
      <CaptchaPanel
        codes={login.codes}
        onSent={() =>
          void navigator.navigateTo(`${ROUTES.loginCode}?region=${chosen}&phone=${normalizePhone(chosen, phone)}`)
        }
      />
      {!agreedBefore && <AgreementLine />}
      <AgreementDialog />
    </PageShell>
  );
}

export default observer(LoginPhonePage);
