import { Text, View } from '@tarojs/components';
import { Button, Cell, Dialog } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/services/feedback';
import { passportLink } from '@/services/passport-link';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { useSecondsLeft } from '@/utils/use-seconds-left';
import '@/i18n/me-texts';
import { BackCloses } from '@/components/back-closes';

/**
 * "Log in on another device": a one-time passport link (two minutes) that logs another
 * browser in as this person (spec section 7, CreateSessionPassportCode).
 */
function PassportShareView() {
  const { t } = useTranslation();
  const store = useRootStore();
  const { deviceSessions, platform } = store;
  const passport = deviceSessions.passport;
  const secondsLeft = useSecondsLeft(passport?.expiresAt);
  const link = passport ? passportLink(platform, store.apiBase, passport.code) : '';
  const expired = Boolean(passport) && secondsLeft === 0;

  const copy = async () => {
    showToast((await platform.copyText(link)) ? t('common.copied') : t('common.copyFailed'));
  };

  return (
    <>
      <Cell
        className='passport-share__open'
        title={t('account.passport.action')}
        extra='›'
        clickable
        onClick={() => void deviceSessions.createPassport()}
      />
      <BackCloses visible={Boolean(passport)} onBack={deviceSessions.closePassport} />
      <Dialog
        className='passport-share'
        visible={Boolean(passport)}
        title={t('account.passport.title')}
        content={
          <View className='passport-share__body'>
            <Text className='passport-share__intro'>{t('account.passport.intro')}</Text>
            <Text className='passport-share__link' userSelect>
              {link}
            </Text>
            <Text
              className={expired ? 'passport-share__expiry passport-share__expiry--expired' : 'passport-share__expiry'}
            >
              {expired ? t('account.passport.expired') : t('account.passport.expiresIn', { seconds: secondsLeft })}
            </Text>
            {expired ? (
              <Button size='small' onClick={() => void deviceSessions.createPassport()}>
                {t('account.passport.renew')}
              </Button>
            ) : (
              <Button className='passport-share__copy' size='small' type='primary' onClick={() => void copy()}>
                {t('account.passport.copy')}
              </Button>
            )}
          </View>
        }
        hideConfirmButton
        cancelText={t('account.passport.close')}
        onCancel={deviceSessions.closePassport}
        onClose={deviceSessions.closePassport}
      />
    </>
  );
}

export const PassportShare = observer(PassportShareView);
