import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DinerInfo_Title as Title, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
import { DINER_TITLES as TITLES } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, loaded options).
const DinerForm = observer(function DinerForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const d = order.diner;
  const [title, setTitle] = useState<Title>(d?.title || Title.UNKNOWN);
  const [lastName, setLastName] = useState(d?.lastName ?? '');
  const [firstName, setFirstName] = useState(d?.firstName ?? '');
  const [region, setRegion] = useState(d?.phoneRegionCode || '86');
  const [phone, setPhone] = useState(d?.phone ?? '');
  const [diet, setDiet] = useState(order.dietPreference);
  const [taboo, setTaboo] = useState(order.dietTaboo);
  const [service, setService] = useState(order.serviceRequirement);
  const [storeRemark, setStoreRemark] = useState(order.storeRemark);
  const valid = (lastName.trim() || firstName.trim()) && /^\d{5,15}$/.test(phone.replace(/[\s-]/g, ''));
  const submit = async () => {
    if (!valid) return;
    const ok = await staff.order.modifyDiner({
      diner: {
        title,
        lastName: lastName.trim(),
        firstName: firstName.trim(),
        phoneRegionCode: region,
        phone: phone.replace(/[\s-]/g, ''),
        language: d?.language ?? '',
      },
      dietPreference: diet.trim(),
      dietTaboo: taboo.trim(),
      serviceRequirement: service.trim(),
    });
    if (ok && storeRemark.trim() !== order.storeRemark) await staff.order.modifyStoreRemark(storeRemark.trim());
    if (ok) {
      showToast(t('staffOps.common.saved'));
      back();
    }
  };
  const field = (label: string, value: string, set: (v: string) => void, type: 'text' | 'number' = 'text') => (
    <View className='staff-form__field'>
      <Text className='staff-form__label'>{label}</Text>
      <Input className='staff-form__input' type={type} value={value} onInput={(e) => set(e.detail.value)} />
    </View>
  );
  return (
    <View>
      <View className='staff-form__field'>
        <Text className='staff-form__label'>{t('staffOps.diner.title')}</Text>
        <View className='staff-form__chips'>
          {TITLES.map((key) => (
            <Text
              key={key}
              className={title === Title[key] ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip'}
              onClick={() => setTitle(Title[key])}
            >
              {t(`staffOps.diner.titles.${key}`)}
            </Text>
          ))}
        </View>
      </View>
      {field(t('staffOps.diner.lastName'), lastName, setLastName)}
      {field(t('staffOps.diner.firstName'), firstName, setFirstName)}
      {field(t('staffOps.diner.region'), region, setRegion, 'number')}
      {field(t('staffOps.diner.phone'), phone, setPhone, 'number')}
      {field(t('staffOps.order.diet'), diet, setDiet)}
      {field(t('staffOps.order.taboo'), taboo, setTaboo)}
      {field(t('staffOps.order.service'), service, setService)}
      <Textarea
        className='staff-form__textarea'
        value={storeRemark}
        maxlength={1000}
        placeholder={t('staffOps.order.storeRemark')}
        onInput={(e) => setStoreRemark(e.detail.value)}
      />
      <View className='order-page__actions'>
        <Button
          type='primary'
          disabled={!valid}
          loading={staff.order.busy === 'modifyDiner'}
          onClick={() => void submit()}
        >
          {t('staffOps.common.save')}
        </Button>
      </View>
    </View>
  );
});

/** store-order-update-diner: who the booking is for, their needs, and the store's note. */
function StoreOrderUpdateDinerPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.updateDiner.title')}>{(order) => <DinerForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderUpdateDinerPage);
