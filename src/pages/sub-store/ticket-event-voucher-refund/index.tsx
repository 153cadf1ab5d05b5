import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { sessionWhen } from '@/components/ticketing/ticketing-format';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { TicketVoucher_Status as Status } from '@/gen/ticketing/v1/ticketing_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { useViewModel } from '@/stores/diner/use-view-model';
import { storeVoucher } from '@/stores/ticketing/staff-ticketing';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

/** ticket-event-voucher-refund: staff give a paid, unused ticket's money back, after a confirmation. */
function TicketVoucherRefundPage() {
  const tt = useTicketingText();
  const { local } = useLocalName();
  const money = useMoney();
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { staff, back } = useStaff();
  const voucher = useViewModel(() => storeVoucher(staff.api, staff.stores, id));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const v = voucher.value;
  const refund = async () => {
    if (!(await confirmAction(tt('refund.confirmText'), tt('refund.submit'), tt('form.cancel')))) return;
    setBusy(true);
    try {
      const storeId = await staff.stores.ensureCurrent();
      await staff.api.storeTicketing.refundTicketVoucher({ storeId, voucherId: id, reason: reason.trim() });
      showToast(tt('refund.done'));
      back();
    } catch {
      // The error catalogue has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageShell title={tt('page.voucherRefund')}>
      {voucher.state === 'loading' && <StateView state='loading' />}
      {voucher.state === 'error' && <StateView state='error' onRetry={() => void voucher.load()} />}
      {v && (
        <View className='ticketing'>
          <View className='section'>
            <Text className='section__title'>{tt('refund.confirmTitle')}</Text>
            <Text>
              #{v.model?.id} {local(v.eventTitle, v.eventIntlTitle)} · {local(v.ticketName, v.ticketIntlName)} ·{' '}
              {sessionWhen(v)}
            </Text>
            <Text className='ticketing__price'>{money(v.price, v.currency)}</Text>
            <Text className='section__text'>{tt('refund.confirmText')}</Text>
            <Input
              className='ticketing__input'
              value={reason}
              maxlength={200}
              placeholder={tt('refund.reason')}
              onInput={(e) => setReason(e.detail.value)}
            />
          </View>
          {v.status === Status.WAIT_VERIFY ? (
            <Button type='primary' className='ticketing__refund-submit' loading={busy} onClick={() => void refund()}>
              {tt('refund.submit')}
            </Button>
          ) : (
            <StateView state='empty' text={t('serverMessage.voucherNotRefundable')} />
          )}
        </View>
      )}
    </PageShell>
  );
}

export default observer(TicketVoucherRefundPage);
