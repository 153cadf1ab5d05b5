import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TitleChips } from '@/components/diner-title';
import { LoginRequired } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { looksLikeEmail } from '@/common/email';
import { displayPhone } from '@/common/phone-number';
import './index.scss';
import '@/i18n/server-message-texts';
import '@/i18n/login-texts';

type Problem = 'dinerNameRequired' | 'invalidEmail';

/**
 * Profile completion (spec section 2): a logged-in person without a diner record says
 * who they book as; then back to where the login started.
 */
function CompletionUserPage() {
  const { t } = useTranslation();
  const { session, account, login } = useRootStore();
  const [title, setTitle] = useState<DinerTitle>(DinerTitle.UNKNOWN);
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const user = session.user;

  if (!user?.phone) {
    return (
      <PageShell title={t('login.completion.title')} hideContactButton>
        <LoginRequired text={t('login.completion.needLogin')} />
      </PageShell>
    );
  }

  const save = async () => {
    const found: Problem | null =
      !lastName.trim() && !firstName.trim()
        ? 'dinerNameRequired'
        : email.trim() && !looksLikeEmail(email)
          ? 'invalidEmail'
          : null;
    setProblem(found);
    if (found) return;
    setSaving(true);
    const created = await account.createDiner({
      title,
      lastName: lastName.trim(),
      firstName: firstName.trim(),
      email: email.trim(),
      phoneRegionCode: user.phoneRegionCode,
      phone: user.phone,
    });
    setSaving(false);
    if (!created) return;
    showToast(t('login.completion.saved'));
    await login.returnToLastPage();
  };

  return (
    <PageShell title={t('login.completion.title')} hideContactButton>
      <Text className='completion__intro'>{t('login.completion.intro')}</Text>
      <View className='completion__form'>
        <Text className='completion__label'>{t('login.completion.dinerTitle')}</Text>
        <TitleChips value={title} onChange={setTitle} />
        <Text className='completion__label'>{t('login.completion.lastName')}</Text>
        <Input
          className='completion__last-name'
          value={lastName}
          maxLength={40}
          placeholder={t('login.completion.lastNamePlaceholder')}
          onChange={setLastName}
        />
        <Text className='completion__label'>{t('login.completion.firstName')}</Text>
        <Input
          className='completion__first-name'
          value={firstName}
          maxLength={40}
          placeholder={t('login.completion.firstNamePlaceholder')}
          onChange={setFirstName}
        />
        <Text className='completion__label'>{t('login.completion.phone')}</Text>
        <Text className='completion__phone'>{displayPhone(user.phoneRegionCode, user.phone)}</Text>
        <Text className='completion__label'>{t('login.completion.email')}</Text>
        <Input
          className='completion__email'
          type='text'
          value={email}
          maxLength={120}
          placeholder={t('login.completion.emailPlaceholder')}
          onChange={setEmail}
        />
      </View>
      {problem && <Text className='completion__problem'>{t(`serverMessage.${problem}`)}</Text>}
      <Button className='completion__save' type='primary' block disabled={saving} onClick={() => void save()}>
        {saving ? t('login.completion.saving') : t('login.completion.save')}
      </Button>
    </PageShell>
  );
}

export default observer(CompletionUserPage);
