import { PageContainer } from '@tarojs/components';
import type { BackClosesProps } from './platform.types';
import { useRef } from 'react';

/**
 * The host's back (the back gesture, Android's back key, the bar's back) with a sheet
 * open closes the sheet: the host's page-container (WeChat's and Alipay's), shown while the sheet is, takes
 * that back for itself and leaves. Nothing of it is drawn (no overlay, no height).
 */
export function BackCloses({ visible, onBack }: BackClosesProps) {
  const shown = useRef(visible);
  shown.current = visible;
  return (
    <PageContainer
      show={visible}
      overlay={false}
      duration={0}
      customStyle='height: 0; background: transparent;'
      // Also when the sheet closed by a tap: only a back taken while open closes it.
      onAfterLeave={() => shown.current && onBack()}
    />
  );
}

/** The host leaves pages itself: nothing to undo. */
export function leavingPage(): Promise<void> | null {
  return null;
}
