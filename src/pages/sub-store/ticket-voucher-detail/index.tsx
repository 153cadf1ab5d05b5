import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { useManages } from '@/components/staff-kit/use-manages';
import { atStore, sessionWhen, voucherStatusKey } from '@/components/ticketing/ticketing-format';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { TicketVoucher_Status as Status } from '@/gen/ticketing/v1/ticketing_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { storeVoucher, undoRedemption } from '@/stores/ticketing/staff-ticketing';
import { TICKETING_ROUTES } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** ticket-voucher-detail: one ticket for staff: who holds it, its session, status and times; refund while unused. */
function TicketVoucherDetailPage() {
  const tt = useTicketingText();
  const { local } = useLocalName();
  const money = useMoney();
  const { id = '' } = useRouter().params;
  const { staff, open } = useStaff();
  const [voucher] = useState(() => storeVoucher(staff.api, staff.stores, id));
  // On opening, and on every later show: back from the refund page, the status has changed.
  const shown = useRef(false);
  useEffect(() => void voucher.load(), [voucher]);
  useDidShow(() => {
    if (shown.current) void voucher.load();
    shown.current = true;
  });
  const v = voucher.value;
  // Managers only (the server refuses other staff): others are not offered it.
  const manager = useManages(staff.stores.currentId);
  const undo = async () => {
    if (!(await confirmAction(tt('undo.confirm'), tt('staff.undo'), tt('scan.cancelOutside')))) return;
    try {
      await undoRedemption(staff.api, staff.stores, id);
    } catch {
      return;
    }
    showToast(tt('undo.done'));
    void voucher.load();
  };
  const row = (label: string, value: string) => (
    <View className='section__row'>
      <Text className='section__label'>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
  return (
    <PageShell title={tt('page.voucherDetail')} onRefresh={voucher.load}>
      {voucher.state === 'loading' && <StateView state='loading' />}
      {voucher.state === 'error' && <StateView state='error' onRetry={() => void voucher.load()} />}
      {v && (
        <View className='ticketing'>
          <View className='section'>
            <Text className='section__title'>
              #{v.model?.id} {local(v.eventTitle, v.eventIntlTitle)}
            </Text>
            <Text className='ticketing__status' data-testid='voucher-status'>
              {tt(voucherStatusKey(v.status))}
            </Text>
            {row(tt('event.session'), `${local(v.ticketName, v.ticketIntlName)} · ${sessionWhen(v)}`)}
            {row(tt('voucher.holder'), `${v.dinerNickname} ${v.dinerPhone}`)}
            {row(tt('voucher.price'), money(v.price, v.currency))}
            {v.verifyTime && row(tt('voucher.verifyTime'), atStore(v.verifyTime, v.timezone))}
            {v.cancelTime && row(tt('voucher.cancelTime'), atStore(v.cancelTime, v.timezone))}
          </View>
          {v.status === Status.WAIT_VERIFY && (
            <Button className='ticketing__refund' onClick={() => open(TICKETING_ROUTES.voucherRefund, { id })}>
              {tt('staff.refund')}
            </Button>
          )}
          {v.status === Status.VERIFIED && manager && (
            <Button className='ticketing__refund' onClick={() => void undo()}>
              {tt('staff.undo')}
            </Button>
          )}
        </View>
      )}
    </PageShell>
  );
}

export default observer(TicketVoucherDetailPage);
