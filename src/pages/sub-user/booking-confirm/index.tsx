import { Button, Dialog, Input, TextArea } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConsentCheck } from '@/components/diner/consent-check';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { DinerInfo_Title as Title } from '@/gen/booking/v1/booking_order_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { BookingConfirmStore, TITLES, type SubmitOutcome } from '@/stores/diner/booking-confirm.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { bookingWhen, storeDateTime, storeInstant } from '@/utils/diner/store-time';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/server-message-texts';
import '@/i18n/diner-confirm-texts';
import '@/i18n/diner-booking-texts';

type TextField = 'lastName' | 'firstName' | 'phone' | 'dietPreference' | 'dietTaboo' | 'serviceRequirement' | 'remark';

/** booking-confirm: who, wishes, the deposit and cancellation policy with consent, then the order. */
function BookingConfirmPage() {
  const { t } = useTranslation();
  const { storeName, orderShift } = useLocalName();
  const p = useRouter().params;
  const root = useRootStore();
  const { diner, navigator, clientConfig } = root;
  const form = useViewModel(
    () =>
      new BookingConfirmStore(diner.context, {
        storeId: p.storeId ?? '',
        date: p.date ?? '',
        shiftId: p.shiftId ?? '',
        startSecond: Number(p.start ?? 0),
        adults: Number(p.adults ?? 0),
        children: Number(p.children ?? 0),
      }),
  );
  const [full, setFull] = useState(false);
  const [blocked, setBlocked] = useState<Extract<SubmitOutcome, { kind: 'blocked' }> | null>(null);
  const [highlight, setHighlight] = useState(false);
  const c = form.choice;
  const tz = form.store?.timezone ?? '';

  // notifications: the mini-program's subscription dialog opens from the submit tap
  useEffect(() => {
    void root.push.dinerSetting.prepare('afterBooking');
  }, [root.push.dinerSetting]);
  const submit = async () => {
    void root.push.dinerSetting.subscribeNow('afterBooking');
    const outcome = await form.submit();
    if (outcome.kind === 'consentNeeded') {
      setHighlight(true);
      showToast(t('diner.confirm.consentNeeded'));
    } else if (outcome.kind === 'nameNeeded') showToast(t('diner.confirm.nameNeeded'));
    else if (outcome.kind === 'full') setFull(true);
    else if (outcome.kind === 'blocked') setBlocked(outcome);
    else if (outcome.kind === 'created') {
      const id = outcome.order.model?.id ?? '';
      const to = form.hasDeposit
        ? pageUrl(DINER_ROUTES.payment, { orderId: id })
        : pageUrl(DINER_ROUTES.orderDetail, { id });
      if (!form.hasDeposit) showToast(t('diner.confirm.created'));
      void navigator.redirectTo(to);
    }
  };

  const field = (key: TextField, label: string, optional = true, area = false) => (
    <View className={`form-field booking-confirm__${key}`}>
      <Text className='form-field__label'>
        {label}
        {optional ? ` (${t('diner.confirm.optional')})` : ''}
      </Text>
      {area ? (
        <TextArea value={form[key]} maxLength={500} onChange={(v) => form.set(key, v)} />
      ) : (
        <Input value={form[key]} maxLength={key === 'phone' ? 20 : 40} onChange={(v) => form.set(key, v)} />
      )}
    </View>
  );

  return (
    <PageShell title={t('diner.page.bookingConfirm')} variant='dark' wide>
      {form.state === 'loading' && <StateView state='loading' />}
      {form.state === 'error' && <StateView state='error' onRetry={() => void form.load()} />}
      {form.state === 'invalidParty' && (
        <View className='section booking-confirm__invalid-party'>
          <Text className='section__text'>
            {form.partyProblem === 'partySize'
              ? t('diner.confirm.partySizeInvalid')
              : t(`serverMessage.${form.partyProblem ?? 'peopleAboveMaximum'}`)}
          </Text>
          <Button
            type='primary'
            block
            onClick={() => void navigator.redirectTo(pageUrl(DINER_ROUTES.bookingBefore, { storeId: c.storeId }))}
          >
            {t('diner.confirm.choosePartyAgain')}
          </Button>
        </View>
      )}
      {form.state === 'ready' && (
        <View className='booking-form'>
          <View className='booking-form__column'>
            <View className='section booking-confirm__summary'>
              <Text className='section__title'>{storeName(form.store)}</Text>
              <Text>{storeDateTime(c.date, c.startSecond)}</Text>
              <Text>
                {t('diner.confirm.people', { count: c.adults + c.children })} ·{' '}
                {t('diner.confirm.peopleDetail', { adults: c.adults, children: c.children })}
              </Text>
              <Text className='section__text'>{t('diner.booking.storeTime', { zone: tz })}</Text>
            </View>
            <View className='section'>
              <Text className='section__title'>{t('diner.confirm.diner')}</Text>
              <View className='chip-list booking-confirm__titles'>
                {TITLES.map((title) => (
                  <View
                    key={title}
                    className={`chip${form.title === title ? ' chip--active' : ''}`}
                    onClick={() => form.set('title', title)}
                  >
                    <Text>{t(`diner.title.${Title[title] as 'MR'}`)}</Text>
                  </View>
                ))}
              </View>
              {field('lastName', t('diner.confirm.lastName'), false)}
              {field('firstName', t('diner.confirm.firstName'))}
              {field('phone', t('diner.confirm.phone'), false)}
            </View>
            <View className='section'>
              {field('dietPreference', t('diner.confirm.dietPreference'))}
              {field('dietTaboo', t('diner.confirm.dietTaboo'))}
              {field('serviceRequirement', t('diner.confirm.serviceRequirement'), true, true)}
              {clientConfig.runtime.flags.showBookingConfirmRemark &&
                field('remark', t('diner.confirm.remark'), true, true)}
            </View>
          </View>
          <View className='booking-form__column'>
            <View className='section booking-confirm__policy'>
              <View className='section__row'>
                <Text className='section__title'>{t('diner.confirm.deposit')}</Text>
                <Text className='booking-confirm__deposit'>
                  {form.hasDeposit
                    ? t('diner.confirm.depositAmount', {
                        amount: form.quote!.depositAmount,
                        currency: form.store?.currency,
                      })
                    : t('diner.confirm.noDeposit')}
                </Text>
              </View>
              {form.hasDeposit && form.quote!.depositExpiryMinute > 0 && (
                <Text className='section__text'>
                  {t('diner.confirm.depositExpiry', { minutes: form.quote!.depositExpiryMinute })}
                </Text>
              )}
              <Text className='section__title'>{t('diner.confirm.policy')}</Text>
              {form.cancelFree ? (
                <>
                  <Text className='section__text'>
                    {t('diner.confirm.policyBefore', { time: storeInstant(form.quote?.cancelDeadlineTime, tz) })}
                  </Text>
                  <Text className='section__text'>{t('diner.confirm.policyAfter')}</Text>
                </>
              ) : (
                <Text className='section__text booking-confirm__no-free-cancel'>
                  {t('diner.confirm.policyNoFreeCancel', { time: storeInstant(form.quote?.cancelDeadlineTime, tz) })}
                </Text>
              )}
              <ConsentCheck
                checked={form.consent}
                highlight={highlight}
                label={t('diner.confirm.consent')}
                onChange={(v) => form.set('consent', v)}
              />
            </View>
            <Button
              className='primary-button booking-confirm__submit'
              type='primary'
              block
              loading={form.submitting}
              onClick={() => void submit()}
            >
              {form.hasDeposit ? t('diner.confirm.submitAndPay') : t('diner.confirm.submit')}
            </Button>
          </View>
        </View>
      )}
      <Dialog
        className='booking-full-dialog'
        visible={full}
        content={t('diner.booking.full')}
        confirmText={t('diner.booking.selectAgain')}
        hideCancelButton
        closeOnOverlayClick={false}
        onConfirm={() => {
          setFull(false);
          void navigator.back();
        }}
      />
      <Dialog
        className='booking-blocked-dialog'
        visible={!!blocked}
        title={t('diner.confirm.blockedTitle')}
        content={
          blocked && (
            <View>
              <Text className='booking-blocked-dialog__reason'>{t(`serverMessage.${blocked.reason}`)}</Text>
              {blocked.order && (
                <Text className='booking-blocked-dialog__order'>
                  {t('diner.confirm.blockedOrder', {
                    when: bookingWhen(blocked.order, orderShift(blocked.order)),
                    people: blocked.order.peopleCount,
                  })}
                </Text>
              )}
            </View>
          )
        }
        confirmText={blocked?.order ? t('diner.confirm.viewBlocking') : t('diner.confirm.viewMyOrders')}
        cancelText={t('diner.confirm.blockedBack')}
        onConfirm={() => {
          const id = blocked?.order?.model?.id;
          setBlocked(null);
          void navigator.navigateTo(id ? pageUrl(DINER_ROUTES.orderDetail, { id }) : DINER_ROUTES.orderHistory);
        }}
        onCancel={() => setBlocked(null)}
      />
    </PageShell>
  );
}

export default withDinerLogin(observer(BookingConfirmPage), {
  title: (t) => t('diner.page.bookingConfirm'),
  variant: 'dark',
});
