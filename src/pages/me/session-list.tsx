import { Text, View } from '@tarojs/components';
import { Button, Cell } from '@nutui/nutui-react-taro';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { IdentityProviderType } from '@/gen/identity/v1/identity_provider_pb';
import type { Session } from '@/gen/identity/v1/user_session_service_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '@/i18n/me-texts';
import '@/stores/login-app';

const PLATFORMS = [
  'WEB',
  'H5',
  'WECHAT_MINI_PROGRAM',
  'ALIPAY_MINI_PROGRAM',
  'DOUYIN_MINI_PROGRAM',
  'XHS_MINI_APP',
  'WECHAT_WEBSITE_APP',
  'ALIPAY_WEBSITE_APP',
] as const;
type PlatformKey = (typeof PLATFORMS)[number] | 'other';
type ProviderKey = Exclude<keyof typeof IdentityProviderType, 'IDENTITY_PROVIDER_TYPE_UNSPECIFIED'> | 'other';

function platformKey(platform: string): PlatformKey {
  return (PLATFORMS as readonly string[]).includes(platform) ? (platform as PlatformKey) : 'other';
}

function providerKey(provider: IdentityProviderType): ProviderKey {
  const name = IdentityProviderType[provider] as keyof typeof IdentityProviderType | undefined;
  return !name || name === 'IDENTITY_PROVIDER_TYPE_UNSPECIFIED' ? 'other' : name;
}

/** The person's logged-in devices, this one first; the others can be logged out from here. */
function SessionListView() {
  const { t } = useTranslation();
  const { deviceSessions } = useRootStore();
  const dates = useDateDisplay();

  const kickOut = async (session: Session) => {
    const sure = await askConfirm(
      t('account.sessions.kickOutConfirm'),
      t('account.sessions.kickOut'),
      t('common.cancel'),
    );
    if (sure && (await deviceSessions.kickOut(session.id))) showToast(t('account.sessions.kickedOut'));
  };

  const { status, list } = deviceSessions;
  return (
    <Cell.Group title={t('account.sessions.title')} className='session-list'>
      {status === 'loading' && list.length === 0 && <Cell title={t('account.sessions.loading')} />}
      {status === 'error' && (
        <Cell
          title={t('account.sessions.failed')}
          extra={t('common.retry')}
          clickable
          onClick={() => void deviceSessions.load()}
        />
      )}
      {list.map((session) => {
        const lastSeen = session.lastSeenTime ?? session.createTime;
        return (
          <Cell
            key={session.id}
            className={session.current ? 'session-list__item session-list__item--current' : 'session-list__item'}
            title={
              <View className='session-list__title'>
                <Text>{t(`account.sessions.platform.${platformKey(session.clientPlatform)}`)}</Text>
                {session.current && <Text className='session-list__current'>{t('account.sessions.current')}</Text>}
              </View>
            }
            description={[
              t(`account.sessions.provider.${providerKey(session.loginProvider)}`),
              lastSeen ? t('account.sessions.lastSeen', { time: dates.dateTime(timestampDate(lastSeen)) }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
            extra={
              session.current ? undefined : (
                <Button className='session-list__kick' size='small' onClick={() => void kickOut(session)}>
                  {t('account.sessions.kickOut')}
                </Button>
              )
            }
          />
        );
      })}
    </Cell.Group>
  );
}

export const SessionList = observer(SessionListView);
