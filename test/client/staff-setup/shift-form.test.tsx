import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import StoreShiftsCreatePage from '@/pages/sub-store/store-shifts-create/index';
import { bootPage } from '../support/boot-page';
import { answer, fieldsOf, fakeNetwork, refusal } from '../support/fake-network';
import { StoreShiftService } from '@/gen/store/v1/shift_pb';
import { modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, PERMITTED_STORE, save, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

async function openForm() {
  const network = fakeNetwork([
    ...PERMITTED_STORE,
    answer(StoreShiftService.method.createShift, (_request, input) => ({
      shift: { ...fieldsOf(input.shift), model: { id: '31' } },
    })),
    answer(StoreShiftService.method.queryShifts, { list: [] }),
  ]);
  const page = await bootPage(StoreShiftsCreatePage, {
    path: '/pages/sub-store/store-shifts-create/index',
    store: createTestStore({ request: network.request }),
  });
  await fill(page.container, 'name', 'Late');
  return { ...page, network };
}

describe('the shift form', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for a start time before the end, and sends nothing', async () => {
    const { container, network } = await openForm();
    await fill(container, 'end', '14:00');
    await save(container);
    expect(formError(container)).toBe('请先选择开始时间');
    expect(sentTo(network.calls, 'CreateShift')).toEqual([]);
  });

  it('refuses an end before the start or more than a day after it', async () => {
    const { container, network } = await openForm();
    await fill(container, 'start', '14:00');
    await fill(container, 'end', '12:00');
    await save(container);
    expect(formError(container)).toBe('餐段时间无效');
    await fill(container, 'end', '38:30');
    await save(container);
    expect(formError(container)).toBe('餐段时间无效');
    await fill(container, 'end', '99:00');
    await save(container);
    expect(formError(container)).toBe('餐段时间无效');
    expect(sentTo(network.calls, 'CreateShift')).toEqual([]);
  });

  it('takes an end of 23:59:59 as 24:00:00 (an end ending in 9 gets a second added)', async () => {
    const { container, network } = await openForm();
    await fill(container, 'start', '22:00');
    await fill(container, 'end', '23:59:59');
    await fill(container, 'interval', '30');
    await fill(container, 'nameZhHans', '夜宵');
    await fill(container, 'nameEn', 'Late supper');
    expect(container.querySelector('.store-shift-form__range')?.textContent).toBe('22:00 - 24:00');
    expect(container.querySelector('.store-shift-form__preview')?.textContent).toBe(
      '可订时间：22:00 22:30 23:00 23:30',
    );
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'CreateShift')).toHaveLength(1));
    expect(sentTo(network.calls, 'CreateShift')[0]).toMatchObject({
      storeId: '7',
      shift: {
        name: 'Late',
        intlName: { zhHans: '夜宵', en: 'Late supper' },
        startSecond: 79_200,
        endSecond: 86_400,
        deltaSecond: 1800,
      },
    });
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });

  it('hides from diners the times inside a hidden range, whose end ending in 0 counts a second earlier', async () => {
    const { container, network } = await openForm();
    await fill(container, 'start', '12:00');
    await fill(container, 'end', '15:00');
    await fill(container, 'interval', '30');
    await fill(container, 'hidden', '13:00-14:00');
    // 14:00 is outside 13:00-13:59:59: still offered.
    expect(container.querySelector('.store-shift-form__preview')?.textContent).toBe(
      '可订时间：12:00 12:30 (13:00) (13:30) 14:00 14:30',
    );
    await fill(container, 'hidden', '13:00-soon');
    await save(container);
    expect(formError(container)).toBe('隐藏时段格式不正确');
    await fill(container, 'hidden', '13:00-14:00');
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'CreateShift')).toHaveLength(1));
    expect(sentTo(network.calls, 'CreateShift')[0]).toMatchObject({
      shift: { hiddenDurationList: [{ startSecond: 46_800, endSecond: 50_400 }] },
    });
  });

  it('wants a whole interval no longer than the shift', async () => {
    const { container, network } = await openForm();
    await fill(container, 'start', '11:00');
    await fill(container, 'end', '12:00');
    await fill(container, 'interval', '90');
    await save(container);
    expect(formError(container)).toBe('时间间隔须为正整数，且不超过餐段时长');
    await fill(container, 'interval', '0');
    await save(container);
    expect(formError(container)).toBe('时间间隔须为正整数，且不超过餐段时长');
    expect(sentTo(network.calls, 'CreateShift')).toEqual([]);
  });

  it('shows the server’s refusal in the person’s language', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreShiftService.method.createShift, refusal('invalid_argument', 'shift time is invalid', 400)),
    ]);
    const { container } = await bootPage(StoreShiftsCreatePage, {
      store: createTestStore({ request: network.request, language: 'en' }),
    });
    await fill(container, 'name', 'Late');
    await fill(container, 'start', '10:00');
    await fill(container, 'end', '11:00');
    await save(container);
    // Longer than 20 characters: a modal with one button (spec section 8).
    await waitFor(() => expect(modalText()).toBe('The shift time is invalid'));
  });
});

