import { Image, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { personName } from '@/common/person-name';
import { maskedPhone } from '@/common/phone-number';
import '@/i18n/me-texts';

/** Who is logged in (nickname, else the diner's name; the phone's last four digits), or a way to log in. */
function UserCardView() {
  const { t } = useTranslation();
  const { session, account, login, navigator } = useRootStore();
  const user = session.user;

  if (!user) {
    return (
      <View className='user-card user-card--guest'>
        <View className='user-card__avatar'>
          <Text>?</Text>
        </View>
        <View className='user-card__text'>
          <Text className='user-card__name'>{t('account.me.notLoggedIn')}</Text>
          <Text className='user-card__hint'>{t('account.me.loginHint')}</Text>
        </View>
        <Button
          className='user-card__login'
          type='primary'
          size='small'
          disabled={login.state === 'attempting'}
          onClick={() => login.start({ relogin: true })}
        >
          {t('account.me.login')}
        </Button>
      </View>
    );
  }

  const diner = account.currentDiner;
  const name = user.nickname || personName(diner) || t('account.me.noNickname');
  return (
    <View
      className='user-card'
      onClick={() => void navigator.navigateTo(ROUTES.userProfile)}
      aria-label={t('account.me.profile')}
    >
      <View className='user-card__avatar'>
        {user.avatarUrl ? (
          <Image className='user-card__avatar-image' src={user.avatarUrl} mode='aspectFill' />
        ) : (
          <Text>{Array.from(name)[0]}</Text>
        )}
      </View>
      <View className='user-card__text'>
        <Text className='user-card__name'>{name}</Text>
        <Text className='user-card__phone'>{maskedPhone(user.phoneRegionCode, user.phone)}</Text>
      </View>
      <Text className='user-card__more'>›</Text>
    </View>
  );
}

export const UserCard = observer(UserCardView);
