import { Text, View, WebView } from '@tarojs/components';
import Taro, { useRouter, useUnload } from '@tarojs/taro';
import { WEBVIEW_CLOSED_EVENT } from '@/utils/webview-closed';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import './index.scss';
import '@/i18n/login-texts';

/** Only web addresses open here; anything else (javascript:, data:) is no page. */
export function webviewSource(src: string | undefined): string {
  const decoded = src ? decodeURIComponent(src) : '';
  return /^https?:\/\//i.test(decoded) ? decoded : '';
}

/**
 * A web page inside the app (spec section 2, param `src`): the user agreement and the
 * privacy policy open here. Mini-programs draw the page over everything with their own
 * bar; on H5 it sits below our navigation bar.
 */
export default function WebviewPage() {
  const { t } = useTranslation();
  const { params } = useRouter();
  const src = webviewSource(params.src);
  useUnload(() => Taro.eventCenter.trigger(WEBVIEW_CLOSED_EVENT));
  const title = src.includes('/legal/user-agreement')
    ? t('login.webview.userAgreement')
    : src.includes('/legal/privacy-policy')
      ? t('login.webview.privacyPolicy')
      : t('login.webview.title');
  return (
    <PageShell title={title} hideContactButton>
      {src ? (
        <View className='webview'>
          <WebView src={src} />
        </View>
      ) : (
        <Text className='webview__missing'>{t('login.webview.missingSrc')}</Text>
      )}
    </PageShell>
  );
}
