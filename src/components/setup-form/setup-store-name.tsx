import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import './setup-form.scss';
import '@/stores/staff-app';

/**
 * Under a setup page's title: the store its changes go to, in the reader's
 * language, so a manager of several stores sees which one they edit.
 */
function SetupStoreNameView() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { choice } = useRootStore().staffSetup;
  useEffect(() => {
    // Shares the page's own load of the permitted stores when one is running.
    choice.ensureStoreId().catch(() => undefined);
  }, [choice]);
  const name = storeName(choice.store);
  if (!name) return null;
  return <Text className='setup-store-name'>{t('staffSetup.common.editingStore', { name })}</Text>;
}

export const SetupStoreName = observer(SetupStoreNameView);
