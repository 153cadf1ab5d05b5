import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ImageListEditor } from '@/components/image-list-editor';
import { PageShell } from '@/components/page-shell';
import { FormActions } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import type { Store } from '@/gen/store/v1/store_pb';
import { showToast } from '@/services/feedback';
import type { UploadedImage } from '@/services/image-upload';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const plain = (list: UploadedImage[] | undefined) =>
  (list ?? []).map(({ fileId, url, width, height, contentType }) => ({ fileId, url, width, height, contentType }));

function ImagesForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  const [environment, setEnvironment] = useState(() => plain(store.image?.environmentList));
  const [dishes, setDishes] = useState(() => plain(store.image?.dishList));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const saved = await storeInfo.saveImages({ environmentList: environment, dishList: dishes });
    setSaving(false);
    if (saved) showToast(t('staffSetup.common.saved'));
  };

  return (
    <>
      <ImageListEditor
        name='environment'
        title={t('staffSetup.store.environmentImages')}
        images={environment}
        onChange={setEnvironment}
        upload={(count) => storeInfo.uploadImages(count, 'store environment')}
      />
      <ImageListEditor
        name='dish'
        title={t('staffSetup.store.dishImages')}
        images={dishes}
        onChange={setDishes}
        upload={(count) => storeInfo.uploadImages(count, 'store dish')}
      />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </>
  );
}

/** The store's environment and dish images (spec: store-images-info). */
function StoreImagesInfoPage() {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  useSetupLoad(storeInfo.load);
  return (
    <PageShell title={t('staffSetup.store.imagesTitle')}>
      <SetupStoreName />
      <SetupState state={storeInfo.state} empty={!storeInfo.store} onRetry={storeInfo.load}>
        {storeInfo.store && <ImagesForm key={storeInfo.store.model?.id} store={storeInfo.store} />}
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreImagesInfoPage);
