import { Button, InputNumber } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidHide, useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BookingCalendar } from '@/components/diner/booking-calendar';
import { DepositHint } from '@/components/diner/deposit-hint';
import { SlotPicker } from '@/components/diner/slot-picker';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { BookingDraftStore } from '@/stores/diner/booking-draft.store';
import { useFirstDayOfWeek } from '@/stores/diner/use-first-day';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-booking-texts';
import { waitlistApi } from '@/services/waitlist-api';
import { joinWaitlist, type JoinRequest } from '@/stores/waitlist/diner-waitlist.store';
import { WaitlistJoinSheet } from './waitlist-join-sheet';

/**
 * booking-before: party size, a day of the calendar, a time of one of its shifts (store
 * time), and the deposit the choice asks. Anyone sees it; booking needs a phone-logged
 * diner, so "next" asks a diner who is not to log in and then goes on with the same choice.
 */
function BookingBeforePage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { storeId = '' } = useRouter().params;
  const root = useRootStore();
  const { diner, navigator, session } = root;
  const draft = useViewModel(() => new BookingDraftStore(diner.context, storeId));
  const firstDay = useFirstDayOfWeek();
  // The page on screen, not under the login pages: the choice goes on only from here.
  const [shown, setShown] = useState(true);
  // "Next" was tapped logged out; a diner back from the login without logging in starts over.
  const nextAfterLogin = useRef(false);
  const loggedIn = !!session.user?.phone;
  // "Join the waitlist" tapped logged out: joined once the login is done, dropped if it was not.
  const joinAfterLogin = useRef<JoinRequest | null>(null);
  const [joining, setJoining] = useState(false);
  useDidShow(() => {
    setShown(true);
    if (joinAfterLogin.current && !session.user?.phone) joinAfterLogin.current = null;
    if (nextAfterLogin.current) {
      if (!session.user?.phone) nextAfterLogin.current = false;
      return;
    }
    // Back from 'Booking is full': the day's times again, the taken one no longer offered.
    if (draft.state === 'ready') void draft.reloadSlots();
  });
  useDidHide(() => setShown(false));

  // At the store's limit a + does nothing: say why instead of nothing at all.
  const sayLimit = () => showToast(t('diner.booking.peopleRange', { min: draft.minPeople, max: draft.maxPeople }));

  const toConfirm = () => {
    const choice = draft.choice;
    if (!choice) return;
    void navigator.navigateTo(
      pageUrl(DINER_ROUTES.bookingConfirm, {
        storeId,
        date: choice.date,
        shiftId: choice.shiftId,
        start: choice.startSecond,
        adults: choice.adults,
        children: choice.children,
      }),
    );
  };

  const next = () => {
    if (loggedIn) return toConfirm();
    nextAfterLogin.current = true;
    session.startLogin({ relogin: true });
  };

  const runJoin = async (request: JoinRequest) => {
    setJoining(true);
    const entry = await joinWaitlist(waitlistApi(root.transport), request);
    setJoining(false);
    if (!entry) return;
    showToast(t('waitlist.join.joined'));
    void navigator.navigateTo(DINER_ROUTES.waitlist);
  };

  const join = (request: JoinRequest) => {
    if (loggedIn) return void runJoin(request);
    joinAfterLogin.current = request;
    session.startLogin({ relogin: true });
  };

  useEffect(() => {
    const pending = joinAfterLogin.current;
    if (!pending || !loggedIn || !shown) return;
    joinAfterLogin.current = null;
    void runJoin(pending);
    // runJoin reads nothing that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, shown]);

  // Logged in (a login page, or the host's own login without one): on with the choice.
  useEffect(() => {
    if (!nextAfterLogin.current || !loggedIn || !shown) return;
    nextAfterLogin.current = false;
    toConfirm();
    // toConfirm reads the draft as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, shown]);

  return (
    <PageShell title={t('diner.page.bookingBefore')} variant='dark' wide onRefresh={draft.reloadSlots}>
      {draft.state === 'loading' && <StateView state='loading' />}
      {draft.state === 'error' && <StateView state='error' onRetry={() => void draft.load()} />}
      {draft.state === 'ready' && draft.rule && (
        <View className='booking-form'>
          <View className='booking-form__column'>
            {draft.store && <Text className='section__title booking-before__store'>{storeName(draft.store)}</Text>}
            <View className='section booking-before__party'>
              <Text className='section__title'>{t('diner.booking.party')}</Text>
              <View className='section__row'>
                <Text>{t('diner.booking.adults')}</Text>
                <InputNumber
                  className='booking-before__adults'
                  value={draft.adults}
                  min={1}
                  max={draft.maxPeople - draft.children}
                  onOverlimit={sayLimit}
                  onChange={(value) => void draft.setParty(Number(value), draft.children)}
                />
              </View>
              <View className='section__row'>
                <Text>{t('diner.booking.children')}</Text>
                <InputNumber
                  className='booking-before__children'
                  value={draft.children}
                  min={0}
                  max={Math.max(0, draft.maxPeople - draft.adults)}
                  onOverlimit={sayLimit}
                  onChange={(value) => void draft.setParty(draft.adults, Number(value))}
                />
              </View>
              <Text className='section__text'>
                {t('diner.booking.peopleRange', { min: draft.minPeople, max: draft.maxPeople })}
              </Text>
            </View>
            <View className='section'>
              <Text className='section__title'>{t('diner.booking.date')}</Text>
              <BookingCalendar
                minDate={draft.rule.minDate}
                maxDate={draft.rule.maxDate}
                days={draft.days}
                selected={draft.date}
                firstDayOfWeek={firstDay}
                onSelect={(date) => void draft.selectDate(date)}
              />
            </View>
          </View>
          <View className='booking-form__column'>
            <View className='section'>
              <Text className='section__title'>
                {t('diner.booking.time')} {draft.date}
              </Text>
              {draft.slotsLoading && draft.shifts.length === 0 ? (
                <StateView state='loading' />
              ) : draft.shifts.length === 0 ? (
                <StateView state='empty' text={t('diner.booking.noSlots')} />
              ) : (
                <SlotPicker
                  shifts={draft.shifts}
                  shiftId={draft.shiftId}
                  startSecond={draft.startSecond}
                  onSelectSlot={draft.selectSlot}
                />
              )}
              <Text className='section__text'>{t('diner.booking.storeTime', { zone: draft.timezone })}</Text>
              <DepositHint choice={draft.choice} currency={draft.store?.currency} />
            </View>
            <Button
              className='primary-button booking-before__next'
              type='primary'
              block
              disabled={!draft.canContinue}
              onClick={next}
            >
              {t('diner.booking.next')}
            </Button>
            {draft.waitlistDate && draft.peopleValid && (
              <WaitlistJoinSheet
                key={draft.waitlistDate}
                storeId={storeId}
                date={draft.waitlistDate}
                dayFull={draft.dayFull}
                adults={draft.adults}
                children={draft.children}
                fromSecond={draft.fullDate ? null : draft.startSecond}
                defaultName={session.user?.nickname ?? ''}
                busy={joining}
                onJoin={join}
              />
            )}
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default observer(BookingBeforePage);
