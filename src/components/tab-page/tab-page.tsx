import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { TabBar, type TabPath } from '@/components/tab-bar';
import './tab-page.scss';

export interface TabPageProps {
  /** This page's path, which the tab bar highlights. */
  path: TabPath;
  title: string;
  children?: ReactNode;
}

/** The frame shared by the tab pages: a heading, the content, the bottom tab bar. */
export function TabPage({ path, title, children }: TabPageProps) {
  return (
    <View className='tab-page'>
      <View className='tab-page__header'>
        <Text className='tab-page__title'>{title}</Text>
      </View>
      <View className='tab-page__body'>{children}</View>
      <TabBar current={path} />
    </View>
  );
}
