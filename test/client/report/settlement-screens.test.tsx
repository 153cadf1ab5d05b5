import {
  AdminSettlementService,
  MerchantSettlementService,
  SettlementStatement_Status,
  type SettlementStatementSchema,
} from '@/gen/payment/v1/settlement_service_pb';
import { answer, refusal, timestamp, type Init } from '../support/fake-network';
import { act, waitFor } from '@testing-library/react';
import AdminSettlementPage from '@/pages/sub-store/admin-settlement/index';
import SettlementListPage from '@/pages/sub-store/settlement-list/index';
import { bootPage } from '../support/boot-page';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { tap } from '../support/setup-fields';
import { bodyOf, P, staffNetwork } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';
import { AdminMerchantService, type MerchantSchema } from '@/gen/identity/v1/admin_merchant_service_pb';
import { addDays } from '@/common/business-date';
import { businessDateOf } from '@/common/zoned-time';
const JADE: Init<typeof MerchantSchema> = { model: { id: '5' }, name: 'Jade Garden', shortKey: 'jade' };
const CRAB: Init<typeof MerchantSchema> = { model: { id: '6' }, name: 'Golden Crab', shortKey: 'crab' };
const STATEMENT: Init<typeof SettlementStatementSchema> = {
  id: '12',
  merchantId: '5',
  merchantName: 'Jade Garden',
  periodStart: '2026-03-02',
  periodEnd: '2026-03-08',
  currency: 'CNY',
  status: SettlementStatement_Status.WAIT_PAYOUT,
  itemCount: 3,
  grossAmount: '40000',
  refundAmount: '35000',
  feeAmount: '-90',
  netAmount: '4970',
  adjustmentCount: 1,
  adjustmentAmount: '-19880',
  createTime: timestamp('2026-03-09T02:00:00Z'),
};

