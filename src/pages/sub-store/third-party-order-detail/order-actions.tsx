import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useGroupBuy } from '@/components/group-buy';
import { ThirdPartyOrder_Status, type ThirdPartyOrder } from '@/gen/booking/v1/third_party_order_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { personName } from '@/common/person-name';

/** What staff may do with the order now: answer it, then link a booking (made from it, or one already there). */
function OrderActionsView({ order }: { order: ThirdPartyOrder }) {
  const { t } = useTranslation();
  const { orders } = useGroupBuy();
  const [reason, setReason] = useState('');
  const [picking, setPicking] = useState(false);
  const ask = (text: string) => confirmAction(text, t('groupBuy.detail.confirm'), t('groupBuy.detail.cancel'));

  if (order.status === ThirdPartyOrder_Status.waitProcess) {
    const reject = async () => {
      if (!(await ask(t('groupBuy.detail.rejectAsk')))) return;
      if (await orders.reject(reason.trim())) showToast(t('groupBuy.detail.rejected'));
    };
    return (
      <View className='third-party-detail__actions'>
        <Input
          className='third-party-detail__reason'
          value={reason}
          maxlength={200}
          placeholder={t('groupBuy.detail.rejectReason')}
          onInput={(e) => setReason(e.detail.value)}
        />
        <View className='third-party-detail__buttons'>
          <Button type='danger' fill='outline' loading={orders.busy === 'reject'} onClick={() => void reject()}>
            {t('groupBuy.detail.reject')}
          </Button>
          <Button
            type='primary'
            loading={orders.busy === 'accept'}
            onClick={() => void orders.accept().then((ok) => ok && showToast(t('groupBuy.detail.accepted')))}
          >
            {t('groupBuy.detail.accept')}
          </Button>
        </View>
      </View>
    );
  }
  if (order.status !== ThirdPartyOrder_Status.accepted || order.bookingOrderId !== '0') return null;

  const create = async () => {
    if (!(await ask(t('groupBuy.detail.createAsk')))) return;
    if (await orders.createBooking()) showToast(t('groupBuy.detail.linked'));
  };
  const pickList = () => {
    setPicking(true);
    void orders.loadCandidates();
  };
  const assign = async (id: string, name: string) => {
    if (!(await ask(t('groupBuy.detail.assignAsk', { name })))) return;
    if (await orders.assign(id)) {
      setPicking(false);
      showToast(t('groupBuy.detail.linked'));
    }
  };
  return (
    <View className='third-party-detail__actions'>
      <View className='third-party-detail__buttons'>
        <Button fill='outline' onClick={pickList}>
          {t('groupBuy.detail.assign')}
        </Button>
        <Button type='primary' loading={orders.busy === 'create'} onClick={() => void create()}>
          {t('groupBuy.detail.createBooking')}
        </Button>
      </View>
      {picking && (
        <View className='third-party-detail__pick'>
          <Text className='third-party-detail__pick-title'>{t('groupBuy.detail.assignTitle')}</Text>
          {orders.candidates.length === 0 && (
            <Text className='third-party-detail__muted'>{t('groupBuy.detail.assignEmpty')}</Text>
          )}
          {orders.candidates.map((b) => {
            const name = personName(b.diner) || (b.diner?.phone ?? '');
            return (
              <View
                key={b.model?.id}
                className='third-party-detail__candidate'
                onClick={() => void assign(b.model!.id, name)}
              >
                <Text>{name}</Text>
                <Text className='third-party-detail__muted'>
                  {`${b.orderNo} · ${t('groupBuy.list.people', { count: b.adultCount + b.childCount })}`}
                </Text>
              </View>
            );
          })}
        </View>
      )}
    </View>
  );
}

export const OrderActions = observer(OrderActionsView);
