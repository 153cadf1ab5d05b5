import { Text, View } from '@tarojs/components';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';

export interface NavBarProps {
  title: string;
  showBack: boolean;
  showHome: boolean;
  /** Stays at the top while the page scrolls; a spacer keeps the content below it. */
  fixed?: boolean;
  /** At the bar's right end, left of a mini-program's capsule (the contact button). */
  end?: ReactNode;
}

/**
 * The custom navigation bar every page has (app.config sets navigationStyle custom):
 * it sits below the status bar and leaves room for a mini-program's capsule button.
 * Back and home are text glyphs: NutUI icons render nothing in mini-programs.
 */
export function NavBar({ title, showBack, showHome, fixed, end }: NavBarProps) {
  const { t } = useTranslation();
  const { navigator, platform } = useRootStore();
  const metrics = useMemo(() => platform.navBarMetrics(), [platform]);
  const height = metrics.statusBarHeight + metrics.navBarHeight;
  const bar = (
    <View
      className={fixed ? 'nav-bar nav-bar--fixed' : 'nav-bar'}
      style={{ paddingTop: `${metrics.statusBarHeight}px` }}
    >
      <View
        className='nav-bar__inner'
        style={{ height: `${metrics.navBarHeight}px`, paddingRight: `${metrics.capsuleWidth}px` }}
      >
        <View className='nav-bar__buttons'>
          {showBack && (
            <View className='nav-bar__button nav-bar__back' aria-label={t('nav.back')} onClick={() => navigator.back()}>
              <Text>‹</Text>
            </View>
          )}
          {showHome && (
            <View className='nav-bar__button nav-bar__home' aria-label={t('nav.home')} onClick={() => navigator.home()}>
              <Text>⌂</Text>
            </View>
          )}
        </View>
        <Text className='nav-bar__title'>{title}</Text>
        {end && (
          <View className='nav-bar__end' style={{ right: `${metrics.capsuleWidth}px` }}>
            {end}
          </View>
        )}
      </View>
    </View>
  );
  if (!fixed) return bar;
  return (
    <>
      {bar}
      <View className='nav-bar__spacer' style={{ height: `${height}px` }} />
    </>
  );
}
