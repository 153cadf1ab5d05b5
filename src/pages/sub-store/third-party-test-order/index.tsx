import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { addDays } from '@/common/business-date';
import { yuanToCents } from '@/common/money';
import { businessDateOf } from '@/common/zoned-time';
import { useGroupBuy, useShownLoad } from '@/components/group-buy';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

/** "18:30" as seconds since midnight; -1 when it is not a time. */
function secondsOf(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return -1;
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

function Field({
  label,
  value,
  onInput,
  type = 'text',
}: {
  label: string;
  value: string;
  onInput: (v: string) => void;
  type?: 'text' | 'number' | 'digit';
}) {
  return (
    <View className='third-party-test__field'>
      <Text className='third-party-test__label'>{label}</Text>
      <Input className='third-party-test__input' type={type} value={value} onInput={(e) => onInput(e.detail.value)} />
    </View>
  );
}

/** third-party-test-order: development only, the local platform sends this store a group-buying order. */
function ThirdPartyTestOrderPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { binding } = useGroupBuy();
  useShownLoad(binding.load);
  const tomorrow = addDays(businessDateOf(Date.now(), root.staff.stores.timezone), 1);
  const [form, setForm] = useState({
    dinerName: 'Test Guest',
    dinerPhone: '13800138000',
    reservationDate: tomorrow,
    time: '18:00',
    adults: '2',
    productName: t('groupBuy.test.defaultProduct'),
    amount: '298.00',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const send = async () => {
    const amount = form.amount.trim();
    // The amount is checked here: a text that is not money cannot even be sent as cents.
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(amount)) {
      showToast(t('serverMessage.invalidAmount'));
      return;
    }
    const sent = await binding.sendTestOrder({
      dinerName: form.dinerName,
      dinerPhone: form.dinerPhone,
      reservationDate: form.reservationDate,
      reservationStartSecond: secondsOf(form.time),
      adultCount: Number(form.adults) || 0,
      productName: form.productName,
      paidAmount: yuanToCents(amount),
    });
    if (!sent) return;
    showToast(t('groupBuy.test.sent'));
    void root.navigator.redirectTo(`${GROUP_BUY_ROUTES.orderDetail}?id=${sent.id}`);
  };
  return (
    <PageShell title={t('groupBuy.test.title')} wide>
      <View className='third-party-test'>
        <LoadState status={binding.status} onRetry={() => void binding.load()}>
          {!binding.localAdapter ? (
            <Text className='third-party-test__note'>{t('groupBuy.test.onlyLocal')}</Text>
          ) : !binding.bound ? (
            <View className='third-party-test__card'>
              <Text className='third-party-test__note'>{t('groupBuy.test.needBinding')}</Text>
              <Button type='primary' onClick={() => void root.navigator.navigateTo(GROUP_BUY_ROUTES.auth)}>
                {t('groupBuy.list.bindNow')}
              </Button>
            </View>
          ) : (
            <View className='third-party-test__card'>
              <Text className='third-party-test__note'>{t('groupBuy.test.intro')}</Text>
              <Field label={t('groupBuy.test.dinerName')} value={form.dinerName} onInput={set('dinerName')} />
              <Field
                label={t('groupBuy.test.dinerPhone')}
                value={form.dinerPhone}
                onInput={set('dinerPhone')}
                type='number'
              />
              <Field label={t('groupBuy.test.date')} value={form.reservationDate} onInput={set('reservationDate')} />
              <Field label={t('groupBuy.test.time')} value={form.time} onInput={set('time')} />
              <Field label={t('groupBuy.test.adults')} value={form.adults} onInput={set('adults')} type='number' />
              <Field label={t('groupBuy.test.product')} value={form.productName} onInput={set('productName')} />
              <Field label={t('groupBuy.test.amount')} value={form.amount} onInput={set('amount')} type='digit' />
              <Button block type='primary' loading={binding.busy} onClick={() => void send()}>
                {t('groupBuy.test.send')}
              </Button>
            </View>
          )}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(ThirdPartyTestOrderPage);
