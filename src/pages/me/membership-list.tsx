import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import '@/i18n/me-texts';
import '@/stores/login-app';

/** The membership levels restaurants gave this person, one card per merchant; nothing when there are none. */
function MembershipListView() {
  const { t } = useTranslation();
  const { account } = useRootStore();
  if (account.memberships.length === 0) return null;
  return (
    <View className='me-memberships'>
      <Text className='me-memberships__title'>{t('account.me.memberships')}</Text>
      {account.memberships.map((m) => (
        <View key={m.merchantId} className='me-memberships__card' style={{ borderColor: m.levelColor || undefined }}>
          <Text className='me-memberships__merchant'>{m.merchantName}</Text>
          <Text className='me-memberships__level' style={{ color: m.levelColor || undefined }}>
            {m.levelName}
          </Text>
          {m.levelDescription && <Text className='me-memberships__description'>{m.levelDescription}</Text>}
        </View>
      ))}
    </View>
  );
}

export const MembershipList = observer(MembershipListView);
