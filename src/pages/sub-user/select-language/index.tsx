import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { OptionList } from '@/components/option-list';
import { useRootStore } from '@/stores';
import { LANGUAGES, type Language } from '@/i18n/language';
import { GUEST_LANGUAGES } from '@/common/guest-language';
import { PreferredLanguageList } from './preferred-language-list';

/**
 * Chooses the interface language (kept, applies at once); with `for=diner`, the
 * diner's preferred language instead, the list that also offers Korean and Japanese
 * (spec section 1): the restaurant greets and calls the guest in it.
 */
function SelectLanguagePage() {
  const { t } = useTranslation();
  const { settings, navigator } = useRootStore();
  if (useRouter().params.for === 'diner') return <PreferredLanguageList languages={GUEST_LANGUAGES} />;
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
