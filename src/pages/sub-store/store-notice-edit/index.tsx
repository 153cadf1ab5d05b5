import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ImageListEditor } from '@/components/image-list-editor';
import { PageShell } from '@/components/page-shell';
import { FormActions, TextAreaField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import type { Store } from '@/gen/store/v1/store_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

function NoticeForm({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  const config = store.bookingConfig;
  const [text, setText] = useState(config?.notice?.text?.content ?? '');
  const [images, setImages] = useState(() =>
    (config?.notice?.imageList ?? []).map(({ fileId, url, width, height, contentType }) => ({
      fileId,
      url,
      width,
      height,
      contentType,
    })),
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const saved = await storeInfo.saveBookingConfig({
      notice: { text: { content: text.trim() }, imageList: images },
      minAdvanceBookingDay: config?.minAdvanceBookingDay,
      maxAdvanceBookingDay: config?.maxAdvanceBookingDay,
      latestCancelDay: config?.latestCancelDay,
    });
    setSaving(false);
    if (saved) showToast(t('staffSetup.common.saved'));
  };

  return (
    <>
      <Text className='setup-list__sub'>{t('staffSetup.store.noticeHint')}</Text>
      <TextAreaField
        name='notice'
        label={t('staffSetup.store.noticeText')}
        value={text}
        onChange={setText}
        maxLength={2000}
      />
      <ImageListEditor
        name='notice'
        title={t('staffSetup.store.noticeImages')}
        images={images}
        onChange={setImages}
        upload={(count) => storeInfo.uploadImages(count, 'booking notice')}
      />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
    </>
  );
}

/** The booking notice diners see before booking (spec: store-notice-edit): text and images. */
function StoreNoticeEditPage() {
  const { t } = useTranslation();
  const { storeInfo } = useRootStore().staffSetup;
  useSetupLoad(storeInfo.load);
  return (
    <PageShell title={t('staffSetup.store.noticeTitle')}>
      <SetupStoreName />
      <SetupState state={storeInfo.state} empty={!storeInfo.store} onRetry={storeInfo.load}>
        {storeInfo.store && <NoticeForm key={storeInfo.store.model?.id} store={storeInfo.store} />}
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreNoticeEditPage);
