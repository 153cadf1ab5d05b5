import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookOutForm_Status as Status } from '@/gen/booking/v1/book_out_form_pb';
import { BookOutStatusTag, BookOutSummary } from '@/components/book-out';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { useStaffBookOut } from '@/components/book-out/use-staff-book-out';
import { askConfirm, showToast } from '@/services/feedback';
import { AvailabilityPanel } from './availability-panel';
import { SeatPanel } from './seat-panel';
import '../../../components/book-out/book-out.scss';
import '../../../components/staff-kit/order-page.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/book-out-texts';
import { personName } from '@/common/person-name';

/**
 * book-out-form-detail (?id=) for staff: the request, what is free for it (before the
 * confirm), its answers (confirm, decline, cancel, each asked first) and, once
 * confirmed, its booking made or linked (seat-panel.tsx). Wide screens show the request beside the answers.
 */
function StaffBookOutDetailPage() {
  const { t } = useTranslation();
  const { id = '', storeId = '' } = useRouter().params;
  const { openOrder } = useStaff();
  const bookOut = useStaffBookOut();
  const [detail] = useState(() => bookOut.detail(id, storeId));
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (id) void detail.load();
  }, [detail, id]);
  const form = detail.form;

  const act = async (ask: string, yes: string, run: () => Promise<boolean>, done: string) => {
    if (!(await askConfirm(ask, yes, t('bookOut.staff.back')))) return;
    if (await run()) showToast(done);
  };
  const waiting = form?.status === Status.WAIT_STORE_CONFIRM;
  const confirmed = form?.status === Status.WAIT_ALLOCATE_BOOKING_ORDER_ID;

  return (
    <PageShell title={t('bookOut.page.staffDetail')} wide onRefresh={detail.load}>
      {!id && <Text className='order-page__missing'>{t('bookOut.staff.empty')}</Text>}
      <LoadState status={id ? detail.state : 'ready'} onRetry={() => void detail.load()}>
        {form && (
          <View className='book-out__page book-out__columns staff-book-out'>
            <View className='book-out__list'>
              <View className='book-out__panel'>
                <View className='book-out__card-head'>
                  <Text className='book-out__card-title'>{personName(form.fields?.diner)}</Text>
                  <BookOutStatusTag form={form} />
                </View>
              </View>
              <BookOutSummary form={form} />
              {form.status === Status.FINISHED && form.bookingOrderId !== '0' && (
                <Button
                  block
                  type='primary'
                  className='staff-book-out__order'
                  onClick={() => openOrder(form.bookingOrderId)}
                >
                  {t('bookOut.staff.openOrder')}
                </Button>
              )}
            </View>
            {(waiting || confirmed) && (
              <View className='book-out__list'>
                {waiting && <AvailabilityPanel form={form} availability={detail.availability} />}
                {waiting && (
                  <Button
                    type='primary'
                    block
                    className='staff-book-out__confirm'
                    loading={detail.busy}
                    onClick={() =>
                      void act(
                        t('bookOut.staff.confirmAsk'),
                        t('bookOut.staff.confirm'),
                        detail.confirm,
                        t('bookOut.staff.confirmed'),
                      )
                    }
                  >
                    {t('bookOut.staff.confirm')}
                  </Button>
                )}
                {confirmed && <SeatPanel detail={detail} />}
                <Textarea
                  className='staff-form__textarea staff-book-out__reason'
                  value={reason}
                  maxlength={200}
                  placeholder={t('bookOut.staff.reasonHint')}
                  onInput={(e) => setReason(e.detail.value)}
                />
                <View className='book-out__actions'>
                  {waiting ? (
                    <Button
                      className='staff-book-out__reject'
                      onClick={() =>
                        void act(
                          t('bookOut.staff.rejectAsk'),
                          t('bookOut.staff.reject'),
                          () => detail.reject(reason),
                          t('bookOut.staff.rejected'),
                        )
                      }
                    >
                      {t('bookOut.staff.reject')}
                    </Button>
                  ) : (
                    <Button
                      className='staff-book-out__cancel'
                      onClick={() =>
                        void act(
                          t('bookOut.staff.cancelAsk'),
                          t('bookOut.staff.cancel'),
                          () => detail.cancel(reason),
                          t('bookOut.staff.cancelled'),
                        )
                      }
                    >
                      {t('bookOut.staff.cancel')}
                    </Button>
                  )}
                </View>
              </View>
            )}
          </View>
        )}
      </LoadState>
    </PageShell>
  );
}

export default observer(StaffBookOutDetailPage);
