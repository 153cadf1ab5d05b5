import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './plain-page.scss';

export interface PlainPageProps {
  title: string;
  children?: ReactNode;
}

/** The frame of a page outside the tabs: a heading and the content. */
export function PlainPage({ title, children }: PlainPageProps) {
  return (
    <View className='plain-page'>
      <View className='plain-page__header'>
        <Text className='plain-page__title'>{title}</Text>
      </View>
      <View className='plain-page__body'>{children}</View>
    </View>
  );
}
