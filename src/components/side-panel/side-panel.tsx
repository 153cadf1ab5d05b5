import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import './side-panel.scss';

export interface SidePanelProps {
  title: string;
  onClose(): void;
  children?: ReactNode;
  className?: string;
}

/**
 * The detail beside a list on wide windows (docs/client.md, wide layouts): a title, a
 * close button a finger can hit, and content that scrolls on its own, so the list and
 * the detail's actions stay on screen together.
 */
export function SidePanel({ title, onClose, children, className }: SidePanelProps) {
  const { t } = useTranslation();
  return (
    <View className={className ? `side-panel ${className}` : 'side-panel'}>
      <View className='side-panel__head'>
        <Text className='side-panel__title'>{title}</Text>
        <Text className='side-panel__close' aria-label={t('common.closePanel')} onClick={onClose}>
          ✕
        </Text>
      </View>
      <View className='side-panel__body'>{children}</View>
    </View>
  );
}
