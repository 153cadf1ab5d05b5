import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import './mode-switch.scss';
import '@/i18n/me-texts';

/**
 * The mode switcher (spec section 6): diner, merchant (store staff) and admin, as far
 * as the server says the person is staff or an administrator. A view only: what each
 * mode may do is decided by the server from the session.
 */
function ModeSwitchView() {
  const { t } = useTranslation();
  const { staffStanding: staff, session } = useRootStore();

  useEffect(() => {
    if (session.userId) void staff.load();
  }, [session.userId, staff]);

  const modes = staff.availableModes;
  // A diner who is nobody's staff has nothing to switch to.
  if (modes.length < 2) return null;
  return (
    <View className='mode-switch'>
      <Text className='mode-switch__label'>{t('account.mode.title')}</Text>
      <View className='mode-switch__options'>
        {modes.map((mode) => {
          const current = staff.currentMode === mode;
          return (
            <Text
              key={mode}
              className={`mode-switch__option mode-switch__option--${mode}${current ? ' mode-switch__option--current' : ''}`}
              onClick={() => !current && void staff.switchTo(mode)}
            >
              {t(`account.mode.${mode}`)}
            </Text>
          );
        })}
      </View>
    </View>
  );
}

export const ModeSwitch = observer(ModeSwitchView);
