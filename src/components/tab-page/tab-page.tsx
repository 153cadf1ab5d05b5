import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { TabBar, type TabPath } from '@/components/tab-bar';
import { PageShell, type PageShellProps } from '@/components/page-shell';
import './tab-page.scss';

export interface TabPageProps extends Omit<PageShellProps, 'bottom' | 'showBack' | 'showHome'> {
  /** This page's path, which the tab bar highlights. */
  path: TabPath;
  children?: ReactNode;
}

/** A tab page: the page shell without back and home buttons, and the bottom tab bar. */
export function TabPage({ path, children, ...shell }: TabPageProps) {
  return (
    <PageShell
      {...shell}
      showBack={false}
      showHome={false}
      bottom={
        <>
          {/* Room for the fixed tab bar (100px at 750 design width) and the home indicator, under
              everything the page shows (home's contact footer too, which it kept apart from the list). */}
          <View className='tab-page__spacer' />
          <TabBar current={path} />
        </>
      }
    >
      {children}
    </PageShell>
  );
}
