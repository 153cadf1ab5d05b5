import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TickBox } from '@/components/tick-box';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { AgreementLinks } from './agreement-links';
import './agreement.scss';
import '@/i18n/login-texts';

/** The footer checkbox of both login screens: "I have read and agree to" the two documents. */
function AgreementLineView() {
  const { t } = useTranslation();
  const { login } = useRootStore();
  return (
    <View className='agreement'>
      <TickBox className='agreement__tick' checked={login.agreement.agreed} onChange={login.agreement.setAgreed}>
        <Text>{t('login.agreement.prefix')}</Text>
        <AgreementLinks />
      </TickBox>
    </View>
  );
}

export const AgreementLine = observer(AgreementLineView);
