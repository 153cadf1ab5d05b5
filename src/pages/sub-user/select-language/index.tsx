import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { OptionList } from '@/components/option-list';
import { useRootStore } from '@/stores';
import { LANGUAGES, type Language } from '@/i18n/language';

/** Chooses the interface language; the choice is kept and applies at once. */
function SelectLanguagePage() {
  const { t } = useTranslation();
  const { settings, navigator } = useRootStore();
  const options = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  const choose = (language: Language) => {
    settings.setLanguage(language);
    void navigator.back();
  };
  return (
    <PageShell title={t('page.selectLanguage.title')}>
      <OptionList<Language>
        title={t('page.setting.language')}
        options={options}
        selected={settings.language}
        onSelect={choose}
      />
    </PageShell>
  );
}

export default observer(SelectLanguagePage);
