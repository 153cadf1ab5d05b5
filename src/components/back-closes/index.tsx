import type { ComponentProps } from 'react';
import { useRootStore } from '@/stores';

/**
 * Drawn beside a sheet (popup, dialog): while it is open, the browser's or the
 * phone's back closes it instead of leaving the page (each host's way, in platform/).
 */
export function BackCloses(props: ComponentProps<ReturnType<typeof useRootStore>['platform']['BackCloses']>) {
  const Catcher = useRootStore().platform.BackCloses;
  return <Catcher {...props} />;
}
