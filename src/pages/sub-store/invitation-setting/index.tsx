import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { INVITATION_THEMES } from '@/common/invitation-card';
import { InvitationCard } from '@/components/notifications/invitation-card';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, FormActions, FormError, SwitchField, TextAreaField, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { invitationProblem } from '@/stores/push/invitation.store';
import '../../../components/setup-form/setup-form.scss';
import '../invitation-style-list/index.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/server-message-texts';
import '@/i18n/notification-texts';

/**
 * invitation-setting: one invitation template (?id= to edit, none to create): name,
 * theme and colours, cover, background, images, parking image, greeting, and which
 * of time, party size, table and order taker it shows; the preview below follows
 * every keystroke.
 */
function InvitationSettingPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { push, navigator } = useRootStore();
  const invitations = push.invitations;
  const [error, setError] = useState('');
  useEffect(() => {
    void invitations.begin(id);
  }, [invitations, id]);
  const d = invitations.draft;
  const save = async () => {
    const problem = invitationProblem(d);
    setError(problem ? t(`serverMessage.${problem}`) : '');
    if (problem) return;
    if (await invitations.save()) {
      showToast(t('notify.invitation.saved'));
      void navigator.back();
    }
  };
  const color = (key: 'primaryColor' | 'backgroundColor' | 'textColor', label: string) => (
    <TextField
      name={`invitation-${key}`}
      label={label}
      maxLength={7}
      value={d[key]}
      onChange={(v) => invitations.edit({ [key]: v.trim() })}
    />
  );
  const toggle = (key: 'showTime' | 'showPeople' | 'showSeat' | 'showTaker') => (
    <SwitchField
      name={`invitation-${key}`}
      label={t(`notify.invitation.${key}`)}
      checked={d[key]}
      onChange={(v) => invitations.edit({ [key]: v })}
    />
  );
  return (
    <PageShell title={t('notify.invitation.editTitle')}>
      <View className='setup-form invitation-editor'>
        <TextField
          name='invitation-name'
          label={t('notify.invitation.name')}
          maxLength={30}
          value={d.name}
          onChange={(name) => invitations.edit({ name })}
        />
        <ChoiceField
          name='invitation-theme'
          label={t('notify.invitation.theme')}
          options={INVITATION_THEMES.map((theme) => ({ value: theme, label: t(`notify.invitation.${theme}`) }))}
          value={d.theme as 'DARK'}
          onChange={(theme) => invitations.chooseTheme(theme)}
        />
        {color('primaryColor', t('notify.invitation.primaryColor'))}
        {color('backgroundColor', t('notify.invitation.backgroundColor'))}
        {color('textColor', t('notify.invitation.textColor'))}
        <TextField
          name='invitation-cover'
          label={t('notify.invitation.cover')}
          maxLength={500}
          value={d.coverImageUrl}
          onChange={(coverImageUrl) => invitations.edit({ coverImageUrl: coverImageUrl.trim() })}
        />
        <TextField
          name='invitation-background'
          label={t('notify.invitation.background')}
          maxLength={500}
          value={d.backgroundImageUrl}
          onChange={(v) => invitations.edit({ backgroundImageUrl: v.trim() })}
        />
        <TextAreaField
          name='invitation-images'
          label={t('notify.invitation.images')}
          placeholder='https://'
          value={d.imageUrls.join('\n')}
          onChange={(v) =>
            invitations.edit({
              imageUrls: v
                .split('\n')
                .map((u) => u.trim())
                .filter(Boolean),
            })
          }
        />
        <TextField
          name='invitation-parking'
          label={t('notify.invitation.parking')}
          maxLength={500}
          value={d.parkingImageUrl}
          onChange={(v) => invitations.edit({ parkingImageUrl: v.trim() })}
        />
        <TextField
          name='invitation-greeting'
          label={t('notify.invitation.greeting')}
          maxLength={120}
          value={d.greeting}
          onChange={(greeting) => invitations.edit({ greeting })}
        />
        {toggle('showTime')}
        {toggle('showPeople')}
        {toggle('showSeat')}
        {toggle('showTaker')}
        <Text className='invitation-editor__preview-title'>{t('notify.invitation.preview')}</Text>
        <View className='invitation-editor__preview'>
          <InvitationCard
            style={d}
            facts={{
              storeName: invitations.storeName,
              storeAddress: '',
              when: '2026-05-02 18:30',
              peopleCount: 4,
              seatNames: [t('notify.invitation.sampleSeat')],
              takerName: t('notify.invitation.sampleTaker'),
              host: t('notify.invitation.sampleHost'),
            }}
          />
        </View>
        <FormError text={error} />
        <FormActions onSave={() => void save()} saving={invitations.saving} saveText={t('notify.invitation.save')} />
      </View>
    </PageShell>
  );
}

export default observer(InvitationSettingPage);
