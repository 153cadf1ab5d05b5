import { Dialog, InputNumber, TextArea } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/diner-orders-texts';
import '@/i18n/diner-booking-texts';
import { BackCloses } from '@/components/back-closes';

export function RemarkDialog(props: {
  visible: boolean;
  remark: string;
  onSave(remark: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.remark);
  useEffect(() => setText(props.remark), [props.remark, props.visible]);
  return (
    <>
      <BackCloses visible={props.visible} onBack={props.onClose} />
      <Dialog
        className='remark-dialog'
        visible={props.visible}
        title={t('diner.order.modifyRemark')}
        confirmText={t('diner.order.save')}
        cancelText={t('common.cancel')}
        onConfirm={() => props.onSave(text)}
        onCancel={props.onClose}
        onClose={props.onClose}
        content={<TextArea className='remark-dialog__input' value={text} maxLength={500} onChange={setText} />}
      />
    </>
  );
}

export function PartyDialog(props: {
  visible: boolean;
  adults: number;
  children: number;
  onSave(adults: number, children: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [adults, setAdults] = useState(props.adults);
  const [children, setChildren] = useState(props.children);
  useEffect(() => {
    setAdults(props.adults);
    setChildren(props.children);
  }, [props.adults, props.children, props.visible]);
  return (
    <>
      <BackCloses visible={props.visible} onBack={props.onClose} />
      <Dialog
        className='party-dialog'
        visible={props.visible}
        title={t('diner.order.modifyParty')}
        confirmText={t('diner.order.save')}
        cancelText={t('common.cancel')}
        onConfirm={() => props.onSave(adults, children)}
        onCancel={props.onClose}
        onClose={props.onClose}
        content={
          <View className='section'>
            <View className='section__row'>
              <Text>{t('diner.booking.adults')}</Text>
              <InputNumber value={adults} min={1} max={99} onChange={(v) => setAdults(Number(v))} />
            </View>
            <View className='section__row'>
              <Text>{t('diner.booking.children')}</Text>
              <InputNumber value={children} min={0} max={99} onChange={(v) => setChildren(Number(v))} />
            </View>
          </View>
        }
      />
    </>
  );
}
