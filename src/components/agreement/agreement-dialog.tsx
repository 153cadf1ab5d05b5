import { Text, View } from '@tarojs/components';
import { Dialog } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { AgreementLinks } from './agreement-links';
import './agreement.scss';
import '@/i18n/login-texts';
import { BackCloses } from '@/components/back-closes';

/**
 * Spec section 2: logging in with the agreement unticked asks first: 'wait' closes,
 * 'agree and login' ticks it and goes on with the login that asked.
 */
function AgreementDialogView() {
  const { t } = useTranslation();
  const { login } = useRootStore();
  return (
    <>
      <BackCloses visible={login.agreement.dialogOpen} onBack={login.agreement.dismiss} />
      <Dialog
        className='agreement-dialog'
        visible={login.agreement.dialogOpen}
        title={t('login.agreement.dialogTitle')}
        content={
          <View className='agreement-dialog__body'>
            <Text>{t('login.agreement.dialogBody')}</Text>
            <View className='agreement-dialog__links'>
              <AgreementLinks />
            </View>
          </View>
        }
        cancelText={t('login.agreement.wait')}
        confirmText={t('login.agreement.agreeAndLogin')}
        onCancel={login.agreement.dismiss}
        onClose={login.agreement.dismiss}
        onConfirm={login.agreement.agreeAndContinue}
      />
    </>
  );
}

export const AgreementDialog = observer(AgreementDialogView);
