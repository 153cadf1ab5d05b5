import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { FormActions, FormError, TextField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import type { Store } from '@/gen/store/v1/store_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const days = (n: number | undefined) => (n === undefined ? '' : String(n));

function DaysForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  const config = store.bookingConfig;
  const [v, setV] = useState({
    minAdvance: days(config?.minAdvanceBookingDay),
    maxAdvance: days(config?.maxAdvanceBookingDay),
    latestCancel: days(config?.latestCancelDay),
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  const save = async () => {
    const parsed = [v.minAdvance, v.maxAdvance, v.latestCancel].map((text) =>
      text.trim() === '' ? undefined : Number(text),
    );
    if (parsed.some((n) => n !== undefined && (!Number.isInteger(n) || n < 0)))
      return setError(t('staffSetup.store.invalidDays'));
    setError('');
    setSaving(true);
    const saved = await storeInfo.saveBookingConfig({
      notice: config?.notice,
      minAdvanceBookingDay: parsed[0],
      maxAdvanceBookingDay: parsed[1],
      latestCancelDay: parsed[2],
    });
    setSaving(false);
    if (saved) showToast(t('staffSetup.common.saved'));
  };

  return (
    <View className='store-rules setup-columns'>
      <Text
        className={`setup-list__badge setup-columns__across store-rules__ready${store.isBookingReady ? '' : ' setup-list__badge--warn'}`}
      >
        {store.isBookingReady ? t('staffSetup.store.ready') : t('staffSetup.store.notReady')}
      </Text>
      <Text className='setup-list__sub'>{t('staffSetup.store.readyHint')}</Text>
      <TextField
        name='minAdvance'
        type='digit'
        label={t('staffSetup.store.minAdvance')}
        value={v.minAdvance}
        onChange={set('minAdvance')}
      />
      <TextField
        name='maxAdvance'
        type='digit'
        label={t('staffSetup.store.maxAdvance')}
        value={v.maxAdvance}
        onChange={set('maxAdvance')}
      />
      <TextField
        name='latestCancel'
        type='digit'
        label={t('staffSetup.store.latestCancel')}
        value={v.latestCancel}
        onChange={set('latestCancel')}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </View>
  );
}

/** The store's booking days (spec: store-rules): how far ahead, and until when a diner cancels directly. */
function StoreRulesPage() {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  useSetupLoad(storeInfo.load);
  return (
    <PageShell title={t('staffSetup.store.rulesTitle')} onRefresh={storeInfo.load} wide>
      <SetupStoreName />
      <SetupState state={storeInfo.state} empty={!storeInfo.store} onRetry={storeInfo.load}>
        {storeInfo.store && <DaysForm key={storeInfo.store.model?.updateTime?.seconds ?? ''} store={storeInfo.store} />}
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreRulesPage);
