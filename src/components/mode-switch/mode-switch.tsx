import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';
import './mode-switch.scss';

/**
 * Switches between the diner and the staff view. A view only: what a staff member may
 * do is decided by the server from the session.
 */
function ModeSwitchView() {
  const { t } = useTranslation();
  const { operator, navigator } = useRootStore();
  const toMerchant = operator.mode === 'diner';

  const toggle = () => {
    operator.setType(toMerchant ? 'STORE' : 'USER');
    // Start over on home: the other mode has different tabs.
    void navigator.reLaunch(ROUTES.home);
  };

  return (
    <View className='mode-switch' onClick={toggle}>
      <Text className='mode-switch__label'>{toMerchant ? t('modeSwitch.toMerchant') : t('modeSwitch.toDiner')}</Text>
    </View>
  );
}

export const ModeSwitch = observer(ModeSwitchView);
