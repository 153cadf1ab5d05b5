import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { FormActions, FormError, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * Edits one value and goes back (spec: update-cell), opened with ?kind=&id=&value=.
 * Kinds: tableItem (rename a physical table).
 */
function UpdateCellPage() {
  const { t } = useTranslation();
  const { params } = useRouter();
  const { staffSetup, navigator } = useRootStore();
  const [value, setValue] = useState(decodeURIComponent(params.value ?? ''));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!value.trim()) return setError(t('staffSetup.common.nameRequired'));
    setError('');
    setSaving(true);
    await staffSetup.choice.ensureStoreId();
    const done =
      params.kind === 'tableItem' ? await staffSetup.tables.renameItem(params.id ?? '', value.trim()) : false;
    setSaving(false);
    if (done) {
      showToast(t('staffSetup.common.saved'));
      await navigator.back();
    }
  };

  return (
    <PageShell title={t('staffSetup.updateCell.title')}>
      <TextField
        name='value'
        label={t('staffSetup.updateCell.value')}
        value={value}
        onChange={setValue}
        maxLength={50}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </PageShell>
  );
}

export default observer(UpdateCellPage);