describe('the shift form’s kitchen pacing', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  const times = async (container: HTMLElement) => {
    await fill(container, 'start', '17:00');
    await fill(container, 'end', '22:00');
    await fill(container, 'interval', '15');
  };

  it('takes empty (no limit) or whole numbers from 1 to 1000 guests and 1 to 200 parties', async () => {
    const { container, network } = await openForm();
    await times(container);
    expect(container.textContent).toContain('出餐节奏上限只对新预订生效，已有预订不受影响。');
    for (const [field, value, message] of [
      ['pacingCovers', '0', '每 15 分钟入座人数须为 1 至 1000 的整数，或留空'],
      ['pacingCovers', '1001', '每 15 分钟入座人数须为 1 至 1000 的整数，或留空'],
      ['pacingCovers', '2.5', '每 15 分钟入座人数须为 1 至 1000 的整数，或留空'],
      ['pacingParties', '201', '每 15 分钟入座组数须为 1 至 200 的整数，或留空'],
      ['pacingParties', '-1', '每 15 分钟入座组数须为 1 至 200 的整数，或留空'],
    ]) {
      await fill(container, 'pacingCovers', '');
      await fill(container, 'pacingParties', '');
      await fill(container, field, value);
      await save(container);
      expect([field, value, formError(container)]).toEqual([field, value, message]);
    }
    expect(sentTo(network.calls, 'CreateShift')).toEqual([]);
    await fill(container, 'pacingCovers', ' 24 ');
    await fill(container, 'pacingParties', '');
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'CreateShift')).toHaveLength(1));
    const sent = sentTo(network.calls, 'CreateShift')[0] as { shift: Record<string, unknown> };
    expect(sent.shift.pacingMaxCovers).toBe(24);
    // Empty is no limit: the field is not sent at all.
    expect('pacingMaxParties' in sent.shift).toBe(false);
  });

  it('shows both limits in English and sends them', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreShiftService.method.createShift, (_request, input) => ({
        shift: { ...fieldsOf(input.shift), model: { id: '32' } },
      })),
      answer(StoreShiftService.method.queryShifts, { list: [] }),
    ]);
    const { container } = await bootPage(StoreShiftsCreatePage, {
      path: '/pages/sub-store/store-shifts-create/index',
      store: createTestStore({ request: network.request, language: 'en' }),
    });
    expect(container.textContent).toContain('Most guests seated per 15 minutes (empty: no limit)');
    expect(container.textContent).toContain('Most parties seated per 15 minutes (empty: no limit)');
    await fill(container, 'name', 'Dinner');
    await times(container);
    await fill(container, 'pacingCovers', '40');
    await fill(container, 'pacingParties', '8');
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'CreateShift')).toHaveLength(1));
    expect(sentTo(network.calls, 'CreateShift')[0]).toMatchObject({
      shift: { pacingMaxCovers: 40, pacingMaxParties: 8 },
    });
  });
});
