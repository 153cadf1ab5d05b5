import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { SkuEditor } from '@/components/mall-staff/sku-editor';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A SKU of a product (`?productId=&skuId=`; no skuId: a new one); back to the product once saved. */
function MallSkuEditPage() {
  const { t } = useTranslation();
  const { back } = useStaff();
  const { productId = '', skuId = '' } = useRouter().params;
  return (
    <PageShell title={t(skuId ? 'mallStaff.sku.editTitle' : 'mallStaff.sku.createTitle')} wide>
      <SkuEditor productId={productId} skuId={skuId} onSaved={back} />
    </PageShell>
  );
}

export default observer(MallSkuEditPage);
