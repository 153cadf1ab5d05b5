import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const INVITE_CODE_MAX = 32;
const DINER_REMARK_MAX = 500;
const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

// An observer: it reads the staff stores (the store's labels, the busy flag).
const BookingFieldsForm = observer(function BookingFieldsForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const o = staff.order;
  const [tagIds, setTagIds] = useState<string[]>(order.tagIdList);
  const [takerId, setTakerId] = useState(order.takerId === '0' ? '' : order.takerId);
  const [channelId, setChannelId] = useState(order.channelId === '0' ? '' : order.channelId);
  const [dinerRemark, setDinerRemark] = useState(order.dinerRemark);
  const [inviteCode, setInviteCode] = useState(order.inviteCode);
  const was = (id: string) => (id === '0' ? '' : id);

  // Each field is its own change on the server, logged on its own; only what changed is sent.
  const changes: (() => Promise<boolean>)[] = [];
  if (!sameSet(tagIds, order.tagIdList)) changes.push(() => o.modifyTags(tagIds));
  if (takerId !== was(order.takerId)) changes.push(() => o.modifyTaker(takerId));
  if (channelId !== was(order.channelId)) changes.push(() => o.modifyChannel(channelId));
  if (dinerRemark.trim() !== order.dinerRemark) changes.push(() => o.modifyDinerRemark(dinerRemark.trim()));
  if (inviteCode.trim() !== order.inviteCode) changes.push(() => o.modifyInviteCode(inviteCode.trim()));

  const submit = async () => {
    for (const change of changes) {
      // A refused change has been explained by the error catalogue; the rest wait for another try.
      if (!(await change())) return;
    }
    showToast(t('staffOps.common.saved'));
    back();
  };
  const toggleTag = (id: string) => setTagIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const choices = (label: string, options: { id: string; name: string }[], value: string, set: (v: string) => void) => (
    <View className='staff-form__field'>
      <Text className='staff-form__label'>{label}</Text>
      {options.length === 0 ? (
        <Text className='staff-form__help'>{t('staffOps.updateBooking.noneSetUp')}</Text>
      ) : (
        <View className='staff-form__chips'>
          <Text className={chip(value === '')} onClick={() => set('')}>
            {t('staffOps.updateBooking.none')}
          </Text>
          {options.map((opt) => (
            <Text key={opt.id} className={chip(value === opt.id)} onClick={() => set(opt.id)}>
              {opt.name}
            </Text>
          ))}
        </View>
      )}
    </View>
  );
  return (
    <View className='order-update-booking'>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.order.tags')}</Text>
        {o.tags.length === 0 ? (
          <Text className='staff-form__help'>{t('staffOps.updateBooking.noneSetUp')}</Text>
        ) : (
          <View className='staff-form__chips order-update-booking__tags'>
            {o.tags.map((tag) => (
              <Text
                key={tag.model?.id}
                className={chip(tagIds.includes(tag.model?.id ?? ''))}
                onClick={() => toggleTag(tag.model?.id ?? '')}
              >
                {tag.content}
              </Text>
            ))}
          </View>
        )}
      </View>
      {choices(
        t('staffOps.order.taker'),
        o.takers
          .filter((x) => !x.disabled || x.model?.id === takerId)
          .map((x) => ({ id: x.model?.id ?? '', name: x.name })),
        takerId,
        setTakerId,
      )}
      {choices(
        t('staffOps.order.channel'),
        o.channels.map((x) => ({ id: x.model?.id ?? '', name: x.name })),
        channelId,
        setChannelId,
      )}
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.order.dinerRemark')}</Text>
        <Textarea
          className='staff-form__textarea order-update-booking__diner-remark'
          value={dinerRemark}
          maxlength={DINER_REMARK_MAX}
          placeholder={t('staffOps.updateBooking.dinerRemarkHint')}
          onInput={(e) => setDinerRemark(e.detail.value)}
        />
      </View>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.updateBooking.inviteCode')}</Text>
        <Input
          className='staff-form__input order-update-booking__invite-code'
          value={inviteCode}
          maxlength={INVITE_CODE_MAX}
          onInput={(e) => setInviteCode(e.detail.value)}
        />
      </View>
      <View className='order-page__actions'>
        <Button
          type='primary'
          disabled={changes.length === 0 || !!o.busy}
          loading={!!o.busy}
          onClick={() => void submit()}
        >
          {t('staffOps.common.save')}
        </Button>
      </View>
    </View>
  );
});

/** store-order-update-booking: the booking's own records after it was made — tags, taker, channel, the guest's note, invite code. */
function StoreOrderUpdateBookingPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.updateBooking.title')}>{(order) => <BookingFieldsForm order={order} />}</OrderPage>
  );
}

export default observer(StoreOrderUpdateBookingPage);
