import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import {
  BookOutForm_CloseReason as Reason,
  BookOutForm_Status as Status,
  BookOutFormInput_Space as Space,
  type BookOutForm,
} from '@/gen/booking/v1/book_out_form_pb';
import { useLocalName } from '@/i18n/use-local-name';
import './book-out.scss';
import '@/i18n/book-out-texts';
import { personName } from '@/common/person-name';

export const statusName = (form: BookOutForm) => Status[form.status] as keyof typeof Status;

/** The store's and the shift's names in the reader's language. */
export function useBookOutNames() {
  const { local } = useLocalName();
  return {
    store: (form: BookOutForm) => local(form.storeName, form.storeIntlName),
    shift: (form: BookOutForm) => local(form.shiftName, form.shiftIntlName),
  };
}

/** A request's status as a coloured tag. */
export function BookOutStatusTag({ form }: { form: BookOutForm }) {
  const { t } = useTranslation();
  const status = statusName(form);
  if (status === 'STATUS_UNSPECIFIED') return null;
  return <Text className={`book-out__status book-out__status--${status}`}>{t(`bookOut.status.${status}`)}</Text>;
}

/**
 * What a request asks for, as rows: the diner and the store both read it the
 * same way (the store sees the phone to call back).
 */
export function BookOutSummary({ form, showStore = false }: { form: BookOutForm; showStore?: boolean }) {
  const { t } = useTranslation();
  const names = useBookOutNames();
  const f = form.fields;
  if (!f) return null;
  const space = Space[f.space] as 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';
  const reason = Reason[form.closeReason] as keyof typeof Reason;
  const rows: Array<[string, string]> = [
    ...(showStore ? [[t('bookOut.field.store'), names.store(form)] as [string, string]] : []),
    [t('bookOut.field.date'), `${f.preferredDate} · ${names.shift(form)}`],
    [t('bookOut.field.space'), t(`bookOut.space.${space}`)],
    [t('bookOut.field.adults'), t('bookOut.people', { adults: f.adultCount, children: f.childCount })],
    [
      t('bookOut.field.budget', { currency: form.currency }),
      f.budget && f.budget !== '0'
        ? t('bookOut.budgetYuan', { amount: f.budget, currency: form.currency })
        : t('bookOut.budgetNone'),
    ],
    [t('bookOut.field.name'), personName(f.diner)],
    [t('bookOut.field.phone'), f.diner?.phone ? `+${f.diner.phoneRegionCode} ${f.diner.phone}` : ''],
  ];
  return (
    <View className='book-out__summary'>
      {rows.map(([label, value]) => (
        <View key={label} className='book-out__row'>
          <Text className='book-out__label'>{label}</Text>
          <Text className='book-out__value'>{value}</Text>
        </View>
      ))}
      {f.remark && <Text className='book-out__remark'>{f.remark}</Text>}
      {form.status === Status.CLOSED && reason !== 'CLOSE_REASON_UNSPECIFIED' && reason !== 'NONE' && (
        <Text className='book-out__closed'>
          {t(`bookOut.closeReason.${reason}`)}
          {form.closeRemark ? `: ${form.closeRemark}` : ''}
        </Text>
      )}
    </View>
  );
}

/** One request in a list: when, what, how many, and its status. */
export function BookOutCard({ form, onClick, showStore }: { form: BookOutForm; onClick(): void; showStore?: boolean }) {
  const { t } = useTranslation();
  const names = useBookOutNames();
  const f = form.fields;
  const space = Space[f?.space ?? 0] as 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';
  return (
    <View className='book-out__card' onClick={onClick}>
      <View className='book-out__card-head'>
        <Text className='book-out__card-title'>{showStore ? names.store(form) : personName(f?.diner)}</Text>
        <BookOutStatusTag form={form} />
      </View>
      <Text className='book-out__card-line'>
        {`${f?.preferredDate ?? ''} ${names.shift(form)} · ${space in Space ? t(`bookOut.space.${space}`) : ''} · ${t('bookOut.people', { adults: f?.adultCount ?? 0, children: f?.childCount ?? 0 })}`}
      </Text>
    </View>
  );
}
