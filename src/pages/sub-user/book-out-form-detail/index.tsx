import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { BookOutForm_Status as Status } from '@/gen/booking/v1/book_out_form_pb';
import { BookOutStatusTag, BookOutSummary, statusName, useBookOutNames } from '@/components/book-out';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { BookOutDetailStore } from '@/stores/book-out/diner-book-out.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/book-out/book-out.scss';
import '@/i18n/book-out-texts';

/**
 * book-out-form-detail (?id=): one of the diner's requests, where it stands,
 * withdrawing it while open, and its booking once the store made one (the
 * diner pays the deposit from the booking's page).
 */
function BookOutFormDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { transport, navigator } = useRootStore();
  const detail = useViewModel(() => new BookOutDetailStore(transport, id));
  const form = detail.form.value;
  const names = useBookOutNames();

  const cancel = async () => {
    if (!(await askConfirm(t('bookOut.cancelAsk'), t('bookOut.cancel'), t('bookOut.keep')))) return;
    if (await detail.cancel()) showToast(t('bookOut.cancelled'));
  };
  const open = form?.status === Status.WAIT_STORE_CONFIRM || form?.status === Status.WAIT_ALLOCATE_BOOKING_ORDER_ID;

  return (
    <PageShell title={t('bookOut.page.detail')} wide onRefresh={detail.load}>
      {!form ? (
        <>
          {detail.form.state === 'loading' && <StateView state='loading' />}
          {detail.form.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
        </>
      ) : (
        <View className='book-out__page book-out-detail'>
          <View className='book-out__panel'>
            <View className='book-out__card-head'>
              <Text className='book-out__card-title'>{names.store(form)}</Text>
              <BookOutStatusTag form={form} />
            </View>
            <Text className='book-out__hint book-out-detail__hint'>
              {t(`bookOut.statusHint.${statusName(form) as 'CLOSED'}`)}
            </Text>
          </View>
          <BookOutSummary form={form} />
          {form.status === Status.FINISHED && form.bookingOrderId !== '0' && (
            <Button
              type='primary'
              block
              className='book-out-detail__order'
              onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.orderDetail, { id: form.bookingOrderId }))}
            >
              {t('bookOut.viewOrder')}
            </Button>
          )}
          {open && (
            <Button block className='book-out-detail__cancel' loading={detail.cancelling} onClick={() => void cancel()}>
              {t('bookOut.cancel')}
            </Button>
          )}
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(BookOutFormDetailPage), { title: (t) => t('bookOut.page.detail') });
