import { DinerTag, type MerchantDinerSchema } from '@/gen/crm/v1/merchant_diner_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import { CheckDinerRiskResponse_Level, MerchantDinerService } from '@/gen/crm/v1/merchant_diner_service_pb';
import { MembershipLevelService } from '@/gen/crm/v1/membership_level_service_pb';
import Taro from '@tarojs/taro';
import { screen, waitFor } from '@testing-library/react';
import { DinerRiskBadge } from '@/components/diner-risk-badge';
import DinerCreatePage from '@/pages/sub-store/diner-create/index';
import DinerDetailPage from '@/pages/sub-store/diner-detail/index';
import DinerListPage from '@/pages/sub-store/diner-list/index';
import { bootPage } from '../support/boot-page';
import { answer, fieldsOf, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { PERMITTED_STORE, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const zhao = (blacklisted: boolean): Init<typeof MerchantDinerSchema> => ({
  model: { id: '9' },
  merchantId: '1',
  title: DinerTitle.MR,
  lastName: 'Zhao',
  firstName: 'Lei',
  phoneRegionCode: '86',
  phone: '13900000019',
  preferredLanguage: 'en',
  birthday: '1980-05-20',
  blacklisted,
  blacklistReason: blacklisted ? 'Threw a glass' : '',
  membershipLevelName: 'Gold',
  tagList: [DinerTag.BIRTHDAY, DinerTag.PREFERS_ENGLISH],
  userId: '0',
});

describe('the diner list', () => {
  beforeEach(() => resetHostUi());

  it('searches by keyword, filters the blacklist, and pages at the bottom', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(MerchantDinerService.method.queryMerchantDiners, (r) => {
        const q = JSON.parse(r.body!);
        if (q.blacklistedOnly) return { list: [zhao(true)], total: 1 };
        const offset = q.query?.offset ?? 0;
        const page = Array.from({ length: offset ? 5 : 20 }, (_, i) => ({
          ...zhao(false),
          model: { id: String(100 + offset + i) },
          lastName: `Guest${offset + i}`,
          tagList: [],
        }));
        return { list: page, total: 25 };
      }),
    ]);
    const { container, store } = await bootPage(DinerListPage, {
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelectorAll('.diner-card')).toHaveLength(20));
    expect(container.querySelector('.diner-list__total')?.textContent).toBe('共 25 位');
    await store.staffSetup.diners.loadMore();
    await waitFor(() => expect(container.querySelectorAll('.diner-card')).toHaveLength(25));
    expect(container.querySelector('.diner-list__end')?.textContent).toBe('没有更多了');

    store.staffSetup.diners.setKeyword(' 1390 ');
    await tap(container.querySelector('.diner-list__search-button'));
    await tap(container.querySelector('.setup-field--blacklistFilter .nut-switch'));
    await waitFor(() => expect(container.querySelectorAll('.diner-card')).toHaveLength(1));
    expect(container.querySelector('.diner-card')?.textContent).toContain('黑名单');
    const queries = sentTo(network.calls, 'QueryMerchantDiners') as Array<Record<string, unknown>>;
    expect(queries.at(-1)).toMatchObject({ storeId: '7', keyword: '1390', blacklistedOnly: true });
  });
});