describe('settlement screens', () => {
  beforeEach(() => resetHostUi());

  it('shows a refund clawed back as its own line with a minus, and counts the payments apart', async () => {
    const network = staffNetwork([
      answer(MerchantSettlementService.method.listMerchantSettlementStatements, { list: [STATEMENT] }),
    ]);
    const store = createTestStore({ request: network.request });
    store.operator.setType('STORE');
    store.operator.setStoreId('11');
    const { container } = await bootPage(SettlementListPage, {
      path: '/pages/sub-store/settlement-list/index',
      store,
    });
    await waitFor(() => expect(container.querySelectorAll('.statement-card__adjustment')).toHaveLength(2));
    const [label, amount] = Array.from(container.querySelectorAll('.statement-card__adjustment')).map(
      (e) => e.textContent,
    );
    expect([label, amount]).toEqual(['退款扣回 1 笔', '-¥198.80']);
    expect(container.querySelector('.statement-card__net:last-child')?.textContent).toBe('¥49.70');
    expect(container.querySelector('.statement-card__sub')?.textContent).toBe('2 笔');
    expect(network.calls.some((c) => c.url.endsWith(P.permitted))).toBe(true);
  });

  it("tells the administrator why no statement was made when refunds to claw back exceed the merchant's earnings", async () => {
    const network = staffNetwork([
      answer(AdminSettlementService.method.listSettlementStatements, { list: [] }),
      answer(AdminMerchantService.method.listMerchants, { list: [JADE] }),
      answer(
        AdminSettlementService.method.createSettlementStatements,
        refusal(
          'failed_precondition',
          'refunds to take back exceed what the merchant is owed, no statement made; they wait for later earnings',
          400,
        ),
      ),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(AdminSettlementPage, {
      path: '/pages/sub-store/admin-settlement/index',
      store,
    });
    await waitFor(() => expect(container.querySelector('.admin-settlement__merchant')).not.toBeNull());
    await tap(container.querySelector('.admin-settlement__merchant'));
    await tap(container.querySelector('.admin-settlement__create'));
    await waitFor(() => expect(modalText()).toBe('将该商户此期间应结算的款项生成结算单？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(modalText()).toBe('待扣回的退款超过该商户应结金额，未生成结算单；将在后续收入中扣回'));
    expect(network.calls.filter((c) => c.url.endsWith('CreateSettlementStatements'))).toHaveLength(1);
  });

  it('finds the merchant by name and proposes the period after its last statement', async () => {
    const today = businessDateOf(Date.now(), 'Asia/Shanghai');
    const network = staffNetwork([
      answer(AdminSettlementService.method.listSettlementStatements, {
        list: [
          STATEMENT,
          { ...STATEMENT, id: '13', periodStart: '2026-03-09', periodEnd: '2026-03-15', currency: 'MOP' },
        ],
      }),
      answer(AdminMerchantService.method.listMerchants, (_r, input) => ({
        list: [JADE, CRAB].filter((m) => m.name!.toLowerCase().includes(input.keyword.toLowerCase())),
      })),
      answer(AdminSettlementService.method.createSettlementStatements, { list: [] }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(AdminSettlementPage, {
      path: '/pages/sub-store/admin-settlement/index',
      store,
    });
    const create = () => container.querySelector('.admin-settlement__create')!;
    await waitFor(() => expect(container.querySelectorAll('.admin-settlement__merchant')).toHaveLength(2));
    // Nobody picked: nothing to make statements for.
    expect(create().className).toContain('disabled');
    await typeInto(container.querySelector('.admin-settlement__merchant-search'), 'jade');
    await waitFor(() =>
      expect(Array.from(container.querySelectorAll('.admin-settlement__merchant')).map((m) => m.textContent)).toEqual([
        'Jade Garden · jade',
      ]),
    );
    expect(bodyOf(network.calls.filter((c) => c.url.endsWith('ListMerchants')).pop())).toMatchObject({
      keyword: 'jade',
    });
    await tap(container.querySelector('.admin-settlement__merchant'));
    expect(container.querySelector('.admin-settlement__merchant-chosen')?.textContent).toBe('商户：Jade Garden');
    // The next period starts the day after its latest statement (of any currency), up to yesterday.
    expect(container.querySelector('.admin-settlement__hint')?.textContent).toBe(
      '上一张结算单截至 2026-03-15，本期从次日开始',
    );
    const [from, to] = Array.from(container.querySelectorAll('.admin-settlement__form .payout-form__date'));
    expect(from.textContent).toBe('开始日期 2026-03-16');
    expect(to.textContent).toBe(`结束日期 ${addDays(today, -1)}`);
    // The end wheel opens from the period's start, not from 1970.
    const endWheel = container.querySelector('taro-picker-core.admin-settlement__end')!;
    expect([endWheel.getAttribute('start'), endWheel.getAttribute('end')]).toEqual(['2026-03-16', today]);
    await tap(create());
    // Asked first; only the confirmation makes the statements.
    await waitFor(() => expect(modalText()).toBe('将该商户此期间应结算的款项生成结算单？'));
    expect(network.calls.filter((c) => c.url.endsWith('CreateSettlementStatements'))).toEqual([]);
    await act(async () => confirmModal());
    await waitFor(() =>
      expect(bodyOf(network.calls.filter((c) => c.url.endsWith('CreateSettlementStatements'))[0])).toEqual({
        merchantId: '5',
        periodStart: '2026-03-16',
        periodEnd: addDays(today, -1),
      }),
    );
  });

  it('fills in the payout with the statement’s net, shown in its currency, and records it as is', async () => {
    const network = staffNetwork([
      answer(AdminSettlementService.method.listSettlementStatements, { list: [STATEMENT] }),
      answer(AdminSettlementService.method.recordSettlementPayout, {}),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(AdminSettlementPage, {
      path: '/pages/sub-store/admin-settlement/index',
      store,
    });
    await waitFor(() => expect(container.querySelector('.statement-card .payout-form')).not.toBeNull());
    expect(container.querySelector('.payout-form__due')?.textContent).toBe('应付净额 ¥49.70');
    const inputs = container.querySelectorAll('.statement-card .payout-form .payout-form__input');
    expect((inputs[1] as HTMLInputElement).value).toBe('49.70');
    // Its date wheel runs from the period's end to today.
    const dateWheel = container.querySelector('.statement-card .payout-form taro-picker-core')!;
    expect(dateWheel.getAttribute('start')).toBe('2026-03-08');
    await typeInto(inputs[0], 'BANK-778');
    await tap(container.querySelector('.statement-card .payout-form .nut-button'));
    await waitFor(() => expect(modalText()).toBe('确认已向商户打款 ¥49.70？登记后不可修改。'));
    await act(async () => confirmModal());
    await waitFor(() =>
      expect(bodyOf(network.calls.filter((c) => c.url.endsWith('RecordSettlementPayout'))[0])).toMatchObject({
        statementId: '12',
        reference: 'BANK-778',
        amount: '4970',
      }),
    );
  });

  it('asks about a Macau statement’s payout in patacas, its amount field in its unit', async () => {
    const network = staffNetwork([
      answer(AdminSettlementService.method.listSettlementStatements, { list: [{ ...STATEMENT, currency: 'MOP' }] }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(AdminSettlementPage, {
      path: '/pages/sub-store/admin-settlement/index',
      store,
    });
    await waitFor(() => expect(container.querySelector('.statement-card .payout-form')).not.toBeNull());
    const inputs = container.querySelectorAll('.statement-card .payout-form .payout-form__input');
    expect(inputs[1]?.outerHTML).toContain('金额（澳门元）');
    await typeInto(inputs[1], '49.7');
    await tap(container.querySelector('.statement-card .payout-form .nut-button'));
    await waitFor(() => expect(modalText()).toBe('确认已向商户打款 澳门元 49.70？登记后不可修改。'));
  });
});
