import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@/stores';
import { TAB_PATHS } from '@/components/tab-bar';
import './mode-switch.scss';

const TEXT = {
  toMerchant: '切换到商家',
  toDiner: '切换到用户',
};

/**
 * Switches between the diner and the staff view. A view only: what a staff member may
 * do is decided by the server from the session.
 */
function ModeSwitchView() {
  const { operator } = useRootStore();
  const toMerchant = operator.mode === 'diner';

  const toggle = () => {
    operator.setType(toMerchant ? 'STORE' : 'USER');
    // Start over on home: the other mode has different tabs.
    void Taro.reLaunch({ url: TAB_PATHS.home });
  };

  return (
    <View className='mode-switch' onClick={toggle}>
      <Text className='mode-switch__label'>{toMerchant ? TEXT.toMerchant : TEXT.toDiner}</Text>
    </View>
  );
}

export const ModeSwitch = observer(ModeSwitchView);
