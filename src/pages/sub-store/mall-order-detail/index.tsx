import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OrderDetailBody } from '@/components/mall-staff/order-detail-body';
import { PageShell } from '@/components/page-shell';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** One mall order of the store (`?id=`): accept, reject, cancel, ship. */
function MallOrderDetailPage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  return (
    <PageShell title={t('mallStaff.order.detailTitle')} wide>
      <OrderDetailBody id={id} />
    </PageShell>
  );
}

export default observer(MallOrderDetailPage);
