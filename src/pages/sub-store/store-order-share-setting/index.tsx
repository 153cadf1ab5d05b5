import { Button } from '@nutui/nutui-react-taro';
import { Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, ToggleRow, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
import { formatSecondOfDay } from '@/common/shift-time';
// notifications and invitations
import { OrderInvitationPicker } from '@/components/notifications/order-invitation-picker';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface ShareSettings {
  showTable: boolean;
  showPeople: boolean;
  showTime: boolean;
  message: string;
}

const DEFAULTS: ShareSettings = { showTable: true, showPeople: true, showTime: true, message: '' };

/** The share settings live in the order's extended JSON under "share", beside whatever else clients keep there. */
export function readShare(extendedJson: string): { all: Record<string, unknown>; share: ShareSettings } {
  let all: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(extendedJson || '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) all = parsed as Record<string, unknown>;
  } catch {
    all = {};
  }
  return { all, share: { ...DEFAULTS, ...((all.share as Partial<ShareSettings>) ?? {}) } };
}

// An observer: it reads the staff stores (busy flags, loaded options).
const ShareForm = observer(function ShareForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, root, dateLabel } = useStaff();
  const initial = readShare(order.extendedJson);
  const [share, setShare] = useState<ShareSettings>(initial.share);
  const toggle = (key: 'showTable' | 'showPeople' | 'showTime') => setShare((s) => ({ ...s, [key]: !s[key] }));
  const save = async () => {
    const ok = await staff.order.modifyExtendedJson(JSON.stringify({ ...initial.all, share }));
    if (ok) showToast(t('staffOps.common.saved'));
    return ok;
  };
  const shareNow = async () => {
    if (!(await save())) return;
    await root.platform.share({
      title: t('staffOps.share.shareTitle', {
        store: staff.stores.current?.name ?? '',
        date: dateLabel(order.reservationDate),
        time: share.showTime ? formatSecondOfDay(order.reservationStartSecond) : '',
      }),
      path: `/pages/sub-user/order-detail/index?id=${order.model?.id ?? ''}`,
    });
  };
  return (
    <View>
      {/* notifications: the invitation template the shared booking is drawn through */}
      <OrderInvitationPicker storeId={order.storeId} orderId={order.model?.id ?? ''} />
      {(['showTable', 'showPeople', 'showTime'] as const).map((key) => (
        <ToggleRow key={key} label={t(`staffOps.share.${key}`)} on={share[key]} onChange={() => toggle(key)} />
      ))}
      <Textarea
        className='staff-form__textarea'
        value={share.message}
        maxlength={200}
        placeholder={t('staffOps.share.message')}
        onInput={(e) => setShare((s) => ({ ...s, message: e.detail.value }))}
      />
      <View className='order-page__actions'>
        <Button loading={staff.order.busy === 'modifyExtendedJson'} onClick={() => void save()}>
          {t('staffOps.common.save')}
        </Button>
        <Button type='primary' onClick={() => void shareNow()}>
          {t('staffOps.share.share')}
        </Button>
      </View>
    </View>
  );
});

/** store-order-share-setting: what the booking's shared invitation shows, then share it. */
function StoreOrderShareSettingPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.share.title')}>{(order) => <ShareForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderShareSettingPage);
