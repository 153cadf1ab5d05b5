import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { SidePanel } from './side-panel';

export interface ListDetailProps {
  /** The list: its toolbar, rows, states. */
  children?: ReactNode;
  /** The picked entry (`useListPanel().shown`): its detail opens beside the list; null, none. */
  shown: string | null;
  panelTitle: string;
  onClose(): void;
  /** The picked entry's detail, the same component its own page shows. */
  renderDetail(id: string): ReactNode;
}

/**
 * A setup or CRM list with its side panel (docs/client.md, wide layouts): one column
 * on a phone, where an entry opens its own page; on wide windows the list at a
 * readable width and the picked entry beside it.
 */
export function ListDetail({ children, shown, panelTitle, onClose, renderDetail }: ListDetailProps) {
  return (
    <View className='list-detail'>
      <View className='list-detail__list'>{children}</View>
      {shown && (
        <SidePanel className='list-detail__panel' title={panelTitle} onClose={onClose}>
          <View key={shown}>{renderDetail(shown)}</View>
        </SidePanel>
      )}
    </View>
  );
}

/** A list row's class, marked while its entry is open beside the list. */
export function listRowClass(shown: string | null, id: string | undefined, extra = ''): string {
  return `setup-list__row${shown && shown === id ? ' setup-list__row--picked' : ''}${extra ? ` ${extra}` : ''}`;
}
