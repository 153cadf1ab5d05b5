import type { FapiaoTitleSchema } from '@/gen/booking/v1/fapiao_title_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import FapiaoTitlePage from '@/pages/sub-user/fapiao-title/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { DinerFapiaoTitleService } from '@/gen/booking/v1/fapiao_title_service_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi, toastText } from '../support/host-ui';
import { bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';
import { FapiaoTitleInput_Kind } from '@/gen/booking/v1/fapiao_title_pb';

const PAGE = '/pages/sub-user/fapiao-title/index';
const SERVICE = '/grpc/operator-user/booking.v1.DinerFapiaoTitleService';
const CODE = '91350100M000100Y43';
const SAVED: Init<typeof FapiaoTitleSchema> = {
  model: { id: '31' },
  isDefault: true,
  fields: { kind: FapiaoTitleInput_Kind.COMPANY, title: 'Fixture Trading Co.', taxpayerId: CODE },
};

beforeEach(() => {
  resetHostUi();
  openPages('/pages/me/index', PAGE);
});

async function boot(params: Record<string, string> = {}, alreadySaved = false) {
  let saved = alreadySaved;
  const network = fakeNetwork([
    answer(DinerFapiaoTitleService.method.listMyFapiaoTitles, () => ({ list: saved ? [SAVED] : [] })),
    answer(DinerFapiaoTitleService.method.createFapiaoTitle, () => {
      saved = true;
      return { title: SAVED };
    }),
    answer(DinerFapiaoTitleService.method.setMyOrderFapiao, { order: { model: { id: '77' } } }),
  ]);
  const page = await bootPage(FapiaoTitlePage, {
    path: PAGE,
    params,
    store: createTestStore({ request: network.request }),
  });
  return { ...page, network };
}

const field = (container: HTMLElement, key: string) => container.querySelector(`.fapiao-form__input--${key}`);

describe('fapiao-title', () => {
  it('adds a company title, saying what is wrong with a taxpayer id before sending it', async () => {
    const { container, network } = await boot();
    await waitFor(() => expect(container.querySelector('.fapiao-page__empty')).not.toBeNull());
    fireEvent.click(container.querySelector('.fapiao-page__add')!);
    fireEvent.click(container.querySelector('.fapiao-form__kind--COMPANY')!);
    await typeInto(field(container, 'title'), ' Fixture Trading Co. ');
    fireEvent.click(container.querySelector('.fapiao-form__save')!);
    expect(container.querySelector('.fapiao-form__problem')?.textContent).toBe('企业发票需填写纳税人识别号');
    await typeInto(field(container, 'taxpayerId'), '91350100M000100Y40');
    fireEvent.click(container.querySelector('.fapiao-form__save')!);
    expect(container.querySelector('.fapiao-form__problem')?.textContent).toBe(
      '纳税人识别号不是有效的统一社会信用代码',
    );
    expect(callsTo(network.calls, `${SERVICE}/CreateFapiaoTitle`)).toHaveLength(0);

    await typeInto(field(container, 'taxpayerId'), CODE.toLowerCase());
    await act(async () => {
      fireEvent.click(container.querySelector('.fapiao-form__save')!);
    });
    await waitFor(() => expect(container.querySelectorAll('[data-testid="fapiao-title"]')).toHaveLength(1));
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/CreateFapiaoTitle`)[0])).toMatchObject({
      fields: { kind: 'COMPANY', title: 'Fixture Trading Co.', taxpayerId: CODE },
    });
    expect(container.querySelector('.fapiao-page__default')?.textContent).toBe('默认');
    expect(toastText()).toBe('已保存');
  });

  it('opened from an order puts a copy of the chosen title on it and goes back', async () => {
    const nav = watchNavigation();
    const { container, network } = await boot({ orderId: '77' }, true);
    await waitFor(() => expect(container.querySelector('.fapiao-page__use')).not.toBeNull());
    await act(async () => {
      fireEvent.click(container.querySelector('.fapiao-page__use')!);
    });
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/SetMyOrderFapiao`)[0])).toEqual({
      bookingOrderId: '77',
      fapiaoTitleId: '31',
    });
    await waitFor(() => expect(nav.navigateBack).toHaveBeenCalled());
    expect(toastText()).toBe('已添加到订单');
  });
});
