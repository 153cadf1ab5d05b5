import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { CodeEntry } from '@/components/ticketing/code-entry';
import { sessionWhen, voucherStatusKey } from '@/components/ticketing/ticketing-format';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { RpcError } from '@/services/rpc-error';
import { useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { DynamicCodeKind } from '@/gen/booking/v1/dynamic_code_service_pb';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { storeVouchers, VOUCHER_FILTERS, type VoucherFilter } from '@/stores/ticketing/staff-ticketing';
import { TICKETING_ROUTES } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * ticket-voucher-list: the door's code entry (scanner in the mini-program,
 * short code everywhere) above the store's tickets, by status.
 */
function TicketVoucherListPage() {
  const tt = useTicketingText();
  const { local } = useLocalName();
  const money = useMoney();
  const { eventId = '', scan = '' } = useRouter().params;
  const { root, staff, open } = useStaff();
  const storeId = staff.stores.currentId;
  const [filter, setFilter] = useState<VoucherFilter>('all');
  const [list, setList] = useState(() => storeVouchers(staff.api, staff.stores, eventId, filter));
  useEffect(() => {
    const next = storeVouchers(staff.api, staff.stores, eventId, filter);
    setList(next);
    void next.load();
  }, [staff, storeId, eventId, filter]);
  return (
    <PageShell
      title={tt('page.voucherList')}
      onRefresh={() => list.refresh()}
      onReachBottom={() => void list.loadMore()}
      wide
    >
      <View className='ticketing ticketing--wide'>
        <CodeEntry
          api={staff.api}
          store={staff.stores}
          platform={root.platform}
          scanNow={scan === '1'}
          onError={(error) => error instanceof RpcError && root.handleRpcError(error, { path: '', silent: false })}
          onValidated={(answer) => {
            if (answer.kind === DynamicCodeKind.BOOKING_ORDER) open(STAFF_ROUTES.orderDetail, { id: answer.subjectId });
            else open(TICKETING_ROUTES.voucherDetail, { id: answer.subjectId });
            void list.refresh();
          }}
        />
        <View className='section'>
          <View className='chip-list'>
            {VOUCHER_FILTERS.map((f) => (
              <View key={f} className={`chip${f === filter ? ' chip--active' : ''}`} onClick={() => setFilter(f)}>
                <Text>{f === 'all' ? tt('filter.all') : tt(`status.${f}`)}</Text>
              </View>
            ))}
          </View>
          {!list.loaded && list.loading && <StateView state='loading' />}
          {list.failed && !list.loaded && <StateView state='error' onRetry={() => void list.refresh()} />}
          {list.isEmpty && <StateView state='empty' text={tt('list.empty')} />}
          {list.items.map((v) => (
            <View
              key={v.model?.id}
              className='ticketing__ticket ticketing__card'
              onClick={() => open(TICKETING_ROUTES.voucherDetail, { id: v.model?.id })}
            >
              <View className='ticketing__ticket-main'>
                <Text>
                  #{v.model?.id} {v.dinerNickname || v.dinerPhone}
                </Text>
                <Text className='section__label'>
                  {local(v.eventTitle, v.eventIntlTitle)} · {local(v.ticketName, v.ticketIntlName)} · {sessionWhen(v)}
                </Text>
                <Text className='ticketing__status'>{tt(voucherStatusKey(v.status))}</Text>
              </View>
              <Text className='ticketing__price'>{money(v.price, v.currency)}</Text>
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  );
}

export default observer(TicketVoucherListPage);
