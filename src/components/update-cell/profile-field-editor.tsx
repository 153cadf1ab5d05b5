import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TitleChips } from '@/components/diner-title';
import { LoginRequired } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import type { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import { ROUTES } from '@/routing/routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { FIELD_MAX_LENGTH, isEditableField } from './editable-field';
import { currentValue, saveField, type SaveOutcome } from './save-field';
import './update-cell.scss';
import '@/i18n/server-message-texts';
import '@/i18n/me-texts';

/**
 * Edits one field of the person's profile (`field`: nickname, lastName, firstName,
 * email, title). A nickname someone else has is refused with a free one to take.
 * The diner's update-cell and the shared one (staff edit their own nickname
 * without leaving merchant mode) are this one editor.
 */
function ProfileFieldEditorView() {
  const { t } = useTranslation();
  const store = useRootStore();
  const { session, account, navigator } = store;
  const { params } = useRouter();
  const field = isEditableField(params.field) ? params.field : null;
  const [value, setValue] = useState<string | DinerTitle | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [saving, setSaving] = useState(false);

  const needsDiner = field !== null && field !== 'nickname';
  useEffect(() => {
    if (needsDiner && session.phoneLoggedIn && !account.currentDiner) void account.loadDiners();
  }, [account, needsDiner, session.phoneLoggedIn]);

  const title = field ? t(`account.updateCell.title.${field}`) : t('account.updateCell.title.nickname');
  if (!field) {
    return (
      <PageShell title={title}>
        <Text className='update-cell__unknown'>{t('account.updateCell.unknownField')}</Text>
      </PageShell>
    );
  }
  if (!session.loggedIn) {
    return (
      <PageShell title={title}>
        <LoginRequired />
      </PageShell>
    );
  }
  if (needsDiner && !account.currentDiner) {
    // No diner record yet (or it could not be read): nothing here to edit.
    const status = account.dinersStatus;
    return (
      <PageShell title={title}>
        <View className='update-cell__loading'>
          {status === 'ready' ? (
            <Button type='primary' onClick={() => void navigator.redirectTo(ROUTES.completionUser)}>
              {t('account.profile.completeDiner')}
            </Button>
          ) : status === 'error' ? (
            <Button onClick={() => void account.loadDiners()}>{t('common.retry')}</Button>
          ) : (
            <Text>{t('common.loading')}</Text>
          )}
        </View>
      </PageShell>
    );
  }

  const shown = value ?? currentValue(store, field);
  const save = async () => {
    setSaving(true);
    const result = await saveField(store, field, shown);
    setSaving(false);
    setOutcome(result);
    if (result.kind !== 'saved') return;
    showToast(t('account.updateCell.saved'));
    await navigator.back();
  };

  return (
    <PageShell title={title}>
      <View className='update-cell__field'>
        {field === 'title' ? (
          <TitleChips value={shown as DinerTitle} onChange={setValue} />
        ) : (
          <Input
            className='update-cell__input'
            value={String(shown)}
            maxLength={FIELD_MAX_LENGTH[field]}
            placeholder={t('account.updateCell.placeholder')}
            onChange={(next) => {
              setValue(next);
              setOutcome(null);
            }}
          />
        )}
      </View>
      {outcome?.kind === 'problem' && (
        <Text className='update-cell__problem'>
          {outcome.key === 'empty' ? t('account.updateCell.empty') : t(`serverMessage.${outcome.key}`)}
        </Text>
      )}
      {outcome?.kind === 'taken' && (
        <View className='update-cell__taken'>
          <Text className='update-cell__problem'>{t('account.updateCell.nicknameTaken', { name: String(shown) })}</Text>
          {outcome.suggestion && (
            <Text className='update-cell__suggestion' onClick={() => setValue(outcome.suggestion)}>
              {t('account.updateCell.useSuggestion', { name: outcome.suggestion })}
            </Text>
          )}
        </View>
      )}
      <Button className='update-cell__save' type='primary' block disabled={saving} onClick={() => void save()}>
        {t('account.updateCell.save')}
      </Button>
    </PageShell>
  );
}

export const ProfileFieldEditor = observer(ProfileFieldEditorView);
