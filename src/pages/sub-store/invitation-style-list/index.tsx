import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { InvitationCard } from '@/components/notifications/invitation-card';
import { PageShell } from '@/components/page-shell';
import { confirmAction } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { NOTIFICATION_ROUTES } from '@/routing/notification-routes';
import { staffUrl } from '@/routing/staff-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { styleOf } from '@/stores/push/invitation.store';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/notification-texts';

/**
 * invitation-style-list: the store's invitation templates, each drawn small; the
 * default is marked, another can be made the default, an unused one deleted (after
 * asking; the server refuses one in use with the spec's message).
 */
function InvitationStyleListPage() {
  const { t } = useTranslation();
  const { push, navigator } = useRootStore();
  const invitations = push.invitations;
  useSetupLoad(invitations.load);
  const remove = async (id: string, name: string) => {
    if (!(await confirmAction(t('notify.invitation.deleteConfirm', { name }), t('notify.invitation.delete')))) return;
    if (await invitations.remove(id)) showToast(t('notify.invitation.saved'));
  };
  const sample = {
    storeName: invitations.storeName,
    storeAddress: '',
    when: '2026-05-02 18:30',
    peopleCount: 4,
    seatNames: [t('notify.invitation.sampleSeat')],
    takerName: t('notify.invitation.sampleTaker'),
    host: t('notify.invitation.sampleHost'),
  };
  return (
    <PageShell title={t('notify.invitation.listTitle')} onRefresh={invitations.load}>
      <View className='setup-list__toolbar'>
        <Button
          size='small'
          type='primary'
          onClick={() => void navigator.navigateTo(NOTIFICATION_ROUTES.invitationSetting)}
        >
          {t('notify.invitation.create')}
        </Button>
      </View>
      <SetupState
        state={invitations.state}
        empty={invitations.templates.length === 0}
        emptyText={t('notify.invitation.empty')}
        onRetry={invitations.load}
      >
        <View className='invitation-list'>
          {invitations.templates.map((template) => {
            const id = template.model?.id ?? '';
            const name = template.fields?.name ?? '';
            return (
              <View key={id} className='invitation-list__item'>
                <View className='invitation-list__head'>
                  <Text className='setup-list__title'>{name}</Text>
                  {template.isDefault && <Text className='setup-list__badge'>{t('notify.invitation.isDefault')}</Text>}
                  {template.inUse && !template.isDefault && (
                    <Text className='setup-list__badge'>{t('notify.invitation.inUse')}</Text>
                  )}
                </View>
                <View
                  className='invitation-list__preview'
                  onClick={() => void navigator.navigateTo(staffUrl(NOTIFICATION_ROUTES.invitationSetting, { id }))}
                >
                  <InvitationCard style={styleOf(template.fields)} facts={sample} />
                </View>
                <View className='invitation-list__actions'>
                  <Button
                    size='small'
                    onClick={() => void navigator.navigateTo(staffUrl(NOTIFICATION_ROUTES.invitationSetting, { id }))}
                  >
                    {t('staffSetup.common.edit')}
                  </Button>
                  {!template.isDefault && (
                    <Button size='small' onClick={() => void invitations.makeDefault(id)}>
                      {t('notify.invitation.makeDefault')}
                    </Button>
                  )}
                  {!template.isDefault && (
                    <Button size='small' type='danger' onClick={() => void remove(id, name)}>
                      {t('notify.invitation.delete')}
                    </Button>
                  )}
                </View>
              </View>
            );
          })}
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(InvitationStyleListPage);
