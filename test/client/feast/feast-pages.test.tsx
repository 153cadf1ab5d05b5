import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { Feast_CloseReason, Feast_Status, FeastParticipant_Status, type FeastSchema } from '@/gen/feast/v1/feast_pb';
import { DinerFeastService } from '@/gen/feast/v1/diner_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { DinerPaymentConfigService } from '@/gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel } from '@/gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@/gen/payment/v1/public_transaction_service_pb';
import { create } from '@bufbuild/protobuf';
import { fireEvent, waitFor } from '@testing-library/react';
import { ClientConfigSchema, Link_Target, LinkSchema, PageModule_Type } from '@/gen/platform/v1/client_config_pb';
import { linkUrl } from '@/pages/home/home-links';
import FeastPage from '@/pages/feast/index';
import HomePage from '@/pages/home/index';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import FeastJoinConfirmPage from '@/pages/sub-user/feast-join-confirm/index';
import { bootPage } from '../support/boot-page';
import {
  answer,
  type CannedRoutes,
  fakeNetwork,
  type Init,
  jsonFile,
  refusal,
  timestamp,
} from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { A_DINER, DINER_USER } from '../support/identity-network';
import FeastJoinInfoPage from '@/pages/sub-user/feast-join-info/index';
import { createTestStore } from '../support/test-store';
const FEAST: Init<typeof FeastSchema> = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Crab Night',
  participantCount: 8,
  minParticipantCount: 4,
  seatsTaken: 6,
  paidSeats: 6,
  depositPerPerson: '20000',
  storeName: 'Jade',
  status: Feast_Status.FORMING,
  reservationDate: '2027-02-02',
  startSecond: 64800,
  shareable: true,
  registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
  timezone: 'Asia/Shanghai',
  currency: 'CNY',
};

function network(extra: CannedRoutes = [], feast = FEAST) {
  return fakeNetwork([
    answer(PublicFeastService.method.queryFeasts, { list: [feast], total: 1 }),
    answer(PublicFeastService.method.getFeast, { feast }),
    answer(PublicFeastService.method.listFeastQuestions, { list: [] }),
    ...extra,
  ]);
}

describe('feast pages', () => {
  it('the feast tab lists upcoming feasts with seats left and the deposit', async () => {
    const net = network();
    const { findByText } = await bootPage(FeastPage, {
      path: '/pages/feast/index',
      store: createTestStore({ request: net.request }),
    });
    expect(await findByText('Crab Night')).toBeTruthy();
    expect(await findByText(/剩余 2 \/ 8 位/)).toBeTruthy();
  });

  it('the detail offers joining to someone not in it, and the time on the store clock', async () => {
    const net = network();
    const { findByText, container } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: createTestStore({ request: net.request }),
    });
    expect(await findByText('2027-02-02 18:00')).toBeTruthy();
    expect(container.querySelector('.feast-join')).toBeTruthy();
    expect(await findByText('2027-02-01 20:00')).toBeTruthy();
  });

  it('a creator whose feast was rejected reads the reviewer’s reason', async () => {
    const rejected: Init<typeof FeastSchema> = {
      ...FEAST,
      status: Feast_Status.CLOSED,
      closeReason: Feast_CloseReason.AUDIT_REJECT,
      closeRemark: 'Menu photos are missing',
    };
    const net = network([answer(PublicFeastService.method.getFeast, { feast: rejected })]);
    const { findByText } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: createTestStore({ request: net.request }),
    });
    expect(await findByText('关闭原因：审核未通过 · Menu photos are missing')).toBeTruthy();
  });

  it('join-confirm shows a Hong Kong or Macau feast’s deposit in its currency', async () => {
    for (const [currency, shown] of [
      ['HKD', 'HK$400'],
      ['MOP', '澳门元 400'],
    ]) {
      const net = network([], { ...FEAST, currency, timezone: 'Asia/Hong_Kong' });
      const store = createTestStore({ request: net.request });
      const draft = store.feast.join('71');
      await draft.load();
      draft.setSeats(2);
      const page = await bootPage(FeastJoinConfirmPage, {
        path: '/pages/sub-user/feast-join-confirm/index',
        params: { id: '71' },
        store,
      });
      expect(await page.findByText(shown)).toBeTruthy();
      expect(page.container.textContent).not.toContain('¥');
      await page.unmount();
    }
  });

  it('join-confirm shows the deposit for the seats and joins with them', async () => {
    const joined: unknown[] = [];
    const net = network([
      answer(DinerFeastService.method.joinFeast, (req) => {
        joined.push(JSON.parse(req.body ?? '{}'));
        return { participant: { model: { id: '5' }, status: FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT } };
      }),
    ]);
    const store = createTestStore({ request: net.request });
    const draft = store.feast.join('71');
    await draft.load();
    draft.setSeats(2);
    const { findByText, container } = await bootPage(FeastJoinConfirmPage, {
      path: '/pages/sub-user/feast-join-confirm/index',
      params: { id: '71' },
      store,
    });
    expect(await findByText('¥400')).toBeTruthy();
    const nav = watchNavigation();
    fireEvent.click(container.querySelector('.feast-confirm')!);
    await waitFor(() => expect(joined).toEqual([expect.objectContaining({ feastId: '71', seatCount: 2 })]));
    // Then the feast's page, where the held seats are paid for.
    await waitFor(() => expect(nav.opened()[0]).toContain('/pages/sub-user/feast-detail/index?id=71'));
  });
});

