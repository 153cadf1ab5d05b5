import type { MessageInitShape } from '@bufbuild/protobuf';
import { waitFor } from '@testing-library/react';
import StoreDepositPolicyPage from '@/pages/sub-store/store-deposit-policy/index';
import { checkPolicyForm, type PolicyFormValues } from '@common/deposit-policy-rules';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, refusal } from '../support/fake-network';
import { type StoreShiftSchema, StoreShiftService } from '@/gen/store/v1/shift_pb';
import {
  DepositPolicy_Mode,
  StoreBookingRuleService,
  type DepositPolicySchema,
} from '@/gen/booking/v1/booking_rule_pb';
import { StoreDepositService } from '@/gen/booking/v1/store_deposit_service_pb';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { PermittedStoreService } from '@/gen/store/v1/store_query_service_pb';
import { fill, formError, PERMITTED_STORE, save, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const LUNCH: Init<typeof StoreShiftSchema> = {
  model: { id: '51' },
  storeId: '7',
  name: '午市',
  startSecond: 39_600,
  endSecond: 50_400,
};
const DINNER: Init<typeof StoreShiftSchema> = {
  model: { id: '52' },
  storeId: '7',
  name: '晚市',
  startSecond: 63_000,
  endSecond: 79_200,
};
const SAVED: Init<typeof DepositPolicySchema>[] = [
  { storeShiftId: '52', minPeople: 5, maxPeople: 10, mode: DepositPolicy_Mode.PER_PERSON, amount: '5000' },
  { minPeople: 1, mode: DepositPolicy_Mode.PER_PARTY, amount: '20000' },
];

/** The server's side: the saved list (replaced by each ReplaceDepositPolicies) and the settings. */
function network(initial: Init<typeof DepositPolicySchema>[] = SAVED, refuse = false, stores = PERMITTED_STORE) {
  let list: MessageInitShape<typeof DepositPolicySchema>[] = initial;
  let refundOnArrival = false;
  return fakeNetwork([
    ...stores,
    answer(StoreShiftService.method.queryShifts, { list: [LUNCH, DINNER] }),
    answer(StoreBookingRuleService.method.queryDepositPolicies, () => ({ list })),
    answer(StoreBookingRuleService.method.replaceDepositPolicies, (_r, input) => {
      if (refuse) return refusal('invalid_argument', 'deposit policy is invalid', 400);
      list = input.list;
      return { list };
    }),
    answer(StoreDepositService.method.getDepositSettings, () => ({ settings: { refundOnArrival } })),
    answer(StoreDepositService.method.updateDepositSettings, (_r, { settings }) => {
      refundOnArrival = settings?.refundOnArrival ?? false;
      return { settings: { refundOnArrival } };
    }),
  ]);
}

async function open(net = network()) {
  const page = await bootPage(StoreDepositPolicyPage, { store: createTestStore({ request: net.request }) });
  await waitFor(() => expect(page.container.querySelector('.deposit-policy')).not.toBeNull());
  await waitFor(() => expect(sentTo(net.calls, 'QueryShifts')).toHaveLength(1));
  return { ...page, net };
}

const words = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.deposit-policy__words')).map((w) => w.textContent);

async function choose(container: HTMLElement, field: string, label: string) {
  const chip = Array.from(container.querySelectorAll(`.setup-field--${field} .setup-choice__item`)).find(
    (c) => c.textContent === label,
  );
  await tap(chip ?? null);
}

describe('the deposit rules page', () => {
  beforeEach(() => resetHostUi());

  it('reads the store’s policies in words', async () => {
    const { container, net } = await open();
    await waitFor(() => expect(words(container)).toEqual(['晚市 · 5–10人 · 每人 ¥50', '所有餐段 · 1人起 · 每桌 ¥200']));
    expect(sentTo(net.calls, 'QueryDepositPolicies')).toEqual([{ storeId: '7' }]);
    expect(sentTo(net.calls, 'GetDepositSettings')).toEqual([{ storeId: '7' }]);
  });

  it.each([
    ['zh-Hans', ['晚市 · 5–10人 · 每人 ¥50', '所有餐段 · 1人起 · 每桌 ¥200']],
    ['en', ['Dinner · 5–10 people · ¥50 per person', 'All shifts · 1+ people · ¥200 per party']],
  ] as const)('reads a shift kept in English by its name in the reader’s language (%s)', async (language, expected) => {
    // The store typed its shift in English and gave it a Chinese name: a Chinese page reads 晚市.
    const dinner = { ...DINNER, name: 'Dinner', intlName: { zhHans: '晚市', zhHant: '晚市', en: 'Dinner' } };
    const net = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreShiftService.method.queryShifts, { list: [LUNCH, dinner] }),
      answer(StoreBookingRuleService.method.queryDepositPolicies, { list: SAVED }),
      answer(StoreDepositService.method.getDepositSettings, { settings: { refundOnArrival: false } }),
    ]);
    const page = await bootPage(StoreDepositPolicyPage, {
      store: createTestStore({ request: net.request, language }),
    });
    await waitFor(() => expect(words(page.container)).toEqual(expected));
  });

  it('reads a Hong Kong store’s policies, its amount field and its limit in Hong Kong dollars', async () => {
    const hongKong = [
      answer(PermittedStoreService.method.queryPermittedStores, {
        list: [{ model: { id: '7' }, name: 'Jade Garden · Central', timezone: 'Asia/Hong_Kong', currency: 'HKD' }],
        total: 1,
      }),
    ];
    const { container } = await open(network(SAVED, false, hongKong));
    await waitFor(() =>
      expect(words(container)).toEqual(['晚市 · 5–10人 · 每人 HK$50', '所有餐段 · 1人起 · 每桌 HK$200']),
    );
    await tap(container.querySelector('.deposit-policy__add'));
    await waitFor(() => expect(container.textContent).toContain('金额（港元）'));
    await fill(container, 'minPeople', '1');
    await fill(container, 'policyAmount', '1000000.01');
    await save(container);
    await waitFor(() => expect(formError(container)).toBe('每条规则最多 HK$1,000,000'));
    expect(container.textContent).not.toMatch(/[¥￥]|（元）/);
  });

  it('says no deposit when there is no policy', async () => {
    const { container } = await open(network([]));
    await waitFor(() => expect(container.querySelector('.deposit-policy__none')?.textContent).toContain('不收订金'));
    expect(words(container)).toEqual([]);
  });

  it('adds a per-person policy for a shift, in cents', async () => {
    const { container, net } = await open(network([]));
    await tap(container.querySelector('.deposit-policy__add'));
    await choose(container, 'policyShift', '午市');
    await fill(container, 'minPeople', '2');
    await fill(container, 'maxPeople', '6');
    await choose(container, 'policyMode', '按人收取');
    await fill(container, 'policyAmount', '88.8');
    await save(container);
    await waitFor(() => expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toHaveLength(1));
    expect(sentTo(net.calls, 'ReplaceDepositPolicies')[0]).toEqual({
      storeId: '7',
      list: [{ storeShiftId: '51', minPeople: 2, maxPeople: 6, mode: 'PER_PERSON', amount: '8880' }],
    });
    await waitFor(() => expect(words(container)).toEqual(['午市 · 2–6人 · 每人 ¥88.80']));
    expect(toastText()).toBe('已保存');
    expect(container.querySelector('.deposit-policy-form')).toBeNull();
  });

  it('refuses bad people and amounts without calling the server', async () => {
    const { container, net } = await open();
    await tap(container.querySelector('.deposit-policy__add'));
    const attempts: Array<[Partial<PolicyFormValues>, string]> = [
      [{ minPeople: '8', maxPeople: '4', amountYuan: '50' }, '最少人数不能大于最多人数'],
      [{ minPeople: '2.5', maxPeople: '', amountYuan: '50' }, '最少人数请填 1–1000 的整数'],
      [{ minPeople: '-3', maxPeople: '', amountYuan: '50' }, '最少人数请填 1–1000 的整数'],
      [{ minPeople: '1', maxPeople: '0', amountYuan: '50' }, '最多人数请填 1–1000 的整数，或留空'],
      // the number pad's field keeps digits, one dot and a minus: letters never arrive
      [{ minPeople: '1', maxPeople: '', amountYuan: 'fifty' }, '请输入金额'],
      [{ minPeople: '1', maxPeople: '', amountYuan: '-50' }, '请输入正确的金额，最多两位小数'],
      [{ minPeople: '1', maxPeople: '', amountYuan: '50.' }, '请输入正确的金额，最多两位小数'],
      [{ minPeople: '1', maxPeople: '', amountYuan: '12.345' }, '请输入正确的金额，最多两位小数'],
      [{ minPeople: '1', maxPeople: '', amountYuan: '' }, '请输入金额'],
      [{ minPeople: '1', maxPeople: '', amountYuan: '1000000.01' }, '每条规则最多 ¥1,000,000'],
      // all shifts from one person is the second saved policy already
      [{ minPeople: '1', maxPeople: '', amountYuan: '30' }, '该餐段和人数范围已有规则'],
    ];
    for (const [values, message] of attempts) {
      await fill(container, 'minPeople', values.minPeople!);
      await fill(container, 'maxPeople', values.maxPeople!);
      await fill(container, 'policyAmount', values.amountYuan!);
      await save(container);
      expect(formError(container)).toBe(message);
    }
    expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toEqual([]);
  });

  it('edits a policy and keeps the rest', async () => {
    const { container, net } = await open();
    await waitFor(() => expect(words(container)).toHaveLength(2));
    await tap(container.querySelectorAll('.deposit-policy__edit')[1]);
    expect((container.querySelector('.setup-field--policyAmount taro-input-core') as HTMLInputElement).value).toBe(
      '200',
    );
    await choose(container, 'policyMode', '按人收取');
    await fill(container, 'policyAmount', '0');
    await save(container);
    await waitFor(() => expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toHaveLength(1));
    expect(sentTo(net.calls, 'ReplaceDepositPolicies')[0]).toEqual({
      storeId: '7',
      list: [
        { storeShiftId: '52', minPeople: 5, maxPeople: 10, mode: 'PER_PERSON', amount: '5000' },
        { minPeople: 1, mode: 'PER_PERSON' },
      ],
    });
    await waitFor(() => expect(words(container)[1]).toBe('所有餐段 · 1人起 · 免订金'));
  });

  it('asks before deleting, and deleting the last policy means no deposit', async () => {
    const { container, net } = await open(network([SAVED[0]]));
    await waitFor(() => expect(words(container)).toHaveLength(1));
    await tap(container.querySelector('.deposit-policy__delete'));
    await waitFor(() => expect(modalText()).toBe('删除订金规则“晚市 · 5–10人 · 每人 ¥50”？'));
    cancelModal();
    await waitFor(() => expect(modalText()).toBe(''));
    expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toEqual([]);

    await tap(container.querySelector('.deposit-policy__delete'));
    await waitFor(() => expect(modalText()).not.toBe(''));
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toEqual([{ storeId: '7' }]));
    await waitFor(() => expect(container.querySelector('.deposit-policy__none')).not.toBeNull());
  });

  it('shows the server’s refusal and keeps what was saved', async () => {
    const { container, net } = await open(network(SAVED, true));
    await waitFor(() => expect(words(container)).toHaveLength(2));
    await tap(container.querySelector('.deposit-policy__add'));
    await fill(container, 'minPeople', '12');
    await fill(container, 'policyAmount', '500');
    await save(container);
    await waitFor(() => expect(sentTo(net.calls, 'ReplaceDepositPolicies')).toHaveLength(1));
    await waitFor(() => expect(toastText()).toBe('订金规则无效'));
    expect(words(container)).toHaveLength(2);
    expect(container.querySelector('.deposit-policy-form')).not.toBeNull();
  });

  it('turns refund on arrival on', async () => {
    const { container, net } = await open();
    await tap(container.querySelector('.setup-field--refundOnArrival .nut-switch'));
    await waitFor(() => expect(sentTo(net.calls, 'UpdateDepositSettings')).toHaveLength(1));
    expect(sentTo(net.calls, 'UpdateDepositSettings')[0]).toEqual({
      storeId: '7',
      settings: { refundOnArrival: true },
    });
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });
});

describe('the deposit rule check', () => {
  it('takes an open upper bound, zero and two decimals', () => {
    const values = { shiftId: '0', minPeople: ' 6 ', maxPeople: '', mode: 'PER_PARTY' as const, amountYuan: '0.05' };
    expect(checkPolicyForm(values, [])).toEqual({
      ok: true,
      policy: { shiftId: '0', minPeople: 6, maxPeople: 0, mode: 'PER_PARTY', amount: '5' },
    });
    const stored = { shiftId: '0', minPeople: 0, maxPeople: 0, mode: 'PER_PERSON' as const, amount: '100' };
    expect(checkPolicyForm({ ...values, minPeople: '1' }, [stored])).toEqual({ ok: false, error: 'duplicate' });
  });
});
