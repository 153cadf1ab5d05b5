import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { StateView } from '@/components/diner/state-view';
import { ImageListEditor } from '@/components/image-list-editor';
import { PageShell } from '@/components/page-shell';
import { create } from '@bufbuild/protobuf';
import { ImageInfoSchema } from '@/gen/common/v1/model_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-images: the feast's pictures (the first is the cover and the share card's). */
function FeastImagesPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { feast: feasts, staffSetup, navigator } = useRootStore();
  const form = useViewModel(() => feasts.form(id));
  const save = async () => {
    if (await form.save()) {
      showToast(t('feast.form.saved'));
      void navigator.back();
    }
  };
  return (
    <PageShell title={t('feast.page.storeImages')}>
      {form.state === 'loading' && <StateView state='loading' />}
      {form.state === 'error' && <StateView state='error' onRetry={() => void form.load()} />}
      {form.state === 'ready' && (
        <View className='section'>
          <ImageListEditor
            name='feast'
            title={t('feast.field.images')}
            images={form.images.map((i) => ({
              fileId: i.fileId,
              url: i.url,
              width: i.width,
              height: i.height,
              contentType: i.contentType,
            }))}
            onChange={(list) =>
              form.set(
                'images',
                list.map((i) => create(ImageInfoSchema, i)),
              )
            }
            upload={(count) => staffSetup.storeInfo.uploadImages(count, 'feast')}
          />
          <View className='feast-actions'>
            <Button type='primary' loading={form.saving} onClick={() => void save()}>
              {t('feast.action.save')}
            </Button>
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default observer(FeastImagesPage);
