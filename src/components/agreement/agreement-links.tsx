import { Text } from '@tarojs/components';
import type { ITouchEvent } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import type { LegalDocument } from '@/services/legal-pages';
import { openLegalPage } from './legal-link';
import '@/i18n/login-texts';

/** "the User Agreement and the Privacy Policy", each opening its page. */
export function AgreementLinks() {
  const { t } = useTranslation();
  const store = useRootStore();
  const open = (document: LegalDocument) => (event: ITouchEvent) => {
    // Reading the agreement must not tick or untick it.
    event.stopPropagation();
    openLegalPage(store, document);
  };
  return (
    <>
      <Text className='agreement__link agreement__link--user' onClick={open('user-agreement')}>
        {t('login.agreement.userAgreement')}
      </Text>
      <Text>{t('login.agreement.and')}</Text>
      <Text className='agreement__link agreement__link--privacy' onClick={open('privacy-policy')}>
        {t('login.agreement.privacyPolicy')}
      </Text>
    </>
  );
}
