import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
// setup-fields, not the folder's index: that would bring the intl-name editor into every
// package showing this block (the home page's, the main package in mini-programs)
import { SwitchField } from '@/components/setup-form/setup-fields';
import { NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { SUBSCRIBE_MOMENTS } from '@/stores/push/diner-push-setting.store';
import './notifications.scss';
import '@/i18n/notification-texts';

const DINER_CHANNELS = [
  PushChannel.SMS,
  PushChannel.WECHAT_MINI_PROGRAM,
  PushChannel.WECHAT_OFFICIAL_ACCOUNT,
  PushChannel.ALIPAY_MINI_PROGRAM,
];

/**
 * The PUSH_CONFIG page block: which notifications the person receives, on which
 * channels, and (in mini-programs) a tap that asks the host for subscriptions.
 * Shown only to a logged-in person; the setting page and the home block use it.
 */
function PushConfigBlockView() {
  const { t } = useTranslation();
  const { push, session } = useRootStore();
  const setting = push.dinerSetting;
  useEffect(() => {
    if (session.loggedIn) void setting.load();
  }, [setting, session.loggedIn]);
  if (!session.loggedIn) return null;
  const subscribe = async () => {
    const count = await setting.subscribe(SUBSCRIBE_MOMENTS.afterBooking);
    showToast(count ? t('notify.setting.subscribed', { count }) : t('notify.setting.nothingSubscribed'));
  };
  return (
    <View className='push-config-block'>
      <Text className='push-config-block__title'>{t('notify.setting.title')}</Text>
      <Text className='push-config-block__hint'>{t('notify.setting.hint')}</Text>
      <Text className='push-config-block__hint'>{t('notify.setting.events')}</Text>
      {setting.eventTypes.map((type) => (
        <SwitchField
          key={type}
          name={`push-event-${NotificationEventType[type]}`}
          label={t(`notify.event.${NotificationEventType[type] as 'REMIND_ARRIVAL'}`)}
          checked={setting.receives(type)}
          onChange={() => void setting.toggleEvent(type)}
        />
      ))}
      <Text className='push-config-block__hint'>{t('notify.setting.channels')}</Text>
      {DINER_CHANNELS.map((channel) => (
        <SwitchField
          key={channel}
          name={`push-channel-${PushChannel[channel]}`}
          label={t(`notify.channel.${PushChannel[channel] as 'SMS'}`)}
          checked={setting.channelOn(channel)}
          onChange={() => void setting.toggleChannel(channel)}
        />
      ))}
      {setting.canSubscribe && (
        <Button type='primary' block onClick={() => void subscribe()}>
          {t('notify.setting.subscribe')}
        </Button>
      )}
    </View>
  );
}

export const PushConfigBlock = observer(PushConfigBlockView);
