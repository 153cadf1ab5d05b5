import { Button, Cell } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ModeSwitch } from '@/components/mode-switch';
import { contactOffered } from '@/components/page-shell';
import { TAB_PATHS } from '@/components/tab-bar';
import { TabPage } from '@/components/tab-page';
import { DINER_ROUTES } from '@/routing/diner-routes';
import { ROUTES } from '@/routing/routes';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { FEAST_ROUTES } from '@/stores/feast/feast-routes';
import '@/stores/login-app';
import { MembershipList } from './membership-list';
import { PassportShare } from './passport-share';
import { SessionList } from './session-list';
import { UserCard } from './user-card';
import './index.scss';
import '@/i18n/book-out-texts';
import '@/i18n/me-texts';
import '@/i18n/fapiao-texts';

/** Me (spec section 2): who is logged in, their devices, another-device login, settings, mode, log out. */
function MePage() {
  const { t } = useTranslation();
  const store = useRootStore();
  const { session, account, deviceSessions, login, navigator } = store;

  useEffect(() => {
    // After a login, a logout, or a passport login: what this page shows is someone else's.
    if (!session.userId) return;
    void deviceSessions.load();
    if (session.phoneLoggedIn) {
      void account.loadDiners();
      void account.loadMemberships();
    }
  }, [account, deviceSessions, session.userId, session.phoneLoggedIn]);

  const logOut = async () => {
    if (await askConfirm(t('account.me.logOutConfirm'), t('account.me.logOut'), t('common.cancel'))) {
      await login.logOut();
    }
  };

  return (
    // The floating contact button would sit over this page's rows (the mode switch
    // among them, on a window tall enough to show them all): a cell offers it instead.
    <TabPage path={TAB_PATHS.me} title={t('page.me.title')} hideContactButton>
      <UserCard />
      <MembershipList />
      {session.loggedIn && (
        <>
          <SessionList />
          <Cell.Group>
            <PassportShare />
          </Cell.Group>
        </>
      )}
      <Cell.Group>
        {session.loggedIn && (
          <Cell
            className='me__bookings'
            title={t('account.me.myBookings')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.orderHistory)}
          />
        )}
        {session.phoneLoggedIn && (
          <Cell
            className='me__book-out'
            title={t('bookOut.meEntry')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.bookOutHistory)}
          />
        )}
        {session.loggedIn && (
          <Cell
            className='me__feast-orders'
            title={t('account.me.feastOrders')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(FEAST_ROUTES.orders)}
          />
        )}
        {session.phoneLoggedIn && (
          <Cell
            className='me__tickets'
            title={t('account.me.myTickets')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.ticketHistory)}
          />
        )}
        {session.phoneLoggedIn && (
          <Cell
            className='me__mall-orders'
            title={t('account.me.mallOrders')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.mallOrderHistory)}
          />
        )}
        {session.phoneLoggedIn && (
          <Cell
            className='me__addresses'
            title={t('account.me.deliveryAddresses')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.deliveryAddress)}
          />
        )}
        {session.phoneLoggedIn && (
          <Cell
            className='me__fapiao'
            title={t('fapiao.entry')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(DINER_ROUTES.fapiaoTitle)}
          />
        )}
        {contactOffered(store) && (
          <Cell
            className='me__contact'
            title={t('shell.contact')}
            extra='›'
            clickable
            onClick={() => void navigator.navigateTo(ROUTES.contactStore)}
          />
        )}
        <Cell
          className='me__settings'
          title={t('account.me.settings')}
          extra='›'
          clickable
          onClick={() => void navigator.navigateTo(ROUTES.setting)}
        />
      </Cell.Group>
      <ModeSwitch />
      {session.loggedIn && (
        <Button className='me__log-out' block onClick={() => void logOut()}>
          {t('account.me.logOut')}
        </Button>
      )}
    </TabPage>
  );
}

export default observer(MePage);
