import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SwitchField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/notifications/notifications.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/notification-texts';

/** The events a store's switches matter for, and the channels of each (diner apps, or staff's official account). */
const MATRIX: Array<{ type: NotificationEventType; channels: PushChannel[] }> = [
  NotificationEventType.CREATE_BOOKING_ORDER,
  NotificationEventType.STORE_CONFIRM,
  NotificationEventType.STORE_CLOSE,
  NotificationEventType.CLOSE_BOOKING_ORDER,
  NotificationEventType.REMIND_ARRIVAL,
  NotificationEventType.REMIND_DEPOSIT_PAYMENT,
  NotificationEventType.REMIND_DEPOSIT_CHANGE,
].map((type) => ({
  type,
  channels: [
    PushChannel.SMS,
    PushChannel.WECHAT_MINI_PROGRAM,
    PushChannel.WECHAT_OFFICIAL_ACCOUNT,
    PushChannel.ALIPAY_MINI_PROGRAM,
  ],
}));
MATRIX.push(
  { type: NotificationEventType.WAIT_CANCEL_PROCESS, channels: [PushChannel.WECHAT_OFFICIAL_ACCOUNT] },
  { type: NotificationEventType.CONTACT_DINER_TO_CONFIRM, channels: [PushChannel.WECHAT_OFFICIAL_ACCOUNT] },
);

/**
 * store-official-notification: this staff member's own official-account
 * notifications of the store (and whether they follow the account), and the
 * store's operator push switches per event and channel.
 */
function StoreOfficialNotificationPage() {
  const { t } = useTranslation();
  const config = useRootStore().push.staffConfig;
  useSetupLoad(config.loadSwitches);
  return (
    <PageShell title={t('notify.official.title')} onRefresh={config.loadSwitches}>
      <SetupStoreName />
      <Text className='setup-list__sub'>{t('notify.official.hint')}</Text>
      <SetupState state={config.switchState} empty={false} onRetry={config.loadSwitches}>
        <View className='setup-form push-form'>
          <SwitchField
            name='official-mine'
            label={t('notify.official.mine')}
            checked={config.mine.enabled}
            onChange={(v) => void config.setMine(v)}
          />
          <Text className={config.mine.following ? 'setup-list__badge' : 'setup-form__error'}>
            {config.mine.following ? t('notify.official.following') : t('notify.official.notFollowing')}
          </Text>
          <Text className='push-config-block__title'>{t('notify.official.switches')}</Text>
          <Text className='setup-list__sub'>{t('notify.official.switchesHint')}</Text>
          <View className='push-matrix'>
            {MATRIX.map(({ type, channels }) => (
              <View key={type} className='push-matrix__row'>
                <Text className='push-matrix__event'>
                  {t(`notify.event.${NotificationEventType[type] as 'REMIND_ARRIVAL'}`)}
                </Text>
                <View className='push-matrix__channels'>
                  {channels.map((channel) => (
                    <Text
                      key={channel}
                      className={`setup-choice__item push-switch push-switch--${NotificationEventType[type]}-${PushChannel[channel]}${config.enabled(type, channel) ? ' setup-choice__item--chosen' : ''}`}
                      onClick={() => void config.toggle(type, channel)}
                    >
                      {t(`notify.channel.${PushChannel[channel] as 'SMS'}`)}
                    </Text>
                  ))}
                </View>
              </View>
            ))}
          </View>
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreOfficialNotificationPage);
