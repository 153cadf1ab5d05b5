import { Button } from '@nutui/nutui-react-taro';
import { Input, Picker, Text, Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { dayjs } from '@/i18n/dayjs-setup';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BOOK_OUT_LIMITS } from '@/common/book-out-rules';
import { PageShell } from '@/components/page-shell';
import { useLocalName } from '@/i18n/use-local-name';
import { withDinerLogin } from '@/components/login-required';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { BookOutCreateStore, type BookOutDraft } from '@/stores/book-out/diner-book-out.store';
import '../../../components/book-out/book-out.scss';
import '../../../components/staff-kit/order-page.scss';
import '@/i18n/server-message-texts';
import '@/i18n/book-out-texts';
import { bookingName } from '@/stores/diner/booking-name';

const SPACES = ['PRIVATE_ROOM', 'WHOLE_RESTAURANT'] as const;
const count = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : 0);

/**
 * book-out-form-create (?storeId=): a diner asks the store for a private room
 * or the whole restaurant on a date and shift, for a party and a budget. The
 * store answers on its side; the request then shows in the diner's history.
 */
function BookOutFormCreatePage() {
  const { t } = useTranslation();
  const { storeId = '' } = useRouter().params;
  const { shiftName } = useLocalName();
  const root = useRootStore();
  const user = root.session.user;
  const [form] = useState(
    () =>
      new BookOutCreateStore(
        {
          transport: root.transport,
          availability: root.api.dinerAvailability,
          user: {
            name: user?.nickname ?? '',
            phone: user?.phone ?? '',
            phoneRegionCode: user?.phoneRegionCode ?? '',
          },
        },
        storeId,
      ),
  );
  useEffect(() => {
    void form.start(dayjs().add(1, 'day').format('YYYY-MM-DD'));
    void bookingName(root.api, root.session.user).then(form.prefillName);
  }, [form, root]);
  // The budget is typed in the store's currency: the store, if not yet known, is read for it.
  const catalog = root.diner.catalog;
  useEffect(() => {
    if (storeId && !catalog.get(storeId)) void catalog.fetch(storeId).catch(() => undefined);
  }, [catalog, storeId]);
  const d = form.draft;
  const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
  const text = (key: 'name' | 'phone' | 'budgetYuan', label: string, type: 'text' | 'number' | 'digit' = 'text') => (
    <View className={`staff-form__field book-out-create__${key}`}>
      <Text className='staff-form__label'>{label}</Text>
      <Input
        className='staff-form__input'
        type={type}
        value={d[key]}
        onInput={(e) => form.update({ [key]: e.detail.value } as Partial<BookOutDraft>)}
      />
    </View>
  );
  const submit = async () => {
    const made = await form.submit();
    if (!made?.model) return;
    showToast(t('bookOut.sent'));
    await root.navigator.redirectTo(pageUrl(DINER_ROUTES.bookOutDetail, { id: made.model.id }));
  };

  return (
    <PageShell title={t('bookOut.page.create')} wide>
      <View className='book-out__page book-out-create'>
        {text('name', t('bookOut.field.name'))}
        {text('phone', t('bookOut.field.phone'), 'number')}
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('bookOut.field.date')}</Text>
          <Picker
            mode='date'
            value={d.date}
            start={dayjs().format('YYYY-MM-DD')}
            onChange={(e) => void form.setDate(e.detail.value)}
          >
            <Text className='staff-form__input book-out-create__date'>{d.date || t('bookOut.field.pickDate')}</Text>
          </Picker>
        </View>
        {d.date && (
          <View className='staff-form__field'>
            <Text className='staff-form__label'>{t('bookOut.field.shift')}</Text>
            {!form.loadingShifts && form.shifts.length === 0 && (
              <Text className='staff-form__help'>{t('bookOut.field.noShifts')}</Text>
            )}
            <View className='staff-form__chips'>
              {form.shifts.map((s) => (
                <Text
                  key={s.storeShiftId}
                  className={`${chip(d.shiftId === s.storeShiftId)} book-out-create__shift`}
                  onClick={() => form.update({ shiftId: s.storeShiftId })}
                >
                  {shiftName(s)}
                </Text>
              ))}
            </View>
          </View>
        )}
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('bookOut.field.space')}</Text>
          <View className='staff-form__chips'>
            {SPACES.map((space) => (
              <Text
                key={space}
                className={`${chip(d.space === space)} book-out-create__space--${space}`}
                onClick={() => form.update({ space })}
              >
                {t(`bookOut.space.${space}`)}
              </Text>
            ))}
          </View>
        </View>
        <View className='staff-form__row'>
          <Text>{t('bookOut.field.adults')}</Text>
          <Input
            className='book-out__count book-out-create__adults'
            type='number'
            maxlength={3}
            value={String(d.adultCount || '')}
            onInput={(e) => form.update({ adultCount: count(e.detail.value) })}
          />
        </View>
        <View className='staff-form__row'>
          <Text>{t('bookOut.field.children')}</Text>
          <Input
            className='book-out__count book-out-create__children'
            type='number'
            maxlength={3}
            value={String(d.childCount)}
            onInput={(e) => form.update({ childCount: count(e.detail.value) })}
          />
        </View>
        {text('budgetYuan', t('bookOut.field.budget', { currency: catalog.get(storeId)?.currency ?? '' }), 'digit')}
        <Textarea
          className='staff-form__textarea book-out-create__remark'
          value={d.remark}
          maxlength={BOOK_OUT_LIMITS.maxRemark}
          placeholder={t('bookOut.field.remarkHint')}
          onInput={(e) => form.update({ remark: e.detail.value })}
        />
        {form.problem && (
          <Text className='order-page__error book-out-create__problem'>{t(`serverMessage.${form.problem}`)}</Text>
        )}
        <Button
          type='primary'
          block
          className='book-out-create__submit'
          disabled={!!form.problem}
          loading={form.submitting}
          onClick={() => void submit()}
        >
          {t('bookOut.submit')}
        </Button>
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(BookOutFormCreatePage), { title: (t) => t('bookOut.page.create') });
