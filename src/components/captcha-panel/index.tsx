import { Image, Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SmsCodeStore } from '@/stores/sms-code.store';
import './index.scss';
import '@/i18n/login-texts';

/**
 * The question the server asks before it sends another SMS code (after
 * repeated sends or wrong codes). A right answer sends the code held back and
 * calls `onSent`; a wrong one brings a new question (each is checked once).
 */
export const CaptchaPanel = observer(function CaptchaPanel(props: { codes: SmsCodeStore; onSent: () => void }) {
  const { t } = useTranslation();
  const { codes, onSent } = props;
  const [answer, setAnswer] = useState('');
  const pending = codes.captcha;
  if (!pending) return null;

  const submit = async () => {
    if (!answer.trim() || codes.answering) return;
    const sent = await codes.answerCaptcha(answer);
    setAnswer('');
    if (sent) onSent();
  };

  return (
    <View className='captcha-panel' data-testid='captcha-panel'>
      <Text className='captcha-panel__intro'>{t('login.captcha.intro')}</Text>
      <View className='captcha-panel__row'>
        <Image
          className='captcha-panel__question'
          data-testid='captcha-question'
          src={pending.imageUrl}
          mode='aspectFit'
          ariaLabel={t('login.captcha.imageLabel')}
        />
        <Input
          className='captcha-panel__answer'
          type='digit'
          value={answer}
          maxLength={4}
          placeholder={t('login.captcha.placeholder')}
          onChange={(value) => setAnswer(value.replace(/\D/g, ''))}
        />
      </View>
      <View className='captcha-panel__actions'>
        <Button className='captcha-panel__cancel' size='small' onClick={() => codes.cancelCaptcha()}>
          {t('login.captcha.cancel')}
        </Button>
        <Button
          className='captcha-panel__submit'
          size='small'
          type='primary'
          disabled={!answer || codes.answering}
          onClick={() => void submit()}
        >
          {t('login.captcha.submit')}
        </Button>
        <Text
          className='captcha-panel__another'
          onClick={() => void codes.askCaptcha(pending.regionCode, pending.phone, pending.purpose)}
        >
          {t('login.captcha.another')}
        </Text>
      </View>
    </View>
  );
});
