import { View } from '@tarojs/components';
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useRootStore } from '@/stores';
import { isTestEnvironment } from '@/services/api-base';
import { darkPagePalette, themeVariables } from '@/theme/themes';
import { ErrorBoundary } from '@/components/error-boundary';
import { PopupStack } from '@/components/popup-stack';
import { StaffPrompt } from '@/components/staff-prompt';
import { ContactButton, contactOffered } from './contact-button';
import { ContactFooter } from './contact-footer';
import { NavBar } from './nav-bar';
import { TestWatermark } from './test-watermark';
import './page-shell.scss';
// NutUI's own texts follow the interface language (kept out of the entry; see the module).
import '@/i18n/nutui-locale';

export interface PageShellProps {
  title: string;
  children?: ReactNode;
  /** 'dark': the dark background with a white title of booking and payment pages. */
  variant?: 'default' | 'dark';
  /** Back and home buttons in the navigation bar; tab pages show neither. */
  showBack?: boolean;
  showHome?: boolean;
  fixedNav?: boolean;
  /** The diner contact footer under the content. */
  contactFooter?: boolean;
  /** Under the contact footer: what arrives after the page was drawn and must move none of it. */
  late?: ReactNode;
  /** Pages that must not show the contact button in their navigation bar. */
  hideContactButton?: boolean;
  /** Pull-to-refresh; the page config must enable it (enablePullDownRefresh). */
  onRefresh?: () => Promise<unknown> | void;
  /** Bottom reach; the page config sets the distance (page-options.ts). */
  onReachBottom?: () => void;
  /** Below everything, e.g. the tab bar. */
  bottom?: ReactNode;
  /**
   * The page lays itself out for wide windows (docs/client.md, wide layouts) and gets
   * the whole window there; other pages stay a centred column.
   */
  wide?: boolean;
}

/**
 * The frame of every page: theme variables, the custom navigation bar, the page's
 * content behind the error boundary, the diner's contact footer and contact button,
 * the test-environment watermark, and the refresh and bottom-reach hooks.
 */
function PageShellView(props: PageShellProps) {
  const store = useRootStore();
  const { title, variant = 'default', showBack = true, showHome = true } = props;
  const diner = store.operator.mode === 'diner';
  const showContactButton = contactOffered(store) && !props.hideContactButton;

  useEffect(() => {
    // H5: the browser tab's title; mini-programs keep it for the task switcher.
    Taro.setNavigationBarTitle({ title }).catch(() => undefined);
  }, [title]);

  useEffect(() => store.markPageShown(), [store]);

  usePullDownRefresh(() => {
    void Promise.resolve(props.onRefresh?.()).finally(() => Taro.stopPullDownRefresh());
  });
  useReachBottom(() => props.onReachBottom?.());

  const className = `page-shell page-shell--${variant} page-shell--theme-${store.theme}${props.wide ? ' page-shell--wide' : ''}`;
  // Inline, so the dark variant's colours must be in it too: a class cannot override inline variables.
  const style = themeVariables(variant === 'dark' ? darkPagePalette(store.palette) : store.palette);
  // Only the default language is bundled: a page waits for another one's texts rather
  // than speak the wrong language first (the fetch is one small file).
  if (!store.languageReady) return <View className={className} style={style} />;

  return (
    <View className={className} style={style}>
      {/* The contact button rides in the bar: floating over the page it covered the
          page's own controls (a time, a switch, a button) wherever they fell under it. */}
      <NavBar
        title={title}
        showBack={showBack}
        showHome={showHome}
        fixed={props.fixedNav}
        end={showContactButton ? <ContactButton /> : undefined}
      />
      <View className='page-shell__body'>
        <ErrorBoundary>{props.children}</ErrorBoundary>
      </View>
      {props.contactFooter && diner && <ContactFooter />}
      {props.late}
      {isTestEnvironment(store.apiBase) && <TestWatermark />}
      {store.popup.pages.length > 0 && <PopupStack />}
      {/* login: staff are offered the merchant tools on whatever page their login finishes */}
      {store.staffStanding.prompt && <StaffPrompt />}
      {props.bottom}
    </View>
  );
}

export const PageShell = observer(PageShellView);
