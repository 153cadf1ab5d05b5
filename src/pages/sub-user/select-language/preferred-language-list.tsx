import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { LoginRequired } from '@/components/login-required';
import { OptionList } from '@/components/option-list';
import { PageShell } from '@/components/page-shell';
import type { GuestLanguage } from '@/common/guest-language';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import './preferred-language-list.scss';
import '@/i18n/me-texts';

/** The diner's preferred language, saved on their diner record; '' is not set. */
function PreferredLanguageListView({ languages }: { languages: readonly GuestLanguage[] }) {
  const { t } = useTranslation();
  const { account, session, navigator } = useRootStore();
  const diner = account.currentDiner;
  useEffect(() => {
    if (session.user?.phone && !diner) void account.loadDiners();
  }, [account, session.user, diner]);

  const title = t('page.selectLanguage.dinerTitle');
  if (!session.user?.phone) {
    return (
      <PageShell title={title}>
        <LoginRequired />
      </PageShell>
    );
  }
  if (!diner) {
    return (
      <PageShell title={title}>
        <StateView
          state={account.dinersStatus === 'error' ? 'error' : 'loading'}
          onRetry={() => void account.loadDiners()}
        />
      </PageShell>
    );
  }
  const options = [
    { value: '', label: t('account.profile.notSet') },
    ...languages.map((value) => ({ value, label: t(`language.${value}`) })),
  ];
  const choose = async (preferredLanguage: string) => {
    if (await account.updateDiner({ preferredLanguage })) void navigator.back();
  };
  return (
    <PageShell title={title}>
      <Text className='select-language__hint'>{t('page.selectLanguage.dinerHint')}</Text>
      <OptionList<string>
        title={title}
        options={options}
        selected={diner.preferredLanguage}
        onSelect={(value) => void choose(value)}
      />
    </PageShell>
  );
}

export const PreferredLanguageList = observer(PreferredLanguageListView);