describe("the home page's FEAST block", () => {
  it('shows the next feasts, its code loading only for such a block', async () => {
    const net = network([
      jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
        model: { id: '1' },
        config: { pageList: [{ type: 'home', moduleList: [{ type: PageModule_Type.FEAST }] }] },
      }),
    ]);
    const store = createTestStore({ request: net.request });
    await store.clientConfig.load();
    const { findByText } = await bootPage(HomePage, { store });
    expect(await findByText('Crab Night')).toBeTruthy();
  });
});

describe('the join form', () => {
  it('fills in the name for the host with the name the diner books under, which they can change', async () => {
    const net = network([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    ]);
    const store = createTestStore({ request: net.request });
    await store.session.loadCurrentSession();
    const { container } = await bootPage(FeastJoinInfoPage, {
      path: '/pages/sub-user/feast-join-info/index',
      params: { id: '71' },
      store,
    });
    const name = () => container.querySelector<HTMLInputElement>('.feast-name input')?.value;
    await waitFor(() => expect(name()).toBe('李雷'));
  });

  it('leaves it empty for a diner not logged in', async () => {
    const store = createTestStore({ request: network().request });
    const draft = store.feast.join('71');
    await draft.load();
    expect([draft.state, draft.displayName]).toEqual(['ready', '']);
  });
});

describe('the page the cashier returns to', () => {
  it('waits for the result without asking for payment options, which would race the payment', async () => {
    const net = network([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(DinerFeastService.method.getMyParticipation, {
        list: [{ model: { id: '5' }, status: FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT }],
      }),
      answer(DinerPaymentConfigService.method.getPaymentConfig, { optionList: [] }),
    ]);
    const store = createTestStore({ request: net.request });
    await store.session.loadCurrentSession();
    const asked = () => net.calls.filter((c) => c.url.endsWith('GetPaymentConfig')).length;
    await store.feast.detail('71', '', false).load();
    expect(asked()).toBe(0);
    // The detail page, which offers paying, does ask.
    await store.feast.detail('71').load();
    expect(asked()).toBe(1);
  });
});

describe('paying the deposit', () => {
  it('a tap before the payment options arrived asks for them and pays, rather than doing nothing', async () => {
    let configAsked = 0;
    const net = network([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(DinerFeastService.method.getMyParticipation, {
        list: [{ model: { id: '5' }, status: FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT }],
      }),
      // The page's own asking fails (a weak network); the tap's asking answers.
      answer(DinerPaymentConfigService.method.getPaymentConfig, () =>
        ++configAsked === 1 ? refusal('internal', 'busy', 500) : { optionList: [{ channel: PaymentChannel.SANDBOX }] },
      ),
      answer(PublicTransactionService.method.createTransaction, {
        transaction: { transactionNo: 'T1' },
        payParams: { kind: { case: 'cashierUrl', value: 'https://pay.test/c' } },
      }),
    ]);
    const paid: string[] = [];
    const store = createTestStore({
      request: net.request,
      platform: {
        requestPayment: async (p) => {
          paid.push(p.cashierUrl);
          return 'redirecting';
        },
      },
    });
    await store.session.loadCurrentSession();
    const detail = store.feast.detail('71');
    await detail.load();
    expect(detail.options).toEqual([]);

    expect(await detail.pay()).toEqual({ kind: 'redirecting' });
    expect(paid).toEqual(['https://pay.test/c']);
    const create = net.calls.find((c) => c.url.endsWith('CreateTransaction'));
    expect(JSON.parse(String(create?.body))).toMatchObject({ subjectId: '5', channel: 'SANDBOX' });
  });
});

describe('the feast link target', () => {
  it('opens the named feast, or the feast tab', () => {
    expect(linkUrl(create(LinkSchema, { target: Link_Target.FEAST, targetId: '71' }))).toBe(
      '/pages/sub-user/feast-detail/index?id=71',
    );
    expect(linkUrl(create(LinkSchema, { target: Link_Target.FEAST }))).toBe('/pages/feast/index');
  });
});
