import { Text } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/**
 * Placeholder for the login screen (the identity issue builds it): session.startLogin()
 * opens this route, so the flow has somewhere to land until then.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('page.login.title')} hideContactButton>
      <Text className='login__placeholder'>{t('page.login.placeholder')}</Text>
    </PageShell>
  );
}
