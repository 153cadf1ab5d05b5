import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { FormActions, FormError, SwitchField, TextField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { NotificationEventType } from '@/gen/push/v1/push_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { autoSmsProblem } from '@/stores/push/push-staff-config.store';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/notifications/notifications.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/notification-texts';

/** The store events an automatic SMS can be sent for (the server lists the same). */
const SMS_EVENTS = [
  NotificationEventType.CREATE_BOOKING_ORDER,
  NotificationEventType.STORE_CONFIRM,
  NotificationEventType.CREATE_FEAST_PARTICIPANT,
  NotificationEventType.CLOSE_FEAST_PARTICIPANT,
  NotificationEventType.CLOSE_BOOKING_ORDER,
  NotificationEventType.STORE_CLOSE,
  NotificationEventType.REMIND_ARRIVAL,
  NotificationEventType.REMIND_DEPOSIT_PAYMENT,
  NotificationEventType.REMIND_DEPOSIT_CHANGE,
];

const minutes = (value: string) => (/^\d{1,5}$/.test(value) ? Number(value) : -1);

/**
 * auto-push-sms-config: which events text the diner, the provider's template code,
 * quiet hours in the store's time zone (a message then waits until they end) and the
 * reminder lead times. Checked on the form before saving, and again by the server.
 */
function AutoPushSmsConfigPage() {
  const { t } = useTranslation();
  const config = useRootStore().push.staffConfig;
  useSetupLoad(config.loadAutoSms);
  const [error, setError] = useState('');
  const draft = config.autoSms;
  const save = async () => {
    if (!draft) return;
    const problem = autoSmsProblem(draft);
    setError(
      problem === 'quietHours'
        ? t('notify.autoSms.quietInvalid')
        : problem === 'lead'
          ? t('notify.autoSms.leadInvalid')
          : '',
    );
    if (problem) return;
    if (await config.saveAutoSms()) showToast(t('notify.autoSms.saved'));
  };
  return (
    <PageShell title={t('notify.autoSms.title')} onRefresh={config.loadAutoSms}>
      <SetupStoreName />
      <Text className='setup-list__sub'>{t('notify.autoSms.hint')}</Text>
      <SetupState state={config.autoSmsState} empty={!draft} onRetry={config.loadAutoSms}>
        {draft && (
          <View className='setup-form push-form auto-push-sms'>
            <SwitchField
              name='sms-enabled'
              label={t('notify.autoSms.enabled')}
              checked={draft.enabled}
              onChange={(enabled) => config.edit({ enabled })}
            />
            <Text className='push-config-block__title'>{t('notify.autoSms.events')}</Text>
            {SMS_EVENTS.map((type) => (
              <SwitchField
                key={type}
                name={`sms-event-${NotificationEventType[type]}`}
                label={t(`notify.event.${NotificationEventType[type] as 'REMIND_ARRIVAL'}`)}
                checked={draft.eventTypes.includes(type)}
                onChange={() => config.toggleSmsEvent(type)}
              />
            ))}
            <TextField
              name='sms-template'
              label={t('notify.autoSms.template')}
              placeholder={t('notify.autoSms.templateHint')}
              maxLength={64}
              value={draft.templateId}
              onChange={(templateId) => config.edit({ templateId })}
            />
            <Text className='push-config-block__title'>{t('notify.autoSms.quietHours')}</Text>
            <Text className='setup-list__sub'>{t('notify.autoSms.quietZone', { zone: draft.timezone })}</Text>
            <TextField
              name='quiet-start'
              label={t('notify.autoSms.quietStart')}
              placeholder='22:00'
              maxLength={5}
              value={draft.quietStart}
              onChange={(quietStart) => config.edit({ quietStart })}
            />
            <TextField
              name='quiet-end'
              label={t('notify.autoSms.quietEnd')}
              placeholder='08:00'
              maxLength={5}
              value={draft.quietEnd}
              onChange={(quietEnd) => config.edit({ quietEnd })}
            />
            <Text className='push-config-block__title'>{t('notify.autoSms.leads')}</Text>
            <TextField
              name='lead-arrival'
              type='digit'
              label={t('notify.autoSms.remindArrival')}
              value={String(draft.remindArrivalMinutes)}
              onChange={(v) => config.edit({ remindArrivalMinutes: minutes(v) })}
            />
            <TextField
              name='lead-deposit'
              type='digit'
              label={t('notify.autoSms.remindDeposit')}
              value={String(draft.remindDepositMinutes)}
              onChange={(v) => config.edit({ remindDepositMinutes: minutes(v) })}
            />
            <TextField
              name='lead-contact'
              type='digit'
              label={t('notify.autoSms.contactConfirm')}
              value={String(draft.contactConfirmMinutes)}
              onChange={(v) => config.edit({ contactConfirmMinutes: minutes(v) })}
            />
            <FormError text={error} />
            <FormActions onSave={() => void save()} saving={config.saving} saveText={t('notify.autoSms.save')} />
          </View>
        )}
      </SetupState>
    </PageShell>
  );
}

export default observer(AutoPushSmsConfigPage);
