import { useState } from 'react';
import { staffUrl } from '@/routing/staff-routes';
import { useRootStore } from '@/stores';
import { useWideLayout } from '@/utils/use-wide-layout';

/**
 * A list whose entries open their detail: beside the list on wide windows (`shown`,
 * the picked id), else on the detail page as before.
 */
export function useListPanel(detailRoute: string) {
  const { navigator } = useRootStore();
  const wide = useWideLayout();
  const [picked, setPicked] = useState<string | null>(null);
  return {
    shown: wide ? picked : null,
    open: (id: string) => (wide ? setPicked(id) : void navigator.navigateTo(staffUrl(detailRoute, { id }))),
    close: () => setPicked(null),
  };
}