describe('the diner detail', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  function detailNetwork(spend = [{ currency: 'CNY', amount: '68850' }]) {
    let blacklisted = false;
    return fakeNetwork([
      ...PERMITTED_STORE,
      answer(MembershipLevelService.method.queryMembershipLevels, { list: [] }),
      answer(MerchantDinerService.method.getMerchantDiner, () => ({
        diner: zhao(blacklisted),
        stats: {
          orderCount: 3,
          visitCount: 2,
          noShowCount: 1,
          cancelCount: 0,
          totalSpend: spend.length === 1 ? spend[0].amount : '0',
          spend,
          lastVisitDate: '2026-11-01',
        },
        orderList: [
          {
            id: '5',
            orderNo: 'BK0000000005',
            storeName: 'The Bund',
            reservationDate: '2026-11-01',
            reservationStartSecond: 68_400,
            peopleCount: 4,
            status: 'CLOSED',
            closeReason: 'ABSENT',
          },
        ],
      })),
      answer(MerchantDinerService.method.blacklistMerchantDiner, () => {
        blacklisted = true;
        return { diner: zhao(true) };
      }),
    ]);
  }

  it('shows what a diner spent at stores of two currencies side by side, never added', async () => {
    const network = detailNetwork([
      { currency: 'HKD', amount: '120000' },
      { currency: 'MOP', amount: '38000' },
    ]);
    const { container } = await bootPage(DinerDetailPage, {
      params: { id: '9' },
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() =>
      expect(container.querySelector('.diner-detail__stat--spend')?.textContent).toBe('HK$1,200 · 澳门元 380累计消费'),
    );
  });

  it('shows the profile, tags, visits, spend and orders', async () => {
    const network = detailNetwork();
    const { container } = await bootPage(DinerDetailPage, {
      params: { id: '9' },
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelector('.diner-card__name')?.textContent).toBe('Lei Zhao (先生)'));
    expect(Array.from(container.querySelectorAll('.diner-card__tag')).map((t) => t.textContent)).toEqual([
      'Gold',
      '生日',
      '偏好英文',
    ]);
    expect(container.querySelector('.diner-detail__stat--visitCount')?.textContent).toBe('2到店');
    expect(container.querySelector('.diner-detail__stat--noShowCount')?.textContent).toBe('1未到店');
    expect(container.querySelector('.diner-detail__stat--spend')?.textContent).toBe('¥688.50累计消费');
    expect(container.querySelector('.diner-detail__order')?.textContent).toContain(
      '2026-11-01 19:00 · 4 人 · The Bund',
    );
    expect(container.querySelector('.diner-detail__order')?.textContent).toContain('未到店');
  });

  it('blacklists only with a reason', async () => {
    const network = detailNetwork();
    const { container } = await bootPage(DinerDetailPage, {
      params: { id: '9' },
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelector('.diner-detail__blacklist')).not.toBeNull());
    await tap(container.querySelector('.diner-detail__blacklist'));
    const dialog = await screen.findByText('拉黑用餐人 · Lei Zhao (先生)');
    const box = dialog.closest('.nut-dialog')!;
    await tap(box.querySelector('.nut-dialog-footer-ok'));
    await waitFor(() => expect(box.textContent).toContain('请填写拉黑原因'));
    expect(sentTo(network.calls, 'BlacklistMerchantDiner')).toEqual([]);
    const reason = box.querySelector('taro-textarea-core')!;
    (reason as HTMLTextAreaElement).value = 'Threw a glass';
    reason.dispatchEvent(new CustomEvent('input', { detail: { value: 'Threw a glass' }, bubbles: true }));
    await tap(box.querySelector('.nut-dialog-footer-ok'));
    await waitFor(() => expect(sentTo(network.calls, 'BlacklistMerchantDiner')).toHaveLength(1));
    expect(sentTo(network.calls, 'BlacklistMerchantDiner')[0]).toEqual({
      storeId: '7',
      merchantDinerId: '9',
      reason: 'Threw a glass',
    });
    await waitFor(() =>
      expect(container.querySelector('.diner-detail__reason')?.textContent).toBe('拉黑原因：Threw a glass'),
    );
    expect(container.querySelector('.diner-detail__unblacklist')).not.toBeNull();
  });
});

describe('the diner risk badge', () => {
  it('shows a blacklisted diner with the reason, and opens the diner on tap', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const network = fakeNetwork([
      answer(MerchantDinerService.method.checkDinerRisk, {
        level: CheckDinerRiskResponse_Level.BLACKLISTED,
        diner: zhao(true),
        stats: { noShowCount: 1 },
      }),
    ]);
    const onResult = jest.fn();
    const Badge = () => <DinerRiskBadge storeId='7' phone='13900000019' onResult={onResult} />;
    const { container } = await bootPage(Badge, { store: createTestStore({ request: network.request }) });
    await waitFor(() =>
      expect(container.querySelector('.diner-risk--blacklisted')?.textContent).toBe(
        '黑名单用餐人拉黑原因：Threw a glass',
      ),
    );
    expect(sentTo(network.calls, 'CheckDinerRisk')).toEqual([{ storeId: '7', phone: '13900000019' }]);
    expect(onResult).toHaveBeenCalledTimes(1);
    await tap(container.querySelector('.diner-risk--blacklisted'));
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-store/diner-detail/index?id=9' });
    navigateTo.mockRestore();
  });

  it('flags a past no-show, and shows nothing for a diner with no record', async () => {
    let level = CheckDinerRiskResponse_Level.NO_SHOW;
    const network = fakeNetwork([
      answer(MerchantDinerService.method.checkDinerRisk, () => ({
        level,
        diner: zhao(false),
        stats: { noShowCount: 2 },
      })),
    ]);
    const store = createTestStore({ request: network.request });
    const NoShow = () => <DinerRiskBadge storeId='7' merchantDinerId='9' />;
    const first = await bootPage(NoShow, { store });
    await waitFor(() =>
      expect(first.container.querySelector('.diner-risk--no-show')?.textContent).toBe('有未到店记录（2 次）'),
    );
    first.unmount();
    level = CheckDinerRiskResponse_Level.NONE;
    const second = await bootPage(NoShow, { store });
    await waitFor(() => expect(sentTo(network.calls, 'CheckDinerRisk')).toHaveLength(2));
    expect(second.container.querySelector('.diner-risk')).toBeNull();
  });
});

describe('the diner form', () => {
  beforeEach(() => resetHostUi());

  it('offers Korean and Japanese as the guest’s language', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(MembershipLevelService.method.queryMembershipLevels, { list: [] }),
      answer(MerchantDinerService.method.createMerchantDiner, (_r, input) => ({
        diner: { ...fieldsOf(input.diner), model: { id: '10' } },
      })),
    ]);
    const { container } = await bootPage(DinerCreatePage, { store: createTestStore({ request: network.request }) });
    const choices = () =>
      Array.from(container.querySelectorAll('.setup-field--preferredLanguage .setup-choice > *')).map(
        (e) => e.textContent,
      );
    await waitFor(() => expect(choices()).toEqual(expect.arrayContaining(['한국어', '日本語', 'English'])));
  });
});
