import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction } from '@/components/setup-form';
import { SetupState } from '@/components/setup-state';
import { StoreTableForm, TableItemsPanel } from '@/components/store-table-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface TableEditorProps {
  id: string;
  /** After a delete: leave the page, or close the panel beside the list. */
  onDeleted(): void;
}

/**
 * Edits a kind of table and its items (spec: store-table-update). A table with orders
 * cannot be deleted: the server says so and the editor offers to hide it instead. Its
 * own page on a phone; beside the table list on wide windows.
 */
function TableEditorView({ id, onDeleted }: TableEditorProps) {
  const { t } = useTranslation();
  const { tables } = useRootStore().staffSetup;
  const table = tables.find(id);

  const save = async (input: Record<string, unknown>) => {
    const saved = await tables.save(id, input);
    if (saved) showToast(t('staffSetup.common.saved'));
    return saved !== null;
  };

  const remove = async () => {
    if (!table || !(await confirmAction(t('staffSetup.common.confirmDelete', { name: table.name })))) return;
    const outcome = await tables.delete(id);
    if (outcome === 'deleted') {
      showToast(t('staffSetup.common.deleted'));
      onDeleted();
    } else if (
      outcome === 'has-orders' &&
      (await confirmAction(t('staffSetup.table.hasOrders'), t('staffSetup.table.hideInstead')))
    ) {
      if (await tables.hide(id)) showToast(t('staffSetup.table.hidden'));
    }
  };

  return (
    <SetupState state={tables.state} empty={!table} emptyText={t('serverMessage.tableNotFound')} onRetry={tables.load}>
      {table && (
        <>
          {/* Keyed by the saved version, so the form shows what the server kept. */}
          <StoreTableForm key={`${id}-${table.model?.updateTime?.seconds ?? ''}`} table={table} onSave={save}>
            <Button block type='danger' className='store-table__delete' onClick={() => void remove()}>
              {t('staffSetup.common.delete')}
            </Button>
          </StoreTableForm>
          <TableItemsPanel table={table} />
        </>
      )}
    </SetupState>
  );
}

export const TableEditor = observer(TableEditorView);
