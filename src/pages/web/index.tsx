import { Text } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { ROUTES } from '@/routing/routes';

/** Only app pages may be continued to: a callback is never an outside address. */
export function safeCallback(callback: string | undefined): string {
  const target = decodeURIComponent(callback ?? '');
  return target.startsWith('/pages/') ? target : ROUTES.home;
}

/**
 * The web index (spec section 2): where unknown addresses containing 'web' arrive, with
 * the original target in `callback`.
 */
export default function WebIndexPage() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { callback } = useRouter().params;
  return (
    <PageShell title={t('page.web.title')} showBack={false}>
      <Text className='web-index__intro'>{t('page.web.intro')}</Text>
      <Button type='primary' onClick={() => void navigator.reLaunch(safeCallback(callback))}>
        {t('page.web.continue')}
      </Button>
    </PageShell>
  );
}
