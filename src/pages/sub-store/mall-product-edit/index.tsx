import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ProductEditor } from '@/components/mall-staff/product-editor';
import { PageShell } from '@/components/page-shell';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A mall product (`?id=`), or a new one without: its fields, specs, SKUs and stock. */
function MallProductEditPage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  return (
    <PageShell title={t(id ? 'mallStaff.product.editTitle' : 'mallStaff.product.createTitle')} wide>
      <ProductEditor id={id} />
    </PageShell>
  );
}

export default observer(MallProductEditPage);
